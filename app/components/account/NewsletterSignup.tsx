import type { ShellUser } from "~/lib/platform/shell.server";

/**
 * Footer newsletter block (spec 000 section 2). Signed-out visitors see a
 * disabled input and a link to sign in; signed-in users see their email and a
 * Subscribe button that posts to the newsletter action.
 */
export function NewsletterSignup({ user }: { user: ShellUser | null }) {
  if (!user) {
    return (
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="newsletter-email-disabled" className="sr-only">Email address</label>
        <input id="newsletter-email-disabled" type="email" disabled placeholder="Your email" className="min-w-0 flex-1 rounded-full border border-sand-300 bg-sand-100 px-4 py-2 text-ink-500" />
        <a href="/auth" className="rounded-full bg-clay-600 px-5 py-2 text-center font-medium text-sand-50 hover:bg-clay-700">Sign In to Subscribe</a>
      </div>
    );
  }
  return (
    <form method="post" action="/newsletter" className="flex flex-col gap-2 sm:flex-row">
      <input type="hidden" name="source" value="footer" />
      <p className="flex-1 truncate rounded-full border border-sand-300 bg-white px-4 py-2 text-ink-700">{user.email}</p>
      <button type="submit" className="rounded-full bg-clay-600 px-5 py-2 font-medium text-sand-50 hover:bg-clay-700">Subscribe</button>
    </form>
  );
}
