import type { SessionUser } from "../../lib/auth/session-user";
import { BackToTopButton } from "./BackToTopButton";
import { SiteFooter } from "./SiteFooter";

/** The footer and the floating back-to-top button. */
export function PageBottom({ user }: { user: SessionUser | null }) {
  return (
    <>
      <SiteFooter user={user} />
      <BackToTopButton />
    </>
  );
}
