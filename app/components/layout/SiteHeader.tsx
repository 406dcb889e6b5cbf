import { NavLink, useLocation } from "@remix-run/react";
import { AccountMenu } from "../account/AccountMenu";
import { CartButton } from "../cart/CartButton";
import { ThemeToggle } from "../platform/ThemeToggle";
import { InstallAppButton } from "../pwa/InstallAppButton";
import { hidesHeaderSearch, PRIMARY_NAV } from "../../lib/navigation/navigation";
import type { SessionUser } from "../../lib/auth/session-user";
import { BrandLogo } from "./BrandLogo";
import { FavoritesLink } from "./FavoritesLink";
import { HeaderSearch } from "./HeaderSearch";
import { MobileDrawer } from "./MobileDrawer";

/** NavLink's own "active" and "pending" classes style nothing here. */
const noClass = () => undefined;

/** The site header: the sticky top bar. */
export function SiteHeader({ user, cartCount }: { user: SessionUser | null; cartCount: number }) {
  const { pathname } = useLocation();
  const showSearch = !hidesHeaderSearch(pathname);
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-sand-50">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <MobileDrawer user={user} cartCount={cartCount} showSearch={showSearch} />
        <a href="/" className="shrink-0 rounded-lg text-ink-900 sm:mr-2" aria-label="Boho Boutique home">
          <BrandLogo />
        </a>
        {/* The links' look, the current one's too (NavLink marks it aria-current), is `.main-nav` (app/tailwind.css). */}
        <nav aria-label="Main" className="main-nav hidden md:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_NAV.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end={link.href === "/"} prefetch="intent" className={noClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden max-w-xs flex-1 md:block">
          {showSearch ? <HeaderSearch id="header-search" /> : null}
        </div>
        <div className="ml-auto flex items-center md:ml-2 md:gap-1">
          <FavoritesLink />
          <InstallAppButton className="hidden md:inline-flex" />
          <ThemeToggle variant="compact" />
          <CartButton count={cartCount} />
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  );
}
