import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { buttonClass } from "../components/ui/button-styles";
import { Button } from "../components/ui/Button";
import { Form, useLoaderData } from "@remix-run/react";
import { GridPreferencesForm } from "../components/account/GridPreferencesForm";
import { ThemeToggle } from "../components/platform/ThemeToggle";
import { NewsletterSignup } from "../components/account/NewsletterSignup";
import { GridPreferencesSchema } from "../lib/catalog/grid-preferences-schema.server";
import { readSavedGridPreferences, saveGridPreferences } from "../lib/catalog/grid-preferences.server";
import { redirectWithToast } from "../lib/auth/flash.server";
import { readFormBody, replyFailure } from "../lib/forms/form-body.server";
import { formFailure } from "../lib/platform/reply";
import { parseSubmission, readIntent } from "../lib/forms/parse-submission";
import { endedSessionCookie } from "../lib/auth/session-cookie.server";
import { requireUser } from "../lib/auth/session.server";
import { signOutEverywhere } from "../lib/auth/session-revocation.server";
import { isSubscribedToNewsletter } from "../lib/newsletter/subscribe.server";
import { logger } from "../lib/platform/logger";
import { awaitAll } from "../lib/platform/await-all";

export const meta: MetaFunction = () => [
  { title: "My Account | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  // The grid the listing really uses: the same reader, so the page never shows a default the grid ignores.
  const [grid, subscribed] = await awaitAll([
    readSavedGridPreferences(request, context, user),
    isSubscribedToNewsletter(context.db, user.email).catch((error: unknown) => {
      logger.error("account: reading the newsletter subscription failed", { error });
      return false;
    }),
  ]);
  return { user, grid, subscribed };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await readFormBody(request);
  if (readIntent(form, ["sign-out-everywhere"]) === "sign-out-everywhere") {
    await signOutEverywhere(context.db, user.id, user.id);
    return redirect("/auth", {
      status: 303,
      headers: {
        "Set-Cookie": await endedSessionCookie(request, context, {
          title: "You've been signed out successfully",
          message:
            "Every device signed in to your account has been signed out, and favorites kept on this one were cleared.",
          tone: "success",
        }),
      },
    });
  }
  const parsed = parseSubmission(form, GridPreferencesSchema);
  if (!parsed.ok)
    return replyFailure(
      formFailure({ formError: "Please choose a view size and a column count.", values: parsed.failure.values }),
      400,
    );
  const setCookie = await saveGridPreferences(request, context, user, parsed.value);
  return redirectWithToast(
    request,
    context,
    "/account",
    { title: "Preferences saved", message: "Your product grid will use them.", tone: "success" },
    { headers: { "Set-Cookie": setCookie } },
  );
}

export default function AccountPage() {
  const { user, grid, subscribed } = useLoaderData<typeof loader>();
  const card = "rounded-3xl border border-sand-200 bg-white p-6 shadow-sm";
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-4xl">My Account</h1>
      <p className="mt-2 text-ink-700">
        Signed in as <strong className="break-all">{user.email}</strong>
      </p>
      <div className="mt-8 grid grid-cols-1 gap-6">
        <section aria-labelledby="grid-heading" className={card}>
          <h2 id="grid-heading" className="text-2xl">
            Product grid
          </h2>
          <p className="mt-1 text-sm text-ink-700">How products are laid out when you browse.</p>
          <GridPreferencesForm preferences={grid} />
        </section>
        <section aria-labelledby="theme-heading" className={card}>
          <h2 id="theme-heading" className="text-2xl">
            Theme
          </h2>
          <p className="mt-1 text-sm text-ink-700">Light, dark, or the same as your device.</p>
          <ThemeToggle variant="full" />
        </section>
        <section aria-labelledby="shortcuts-heading" className={card}>
          <h2 id="shortcuts-heading" className="text-2xl">
            Your things
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            <li>
              <a href="/favorites" className={buttonClass({ variant: "outline" })}>
                Favorites
              </a>
            </li>
            <li>
              <a href="/orders" className={buttonClass({ variant: "outline" })}>
                My Orders
              </a>
            </li>
            {user.isAdmin ? (
              <li>
                <a href="/admin" className={buttonClass({ variant: "outline" })}>
                  Admin
                </a>
              </li>
            ) : null}
          </ul>
        </section>
        <section aria-labelledby="newsletter-heading" className={card}>
          <h2 id="newsletter-heading" className="text-2xl">
            Newsletter
          </h2>
          <p className="mt-1 mb-4 text-sm text-ink-700">New arrivals, slow-living notes and members-only offers.</p>
          <NewsletterSignup user={user} subscribed={subscribed} />
        </section>
        <div className="flex flex-wrap gap-3">
          <Form method="post" action="/sign-out">
            <Button type="submit" variant="secondary" size="lg">
              Sign out
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out-everywhere" />
            <Button type="submit" variant="ghost" size="lg">
              Sign out everywhere
            </Button>
          </Form>
        </div>
      </div>
    </main>
  );
}
