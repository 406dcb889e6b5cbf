import { useFetcher, useLocation } from "@remix-run/react";
import { buttonClass } from "../ui/button-styles";
import { Button } from "../ui/Button";
import type { Toast } from "../../lib/platform/toast";
import type { SessionUser } from "../../lib/auth/session-user";
import { JsReplyField } from "../ui/JsReplyField";
import { showToast } from "../../hooks/toast-store";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { allowClientAttempt } from "../../lib/security/browser-security-events";

type Reply = { ok: boolean; toast: Toast };
const TOO_MANY: Toast = { title: "Too many attempts", message: "Please wait before trying again.", tone: "error" };

/**
 * Footer newsletter block. Signed-out visitors see a
 * disabled input and a link to sign in; signed-in users see their email and a
 * Subscribe button that posts to /newsletter (a plain form, upgraded to a fetcher).
 */
export function NewsletterSignup({ user }: { user: SessionUser | null }) {
  const location = useLocation();
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);

  const here = `${location.pathname}${location.search}`;
  if (!user) {
    return (
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="newsletter-email-disabled" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email-disabled"
          type="email"
          disabled
          placeholder="Your email"
          className="min-w-0 flex-1 rounded-full border border-sand-300 bg-sand-100 px-4 py-2 text-ink-500"
        />
        <a href={`/auth?redirectTo=${encodeURIComponent(here)}`} className={buttonClass()}>
          Sign In to Subscribe
        </a>
      </div>
    );
  }
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      onSubmit={(event) => {
        // The client limiter spares the server repeated clicks; the server still decides.
        if (!allowClientAttempt("newsletter")) {
          event.preventDefault();
          showToast(TOO_MANY);
          return;
        }
      }}
      className="flex flex-col gap-2 sm:flex-row"
    >
      <input type="hidden" name="source" value="footer" />
      <input type="hidden" name="redirectTo" value={here} />
      <JsReplyField />
      <p className="min-w-0 flex-1 truncate rounded-full border border-sand-300 bg-white px-4 py-2 text-ink-700">
        {user.email}
      </p>
      <Button type="submit" disabled={busy}>
        {busy ? "Subscribing..." : "Subscribe"}
      </Button>
    </fetcher.Form>
  );
}
