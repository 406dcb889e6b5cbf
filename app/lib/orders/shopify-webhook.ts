// Shopify webhook signatures: base64 HMAC-SHA256 of the raw body with the app's
// secret, compared in constant time. Pure WebCrypto, so it runs in workerd and Node.

export async function signShopifyWebhook(rawBody: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(rawBody)));
  let binary = "";
  for (const byte of signature) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function isValidShopifySignature(
  rawBody: string,
  header: string | null,
  secret: string,
): Promise<boolean> {
  if (!secret || !header) return false;
  const expected = await signShopifyWebhook(rawBody, secret);
  if (expected.length !== header.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ header.charCodeAt(i);
  return difference === 0;
}

/**
 * How old a delivery may be (X-Shopify-Triggered-At): a captured, signed body is useless after this.
 * Shopify retries a failed delivery with its original triggered-at for up to 48 hours, so a shorter
 * window would refuse the retries and lose the order; inside the window a replay of the same
 * delivery is refused by its webhook id (orders) or only rebuilds the snapshot again (products).
 */
export const WEBHOOK_REPLAY_WINDOW_MS = 48 * 60 * 60_000;
/** Clocks differ a little: a delivery stamped slightly in the future is still fine. */
const CLOCK_SKEW_MS = 60_000;

export type CheckedWebhook = { rawBody: string; webhookId: string | null; topic: string };

/**
 * Everything checked about a Shopify webhook before its body is trusted, in one
 * place for the order and product routes. Answers a Response with a clear JSON
 * body when the delivery is refused:
 * - 503 when no secret is configured (nothing is ever signed or verified with an empty key);
 * - 401 for a bad signature (over the raw body, read as text first);
 * - 400 for a topic this route does not handle, or a missing or unreadable X-Shopify-Triggered-At;
 * - 400 too when the delivery is older than the replay window (a replayed capture).
 */
export async function checkShopifyWebhook(
  request: Request,
  secret: string,
  topics: readonly string[],
  now = Date.now(),
): Promise<CheckedWebhook | Response> {
  if (!secret)
    return Response.json(
      { error: "Webhooks are not configured: SHOPIFY_WEBHOOK_SECRET is empty" },
      { status: 503, headers: { "Retry-After": "3600" } },
    );
  const rawBody = await request.text();
  if (!(await isValidShopifySignature(rawBody, request.headers.get("X-Shopify-Hmac-Sha256"), secret)))
    return Response.json({ error: "Invalid signature" }, { status: 401 });
  const topic = request.headers.get("X-Shopify-Topic") ?? "";
  if (!topics.includes(topic))
    return Response.json(
      { error: `Unexpected X-Shopify-Topic: this endpoint accepts ${topics.join(", ")}` },
      { status: 400 },
    );
  const triggeredAt = Date.parse(request.headers.get("X-Shopify-Triggered-At") ?? "");
  if (Number.isNaN(triggeredAt))
    return Response.json({ error: "Missing or unreadable X-Shopify-Triggered-At" }, { status: 400 });
  if (now - triggeredAt > WEBHOOK_REPLAY_WINDOW_MS || triggeredAt - now > CLOCK_SKEW_MS) {
    return Response.json(
      { error: "Webhook outside the 48-hour replay window (X-Shopify-Triggered-At)" },
      { status: 400 },
    );
  }
  return { rawBody, webhookId: request.headers.get("X-Shopify-Webhook-Id"), topic };
}
