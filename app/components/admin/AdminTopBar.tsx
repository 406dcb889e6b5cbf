import { AccountMenu } from "../account/AccountMenu";
import { buttonClass } from "../ui/button-styles";
import { BrandLogo } from "../layout/BrandLogo";
import type { SessionUser } from "../../lib/auth/session-user";

/** The admin's own bar: the shop's name (to the dashboard), View shop, and the account menu with Sign out. */
export function AdminTopBar({ user }: { user: SessionUser }) {
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-sand-50" data-testid="admin-top-bar">
      <div className="flex h-14 items-center gap-2 px-3 sm:px-4">
        <a href="/admin" className="flex min-w-0 items-center gap-2 rounded-lg text-ink-900">
          <BrandLogo />
          {/* On a phone the bar has room for the name, View shop and the menu: the badge is then read out, not drawn. */}
          <span className="sr-only sm:not-sr-only">
            <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold tracking-[0.14em] text-ink-700 uppercase">
              Admin
            </span>
          </span>
        </a>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <a href="/" className={buttonClass({ variant: "ghost", size: "sm", className: "whitespace-nowrap" })}>
            View shop
          </a>
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  );
}
