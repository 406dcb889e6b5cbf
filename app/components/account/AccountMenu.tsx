import type { ShellUser } from "~/lib/platform/shell.server";

/** Spec 000: Sign In when signed out; the signed-in menu comes with accounts. */
export function AccountMenu({ user }: { user: ShellUser | null }) {
  if (!user) {
    return <a href="/auth" className="rounded-full px-3 py-2 text-sm font-medium text-ink-900 hover:bg-sand-100">Sign In</a>;
  }
  return <a href="/account" className="rounded-full px-3 py-2 text-sm font-medium text-ink-900 hover:bg-sand-100">{user.email}</a>;
}
