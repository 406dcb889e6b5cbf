// Data every page's chrome needs (header badges, account menu). Each domain
// contributes its part; the root loader returns the whole.
import type { AppLoadContext } from "@remix-run/cloudflare";

export type ShellUser = { id: string; email: string; isAdmin: boolean };
export type ShellData = { user: ShellUser | null; cartCount: number };

export async function loadShellData(_request: Request, _context: AppLoadContext): Promise<ShellData> {
  // Accounts and the cart fill these in (issues 6 and 4).
  return { user: null, cartCount: 0 };
}
