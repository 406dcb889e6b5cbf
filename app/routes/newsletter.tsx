import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { replyWithToast, returnTarget, wantsJson } from "../lib/forms/reply.server";
import { readFormBody } from "../lib/forms/form-body.server";
import { getUser } from "../lib/auth/session.server";
import {
  NEWSLETTER_MESSAGES,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "../lib/newsletter/subscribe.server";
import { readIntent } from "../lib/forms/parse-submission";
import { logger } from "../lib/platform/logger";

// POST /newsletter from the footer block and My Account. Signed-in shoppers only;
// intent=unsubscribe (My Account) stops the letters. The answer comes back as a
// toast on the page they were on (or as JSON for a fetcher).
export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormBody(request);
  const json = wantsJson(form);
  const back = returnTarget(request, form, "/");
  const user = await getUser(request, context);
  if (!user) {
    return replyWithToast(request, context, {
      json,
      resource: true,
      status: 401,
      to: `/auth?redirectTo=${encodeURIComponent(back)}`,
      toast: { title: NEWSLETTER_MESSAGES.signInRequired, tone: "info" },
    });
  }
  try {
    if (readIntent(form, ["unsubscribe"]) === "unsubscribe") {
      const result = await unsubscribeFromNewsletter(context.db, user.email);
      const toast = {
        title: NEWSLETTER_MESSAGES.unsubscribed,
        message: NEWSLETTER_MESSAGES.unsubscribedDetail,
        tone: "success" as const,
      };
      return replyWithToast(request, context, {
        json,
        resource: true,
        status: 200,
        to: back,
        toast,
        extra: { result },
      });
    }
    const result = await subscribeToNewsletter(context.db, { email: user.email, userId: user.id, source: "footer" });
    const toast =
      result === "subscribed"
        ? { title: NEWSLETTER_MESSAGES.success, tone: "success" as const }
        : { title: NEWSLETTER_MESSAGES.alreadySubscribed, tone: "info" as const };
    return replyWithToast(request, context, { json, resource: true, status: 200, to: back, toast, extra: { result } });
  } catch (error) {
    logger.error("newsletter subscription failed", { error });
    // The database is down or failing: a 503 says "try later", which is what the shopper can do.
    return replyWithToast(request, context, {
      json,
      resource: true,
      status: 503,
      to: back,
      toast: { title: NEWSLETTER_MESSAGES.failed, tone: "error" },
    });
  }
}
