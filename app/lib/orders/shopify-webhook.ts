// Shopify webhook signatures: base64 HMAC-SHA256 of the raw body with the app's
// secret, compared in constant time. Pure WebCrypto, so it runs in workerd and Node.

export async function signShopifyWebhook(rawBody: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(rawBody)));
  let binary = "";
  for (const byte of signature) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function isValidShopifySignature(rawBody: string, header: string | null, secret: string): Promise<boolean> {
  if (!secret || !header) return false;
  const expected = await signShopifyWebhook(rawBody, secret);
  if (expected.length !== header.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ header.charCodeAt(i);
  return difference === 0;
}
