// Data every page's chrome needs (header badges, account menu). Each domain
// contributes its part; the root loader returns the whole.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { countCartItems } from "../cart/cart-cookie.server";

export type ShellUser = { id: string; email: string; isAdmin: boolean };
export type ShellData = { user: ShellUser | null; cartCount: number };

export async function loadShellData(request: Request, context: AppLoadContext): Promise<ShellData> {
  // Accounts and the cart fill these in (issues 6 and 4).
  return { user: null, cartCount: await countCartItems(request, context.config.SESSION_SECRETS) };
}
