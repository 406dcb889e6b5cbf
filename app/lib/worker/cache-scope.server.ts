// The page's cache scope for the service worker (see offline-pages.ts): a
// one-way digest of the user id, so the HTML never carries the id itself.
import { PUBLIC_SCOPE } from "../pwa/offline-pages";

export async function cacheScopeOf(userId: string | null): Promise<string> {
  if (!userId) return PUBLIC_SCOPE;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`boutique-cache-scope:${userId}`));
  return `user-${[...new Uint8Array(digest)]
    .slice(0, 12)
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")}`;
}
