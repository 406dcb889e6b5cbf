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

const privacyNote = (
  <p className="mt-2 text-xs text-ink-700">
    One letter at a time, never shared. See our{" "}
    <a href="/privacy" className="underline underline-offset-2 hover:text-clay-700">
      Privacy Policy
    </a>
    .
  </p>
);

/**
 * Footer newsletter block. Signed-out visitors see a
 * disabled input and a link to sign in; signed-in users see their email and a
 * Subscribe button that posts to /newsletter (a plain form, upgraded to a fetcher).
 * Where the page knows she is subscribed (`subscribed`, My Account) it says so and
 * offers Unsubscribe instead, a form as well.
 */
export function NewsletterSignup({ user, subscribed = false }: { user: SessionUser | null; subscribed?: boolean }) {
  const location = useLocation();
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);

  const here = `${location.pathname}${location.search}`;
  if (!user) {
    return (
      <div>
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
        {privacyNote}
      </div>
    );
  }
  const busy = fetcher.state !== "idle";
  if (subscribed) {
    return (
      <div>
        <p className="font-semibold text-sage-700" data-testid="newsletter-status">
          You're subscribed
        </p>
        <fetcher.Form method="post" action="/newsletter" className="mt-2 flex flex-col gap-2 sm:flex-row">
          <input type="hidden" name="intent" value="unsubscribe" />
          <input type="hidden" name="redirectTo" value={here} />
          <JsReplyField />
          <p className="min-w-0 flex-1 truncate rounded-full border border-sand-300 bg-white px-4 py-2 text-ink-700">
            {user.email}
          </p>
          <Button type="submit" variant="outline" disabled={busy}>
            {busy ? "Unsubscribing..." : "Unsubscribe"}
          </Button>
        </fetcher.Form>
        {privacyNote}
      </div>
    );
  }
  return (
    <div>
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
      {privacyNote}
    </div>
  );
}
