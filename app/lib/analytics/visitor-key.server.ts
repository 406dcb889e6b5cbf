// Who a visitor is, as the server sees it: the client's network (IPv4 address
// or IPv6 /64) and the UTC day, hashed. Figures count these keys, never ids the
// browser makes up or headers it chooses (a User-Agent per request made one
// client look like thirty visitors), so one client cannot move them. Without a
// cookie, so cached pages stay shareable; people behind one network count once.
// Keyed with the newest session secret: a plain hash of an IPv4 address and a
// day could be reversed by trying every address.
import { networkKeyOf } from "../security/network-key";

async function keyedDigest(sessionSecrets: string, source: string): Promise<Uint8Array> {
  const secret = sessionSecrets.split(",")[0]?.trim() || "visitor-key";
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(source)));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

export async function visitorKeyOf(request: Request, sessionSecrets: string, now = new Date()): Promise<string> {
  const digest = await keyedDigest(sessionSecrets, `${networkKeyOf(request)}|${now.toISOString().slice(0, 10)}`);
  return `s_${hex(digest.slice(0, 12))}`;
}

/**
 * The visitor's network in one of 65,536 buckets, the same every day: enough to count how many networks
 * a search came from (a popular search needs several, whatever the days), too coarse to follow one.
 */
export async function networkBucketOf(request: Request, sessionSecrets: string): Promise<string> {
  return `n_${hex((await keyedDigest(sessionSecrets, `network|${networkKeyOf(request)}`)).slice(0, 2))}`;
}
