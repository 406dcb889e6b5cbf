// Data every page's chrome needs (header badges, account menu). Each domain
// contributes its part; the root loader returns the whole.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getUser } from "../auth/session.server";
import type { SessionUser } from "../auth/session-user";
import { countCartItems } from "../cart/cart-cookie.server";
import { awaitAll } from "../platform/await-all";

export type ShellData = { user: SessionUser | null; cartCount: number };

export async function loadShellData(request: Request, context: AppLoadContext): Promise<ShellData> {
  const [user, cartCount] = await awaitAll([
    getUser(request, context),
    countCartItems(request, context.config.SESSION_SECRETS),
  ]);
  return { user, cartCount };
}
