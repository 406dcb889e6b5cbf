import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import {
  recordProductView,
  recordVisitorSession,
  VisitorSessionPingSchema,
} from "../lib/analytics/visitor-sessions.server";
import { visitorKeyOf } from "../lib/analytics/visitor-key.server";
import { getUser } from "../lib/auth/session.server";
import { readFormBody } from "../lib/forms/form-body.server";
import { readCappedJson } from "../lib/platform/capped-body.server";
import { JSON_BODY_LIMIT_BYTES } from "../lib/security/request-body.server";
import { networkKeyOf } from "../lib/security/network-key";

// POST { sessionId, currentPage } (JSON or form). Sent by the client on start,
// on every route change and every 5 minutes.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405 });
  const body = await readBody(request);
  const parsed = VisitorSessionPingSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: "Invalid visitor session" }, { status: 400 });
  const user = await getUser(request, context);
  const ping = {
    ...parsed.data,
    userId: user?.id ?? null,
    userAgent: request.headers.get("User-Agent"),
    network: networkKeyOf(request),
    visitorKey: await visitorKeyOf(request, context.config.SESSION_SECRETS),
  };
  const result = await recordVisitorSession(context.db, ping);
  // A throttled ping writes nothing, product view included; it still answers 200 so browsers log no error.
  const productView =
    result === "throttled"
      ? false
      : await recordProductView(context.db, ping, new URL(ping.currentPage, request.url).href);
  return Response.json({ ok: true, result, productView });
}

/** The ping as sent: JSON, or a form; null when the JSON does not read. */
async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("application/json")) return Object.fromEntries(await readFormBody(request));
  const body = await readCappedJson(request, JSON_BODY_LIMIT_BYTES, /application\/json/i);
  return body.ok ? body.value : null;
}
