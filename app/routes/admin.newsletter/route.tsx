import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { z } from "zod";
import { adminActionFailure } from "../../lib/admin/admin-action-failure";
import { pageCount } from "../../lib/admin/admin-list";
import { adminMeta } from "../../lib/admin/admin-meta";
import { parseSubscriberFilters } from "../../lib/admin/newsletter-admin";
import { listSubscribers, loadSubscriberCounts, unsubscribeSubscriber } from "../../lib/admin/newsletter-admin.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formText, parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { awaitAll } from "../../lib/platform/await-all";
import { replySuccess, returnTarget } from "../../lib/forms/reply.server";
import { NewsletterView } from "./NewsletterView";
import { parsePageNumber } from "../../lib/platform/page-number";

export const meta: MetaFunction = () => adminMeta("Newsletter");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const filters = parseSubscriberFilters(url, parsePageNumber(url.searchParams.get("page")));
  const [list, counts] = await awaitAll([
    listSubscribers(context.db, filters),
    loadSubscriberCounts(context.db, filters.days),
  ]);
  return { ...list, counts, filters, pages: pageCount(list.total) };
}

const UnsubscribeSchema = z.object({
  id: formText().pipe(z.string().min(1, "Choose a subscriber to unsubscribe.").max(64)),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const intent = readIntent(form, ["unsubscribe"]);
  const parsed = parseSubmission(form, UnsubscribeSchema, { intent });
  if (!intent || !parsed.ok)
    return replyFailure(adminActionFailure(intent, "Choose a subscriber to unsubscribe."), 400);
  const result = await unsubscribeSubscriber(context.db, parsed.value.id, admin.id);
  if (!result) return replyFailure(adminActionFailure(intent, "That subscriber no longer exists.", parsed.values), 404);
  return replySuccess(request, context, form, {
    to: returnTarget(request, form, "/admin/newsletter"),
    toast: {
      title: result.alreadyUnsubscribed ? `${result.email} was already unsubscribed` : `${result.email} unsubscribed`,
      tone: "success",
    },
  });
}

export default NewsletterView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
