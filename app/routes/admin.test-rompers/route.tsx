import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { adminActionFailure } from "../../lib/admin/admin-action-failure";
import { adminMeta } from "../../lib/admin/admin-meta";
import { requireAdmin } from "../../lib/auth/session.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { awaitAll } from "../../lib/platform/await-all";
import { replySuccess, returnTarget } from "../../lib/forms/reply.server";
import { BlockSearchTermSchema } from "../../lib/search/blocked-search-terms";
import { blockSearchTerm, unblockSearchTerm } from "../../lib/search/blocked-search-terms.server";
import { inspectSearch } from "../../lib/search/search-inspector.server";
import { suggestionGuards } from "../../lib/search/suggestion-guards.server";
import { SearchInspectorView } from "./SearchInspectorView";

export const meta: MetaFunction = () => adminMeta("Search inspector");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [inspection, suggestions] = await awaitAll([
    inspectSearch(context, new URL(request.url).searchParams),
    suggestionGuards(context),
  ]);
  return { inspection, suggestions };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const intent = readIntent(form, ["block", "unblock"]);
  const to = returnTarget(request, form, "/admin/test-rompers");
  if (intent === "unblock") {
    const id = form.get("id");
    if (typeof id !== "string" || !(await unblockSearchTerm(context.db, id, admin)))
      return replyFailure(adminActionFailure(intent, "That term is not blocked any more."), 404);
    return replySuccess(request, context, form, { to, toast: { title: "Term unblocked", tone: "success" } });
  }
  const parsed = parseSubmission(form, BlockSearchTermSchema, { intent });
  if (intent !== "block" || !parsed.ok)
    return replyFailure(parsed.ok ? adminActionFailure(intent, "Unknown action.") : parsed.failure, 400);
  const { term } = parsed.value;
  if (!(await blockSearchTerm(context.db, term, admin)))
    return replyFailure(adminActionFailure(intent, `“${term}” is already blocked.`, parsed.values), 409);
  return replySuccess(request, context, form, {
    to,
    toast: { title: "Term blocked", message: `Suggestions no longer offer searches with “${term}”.`, tone: "success" },
  });
}

export default SearchInspectorView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
