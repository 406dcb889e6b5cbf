import { CartDrawerOnDemand } from "../cart/CartDrawerOnDemand";
import type { SessionUser } from "../../lib/auth/session-user";
import { BreadcrumbBar } from "./BreadcrumbBar";
import { SiteHeader } from "./SiteHeader";

/** The top of every shop page: the sticky header, the breadcrumb bar and the cart drawer the header's button opens. */
export function PageTop({ user, cartCount }: { user: SessionUser | null; cartCount: number }) {
  return (
    <>
      <SiteHeader user={user} cartCount={cartCount} />
      <BreadcrumbBar />
      <CartDrawerOnDemand />
    </>
  );
}
