// Who a visitor is, as the server sees it: the client's network (IPv4 address
// or IPv6 /64) and the UTC day, hashed. Figures count these keys, never ids the
// browser makes up or headers it chooses (a User-Agent per request made one
// client look like thirty visitors), so one client cannot move them. Without a
// cookie, so cached pages stay shareable; people behind one network count once.
import { networkKeyOf } from "../security/network-key";

export async function visitorKeyOf(request: Request, now = new Date()): Promise<string> {
  const source = `${networkKeyOf(request)}|${now.toISOString().slice(0, 10)}`;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(source)));
  return `s_${Array.from(digest.slice(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
