// The unit every per-visitor limit counts by: the client's network. An IPv4
// address is one network; an IPv6 subscriber usually holds a whole /64, so a
// limit per IPv6 address would be free to dodge. Only CF-Connecting-IP is
// trusted: Cloudflare sets it, and a client cannot.

/** The header Cloudflare sets to the connecting client's address. */
export const CLIENT_ADDRESS_HEADER = "CF-Connecting-IP";

/** Requests without the header (never on Cloudflare; local tools) share one key. */
export const UNKNOWN_NETWORK = "unknown";

/** The IPv4 address itself, or the IPv6 address's /64 as `a:b:c:d::/64`; UNKNOWN_NETWORK for anything else. */
export function networkOfAddress(address: string | null | undefined): string {
  const ip = (address ?? "").trim().toLowerCase();
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(ip)) return ip;
  const mappedV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mappedV4) return mappedV4[1];
  if (!/^[0-9a-f:]+$/.test(ip) || !ip.includes(":") || ip.length > 39) return UNKNOWN_NETWORK;
  const halves = ip.split("::");
  if (halves.length > 2) return UNKNOWN_NETWORK;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return UNKNOWN_NETWORK;
  const groups = [...head, ...Array<string>(Math.max(0, missing)).fill("0"), ...tail];
  if (groups.some((group) => group.length === 0 || group.length > 4)) return UNKNOWN_NETWORK;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The network a request comes from: the key of every per-network limit. */
export function networkKeyOf(request: Request): string {
  return networkOfAddress(request.headers.get(CLIENT_ADDRESS_HEADER));
}
