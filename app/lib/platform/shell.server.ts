// Data every page's chrome needs (header badges, account menu). Each domain
// contributes its part; the root loader returns the whole.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getUser } from "~/lib/auth/session.server";

export type ShellUser = { id: string; email: string; isAdmin: boolean };
export type ShellData = { user: ShellUser | null; cartCount: number };

export async function loadShellData(request: Request, context: AppLoadContext): Promise<ShellData> {
  // The cart fills cartCount in (issue 4).
  return { user: await getUser(request, context), cartCount: 0 };
}
