// Request bodies are capped and checked before any route parses them: no body
// is read without bound, and nothing a user sends causes a 5xx.
// A body over its cap is refused with 413 without being read past the cap; a
// form route sent JSON, text or a body that does not parse as a form is refused
// with 415 / 400, so `request.formData()` in an action never throws. A form's
// field names are checked here too (form-field-limits.ts): too many fields, a
// huge list index or one of Conform's reserved names is a 400 before any route.

import { MCP_BODY_LIMIT_BYTES, MCP_PATH } from "../agents/agent-endpoints";
import { VOICE_LIMITS } from "../contact/voice-recording";
import { FORM_FIELD_LIMITS, FORM_FIELDS_MESSAGES, formFieldsProblem } from "../forms/form-field-limits";
import { readCapped } from "../platform/capped-body.server";

/** Ordinary forms: a few KB of fields. */
export const FORM_BODY_LIMIT_BYTES = 32 * 1024;
/**
 * Admin forms carry long Markdown bodies. Larger than any field's own limit
 * (a blog body is 100,000 characters), so the page answers an over-long post
 * with its own message and keeps what was typed, rather than a bare 413.
 */
export const ADMIN_FORM_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** A 10 MB image plus the multipart framing and the upload form's text fields. */
export const ADMIN_UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024 + 64 * 1024;
/** The contact form may carry a voice recording (at most 5 MB, checked again by the route) and its fields. */
export const CONTACT_UPLOAD_BODY_LIMIT_BYTES = VOICE_LIMITS.maxBytes + 64 * 1024;
/** Small JSON beacons (visitor sessions, CSP reports). */
export const JSON_BODY_LIMIT_BYTES = 16 * 1024;
/** A batch of up to 50 security events from the browser's queue. */
export const SECURITY_BEACON_LIMIT_BYTES = 32 * 1024;
/** Shopify order webhooks: an order with many lines. */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

type BodyKind = "form" | "multipart" | "json" | "other";
type BodyRule = { accepts: readonly BodyKind[]; maxBytes: (kind: BodyKind) => number; maxFields?: number };

const FORM_TYPES: readonly BodyKind[] = ["form", "multipart"];

/** Who may send an admin-sized body: asked only for an /admin path, before any byte of the body is read. */
export type BodyAccess = { isAdmin(): Promise<boolean> };

function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

function ruleFor(pathname: string): BodyRule {
  if (pathname.startsWith("/webhooks/"))
    return { accepts: ["json", "other", "form", "multipart"], maxBytes: () => WEBHOOK_BODY_LIMIT_BYTES };
  if (pathname === "/api/visitor-sessions") return { accepts: ["json", "form"], maxBytes: () => JSON_BODY_LIMIT_BYTES };
  // The platform's beacons: JSON, or text/plain when sent as a string; each endpoint also caps its own body.
  if (pathname === "/api/security-monitor")
    return { accepts: ["json", "other"], maxBytes: () => SECURITY_BEACON_LIMIT_BYTES };
  if (pathname === "/api/performance-metrics" || pathname === "/api/link-health")
    return { accepts: ["json", "other"], maxBytes: () => JSON_BODY_LIMIT_BYTES };
  if (pathname === "/csp-report") return { accepts: ["json", "other"], maxBytes: () => JSON_BODY_LIMIT_BYTES };
  // The MCP server answers a body of the wrong type with a JSON-RPC error of its own (decision 077).
  if (pathname === MCP_PATH)
    return { accepts: ["json", "other", "form", "multipart"], maxBytes: () => MCP_BODY_LIMIT_BYTES };
  if (pathname === "/contact")
    return {
      accepts: FORM_TYPES,
      maxBytes: (kind) => (kind === "multipart" ? CONTACT_UPLOAD_BODY_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES),
    };
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    return {
      accepts: FORM_TYPES,
      maxBytes: (kind) => (kind === "multipart" ? ADMIN_UPLOAD_BODY_LIMIT_BYTES : ADMIN_FORM_BODY_LIMIT_BYTES),
      maxFields: FORM_FIELD_LIMITS.adminFields,
    };
  }
  return { accepts: FORM_TYPES, maxBytes: () => FORM_BODY_LIMIT_BYTES };
}

function kindOf(contentType: string): BodyKind {
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type === "multipart/form-data") return "multipart";
  if (type === "application/json" || type.endsWith("+json") || type === "application/csp-report") return "json";
  return "other";
}

export type BodyRefusal = { status: 400 | 413 | 415; title: string; message: string };

const TOO_LARGE: BodyRefusal = {
  status: 413,
  title: "That was too much to send",
  message: "The form was larger than we accept. Please shorten what you typed and try again.",
};
const WRONG_TYPE: BodyRefusal = {
  status: 415,
  title: "We could not read that form",
  message: "Please send the form from the page it belongs to.",
};
const MALFORMED: BodyRefusal = {
  status: 400,
  title: "We could not read that form",
  message: "Part of the form arrived damaged. Please go back and send it again.",
};

/**
 * The request with its body read and checked (a new Request over the same
 * bytes), or why it is refused. Requests without a body pass unchanged.
 */
export async function screenRequestBody(request: Request, access: BodyAccess): Promise<Request | BodyRefusal> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return request;
  const { pathname } = new URL(request.url);
  // Admin caps are for admins: anyone else gets the ordinary form cap, so a large anonymous body
  // is refused unread instead of being read and parsed before the redirect to sign-in.
  const rule = isAdminPath(pathname) && !(await access.isAdmin()) ? ruleFor("/") : ruleFor(pathname);
  const kind = kindOf(request.headers.get("Content-Type") ?? "");
  if (!rule.accepts.includes(kind)) return WRONG_TYPE;
  const maxBytes = rule.maxBytes(kind);
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) return TOO_LARGE;
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = request.body ? await readCapped(request.body, maxBytes) : new Uint8Array(0);
  } catch {
    return MALFORMED; // the sender broke off mid-body
  }
  if (!bytes) return TOO_LARGE;
  const screened = new Request(request, { body: bytes });
  if (kind === "form" || kind === "multipart") {
    let form: FormData;
    try {
      form = await screened.clone().formData();
    } catch {
      return MALFORMED;
    }
    const problem = formFieldsProblem(form, rule.maxFields ?? FORM_FIELD_LIMITS.fields);
    if (problem) return { status: 400, title: "We could not read that form", message: FORM_FIELDS_MESSAGES[problem] };
  }
  return screened;
}
