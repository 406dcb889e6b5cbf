// The public /track-order lookup: a POST, limited per client network
// and per order number, and one answer for "no such order" and "wrong email",
// so the form tells a guesser nothing about which orders exist.
import { isValidEmail, normalizeEmail } from "~/lib/auth/rules";
import { countAttempt, forgiveAttempt, isLoopback } from "~/lib/auth/rate-limit.server";
import type { Database } from "~/lib/platform/database.server";
import { logSecurityEvent, requestFacts, type RequestFacts } from "~/lib/security/events.server";
import { networkKeyOf } from "~/lib/security/network-key";
import { sanitizeText } from "~/lib/security/sanitize";
import type { OrderDetail } from "./order-display";
import { normalizeOrderNumber } from "./order-payload";
import { findOrderByNumberAndEmail } from "./orders.server";

/** Lookups from one network (IPv4 address or IPv6 /64) per window: plenty for a shopper, little for a scan. */
export const TRACK_NETWORK_LIMIT = 20;
/** Failed lookups of one order number from anywhere per window: guessing its email stops here. */
export const TRACK_ORDER_NUMBER_LIMIT = 10;
export const TRACK_WINDOW_MS = 900_000;
/** Order numbers are short; the form field keeps this many characters. */
export const ORDER_NUMBER_MAX_CHARS = 40;
/** A field longer than this is no order number or email: refused before any matching or counting. */
export const TRACK_FIELD_MAX_CHARS = 320;

export const TRACK_ORDER_MESSAGES = {
  missingFields: "Please enter your order number and the email you ordered with.",
  notFound: "We couldn't find an order with that number and email.",
  tooManyAttempts: "Too many attempts. Please wait before trying again.",
} as const;

export type TrackOrderResult = {
  status: 200 | 400 | 404 | 429;
  orderNumber: string;
  email: string;
  order: OrderDetail | null;
  error: string | null;
};

export async function trackOrder(db: Database, request: Request, form: FormData): Promise<TrackOrderResult> {
  const facts = requestFacts(request);
  const rawOrderNumber = String(form.get("orderNumber") ?? "");
  const rawEmail = String(form.get("email") ?? "");
  if (rawOrderNumber.length > TRACK_FIELD_MAX_CHARS || rawEmail.length > TRACK_FIELD_MAX_CHARS) {
    // Oversize fields are refused unread: no pattern, no lookup, no counter.
    return {
      status: 400,
      orderNumber: rawOrderNumber.slice(0, ORDER_NUMBER_MAX_CHARS),
      email: rawEmail.slice(0, 254),
      order: null,
      error: TRACK_ORDER_MESSAGES.missingFields,
    };
  }
  const sanitized = sanitizeText(rawOrderNumber, ORDER_NUMBER_MAX_CHARS);
  const orderNumber = sanitized.value;
  const email = normalizeEmail(rawEmail).slice(0, 254);
  const answer = (
    status: TrackOrderResult["status"],
    error: string | null,
    order: OrderDetail | null = null,
  ): TrackOrderResult => ({ status, orderNumber, email, order, error });

  // The network is counted first, before any lookup: a flood costs one upsert per request.
  const network = facts.ipAddress && !isLoopback(facts.ipAddress) ? networkKeyOf(request) : null;
  if (network) {
    const count = await countAttempt(db, `track:ip:${network}`, TRACK_NETWORK_LIMIT, TRACK_WINDOW_MS);
    if (!count.allowed) return refuse(db, facts, answer, { network, attempts: count.attempts });
  }
  if (sanitized.suspicious) {
    await logSecurityEvent(db, {
      type: "suspicious_activity",
      severity: "medium",
      details: { field: "orderNumber", path: "/track-order" },
      facts,
    });
  }
  if (!orderNumber || !isValidEmail(email)) return answer(400, TRACK_ORDER_MESSAGES.missingFields);

  const orderKey = `track:order:${normalizeOrderNumber(orderNumber).toLowerCase()}`;
  // Counted before the lookup (guesses sent at once cannot all slip past a count not made yet); a hit is
  // forgiven, so only misses count against the order number and its owner, who knows the email, is never slowed.
  if (!(await countAttempt(db, orderKey, TRACK_ORDER_NUMBER_LIMIT, TRACK_WINDOW_MS)).allowed)
    return refuse(db, facts, answer, { orderNumber });
  const order = await findOrderByNumberAndEmail(db, orderNumber, email);
  if (order) {
    await forgiveAttempt(db, orderKey);
    return answer(200, null, order);
  }
  return answer(404, TRACK_ORDER_MESSAGES.notFound);
}

async function refuse(
  db: Database,
  facts: RequestFacts,
  answer: (status: 429, error: string) => TrackOrderResult,
  details: Record<string, unknown>,
): Promise<TrackOrderResult> {
  await logSecurityEvent(db, {
    type: "rate_limit_exceeded",
    severity: "medium",
    details: { path: "/track-order", ...details },
    facts,
  });
  return answer(429, TRACK_ORDER_MESSAGES.tooManyAttempts);
}
