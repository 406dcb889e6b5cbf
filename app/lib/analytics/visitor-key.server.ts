// Who a visitor is, as the server sees it: the client's network (IPv4 address
// or IPv6 /64) and the UTC day, hashed. Figures count these keys, never ids the
// browser makes up or headers it chooses (a User-Agent per request made one
// client look like thirty visitors), so one client cannot move them. Without a
// cookie, so cached pages stay shareable; people behind one network count once.
// Keyed with the newest session secret: a plain hash of an IPv4 address and a
// day could be reversed by trying every address.
import { networkKeyOf } from "../security/network-key";

export async function visitorKeyOf(request: Request, sessionSecrets: string, now = new Date()): Promise<string> {
  const source = `${networkKeyOf(request)}|${now.toISOString().slice(0, 10)}`;
  const secret = sessionSecrets.split(",")[0]?.trim() || "visitor-key";
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(source)));
  return `s_${Array.from(digest.slice(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
