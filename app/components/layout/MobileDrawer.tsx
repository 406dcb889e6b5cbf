import { Form, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import type { SessionUser } from "../../lib/auth/session-user";
import { COLLECTION_NAV, PRIMARY_NAV } from "../../lib/navigation/navigation";
import { HeaderSearch } from "./HeaderSearch";
import { InstallAppButton } from "../pwa/InstallAppButton";
import { Icon } from "../ui/Icon";

const FOCUSABLE = 'summary, a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Below 768 px: a left drawer built on <details>, so it opens and closes
 * without JavaScript. With JavaScript, focus stays inside while it is open,
 * Escape closes it, and it closes after navigating. Every collection (Goddess
 * among them, first) and the account links sit in groups of their own.
 */
export function MobileDrawer({
  user,
  cartCount,
  showSearch,
}: {
  user: SessionUser | null;
  cartCount: number;
  showSearch: boolean;
}) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();

  // Closes after a navigation, not when the header hydrates: a shopper may have opened it before that.
  const shownUrl = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (shownUrl.current === `${pathname}${search}`) return;
    shownUrl.current = `${pathname}${search}`;
    if (detailsRef.current) detailsRef.current.open = false;
  }, [pathname, search]);

  function close() {
    const details = detailsRef.current;
    if (!details?.open) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const details = detailsRef.current;
    if (!details?.open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = Array.from(details.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  // The links' look is the lists' CSS (`.drawer-list` in app/tailwind.css): every page carries this drawer. Only the
  // install button, drawn in the browser alone, still spells it out.
  const linkClass = "block rounded-lg px-3 py-3 text-base font-medium text-ink-900 hover:bg-sand-100";
  return (
    <details ref={detailsRef} onKeyDown={onKeyDown} className="group md:hidden">
      <summary className="relative z-50 inline-flex h-10 min-w-10 cursor-pointer list-none items-center justify-center gap-2 rounded-full px-2 text-sm font-medium text-ink-900 hover:bg-sand-100 [&::-webkit-details-marker]:hidden">
        <Icon name="menu" className="h-5 w-5 group-open:hidden" />
        <Icon name="close" className="hidden h-5 w-5 group-open:block" />
        <span className="sr-only group-open:hidden">Menu</span>
        <span className="sr-only hidden group-open:inline">Close menu</span>
      </summary>
      <div aria-hidden="true" onClick={close} className="fixed inset-x-0 top-16 bottom-0 z-30 bg-scrim/40" />
      <nav
        aria-label="Mobile"
        className="fixed top-16 bottom-0 left-0 z-40 w-[85vw] max-w-xs overflow-y-auto border-r border-sand-200 bg-sand-50 p-4 shadow-xl"
      >
        {showSearch ? (
          <div className="mb-4">
            <HeaderSearch id="drawer-search" />
          </div>
        ) : null}
        <ul className="drawer-list space-y-1">
          {PRIMARY_NAV.filter((link) => !link.href.startsWith("/collections/")).map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
          <li>
            <a href="/favorites">Favorites</a>
          </li>
          <InstallAppButton listItem className={`w-full text-left ${linkClass}`} />
          <li>
            <a href="/cart">Cart{cartCount > 0 ? ` (${cartCount})` : ""}</a>
          </li>
        </ul>
        <DrawerGroup heading="Collections" twoColumns>
          {COLLECTION_NAV.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
          <li>
            <a href="/collections">All collections</a>
          </li>
        </DrawerGroup>
        <DrawerGroup heading="Account">
          {user ? (
            <>
              <li className="truncate px-3 pb-1 text-sm text-ink-700">{user.email}</li>
              <li>
                <a href="/account">My Account</a>
              </li>
              <li>
                <a href="/orders">My Orders</a>
              </li>
              {user.isAdmin ? (
                <li>
                  <a href="/admin">Admin Dashboard</a>
                </li>
              ) : null}
              <li>
                <Form method="post" action="/sign-out">
                  <button type="submit">Sign out</button>
                </Form>
              </li>
            </>
          ) : (
            <li>
              <a href="/auth">Sign In</a>
            </li>
          )}
        </DrawerGroup>
      </nav>
    </details>
  );
}

/** A labelled list in the drawer (a label, not a heading: the page's own headings come first). */
function DrawerGroup({
  heading,
  twoColumns = false,
  children,
}: {
  heading: string;
  twoColumns?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div className="mt-4 border-t border-sand-200 pt-4">
      <p id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-widest text-ink-700 uppercase">
        {heading}
      </p>
      {/* Thirteen collections in two columns keep the account links within reach (44 px targets still). */}
      <ul
        aria-labelledby={headingId}
        className={twoColumns ? "drawer-list two-columns grid grid-cols-2 gap-x-1" : "drawer-list space-y-1"}
      >
        {children}
      </ul>
    </div>
  );
}
