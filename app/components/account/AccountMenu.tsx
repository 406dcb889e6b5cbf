import { Form } from "@remix-run/react";
import type { SessionUser } from "../../lib/auth/session-user";
import { Icon } from "../ui/Icon";

/**
 * The account menu: Sign In when signed out; when signed in, the email, My Account,
 * Favorites, My Orders, Admin (admins only) and Sign out. A <details> menu, so
 * it opens and closes without JavaScript.
 */
export function AccountMenu({ user }: { user: SessionUser | null }) {
  if (!user) {
    return (
      <a
        href="/auth"
        className="rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap text-ink-900 hover:bg-sand-100 sm:px-3"
      >
        Sign In
      </a>
    );
  }
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-full px-2 py-2 text-sm font-medium text-ink-900 hover:bg-sand-100 sm:px-3 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">Account menu for </span>
        {/* A phone has room for an icon, not an address: the email is then read out but not drawn. */}
        <Icon name="user" className="h-5 w-5 stroke-[1.8] sm:hidden" />
        <span className="max-sm:sr-only sm:max-w-[10rem] sm:truncate">{user.email}</span>
        <Icon name="chevron-down" className="h-4 w-4 stroke-[1.8] transition group-open:rotate-180" />
      </summary>
      {/* The items' look is `.menu-items` (app/tailwind.css): every page of a signed-in shopper carries them. */}
      <div className="menu-items absolute right-0 z-40 mt-2 w-56 rounded-2xl border border-sand-200 bg-white p-2 shadow-lg">
        <p className="truncate px-3 py-2 text-xs text-ink-700">{user.email}</p>
        <a href="/account">My Account</a>
        <a href="/favorites">Favorites</a>
        <a href="/orders">My Orders</a>
        {user.isAdmin ? <a href="/admin">Admin</a> : null}
        <Form method="post" action="/sign-out">
          <button type="submit">Sign out</button>
        </Form>
      </div>
    </details>
  );
}
