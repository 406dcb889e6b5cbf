import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../../lib/admin/admin-meta";
import {
  AssignBadgeSchema,
  assignBadge,
  listBadgeAssignments,
  removeBadgeAssignment,
  searchProductsByTitle,
} from "../../lib/admin/badge-assignments.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { PRODUCT_BADGES } from "../../lib/catalog/display";
import type { ProductBadge } from "../../lib/catalog/types";
import { replySuccess, replyWithToast, returnTarget, wantsJson } from "../../lib/forms/reply.server";
import { withRefusalToast } from "../../lib/forms/form-refusal";
import type { Toast } from "../../lib/platform/toast";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formFailure } from "../../lib/platform/reply";
import { parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { BadgesView } from "./BadgesView";
import { awaitAll } from "../../lib/platform/await-all";
import { parsePageNumber } from "../../lib/platform/page-number";

export const meta: MetaFunction = () => adminMeta("Badges");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const badgeParam = url.searchParams.get("badge") ?? "";
  const badge = (PRODUCT_BADGES as readonly string[]).includes(badgeParam) ? (badgeParam as ProductBadge) : null;
  const page = parsePageNumber(url.searchParams.get("page"));
  const [matches, list] = await awaitAll([
    searchProductsByTitle(context, q),
    listBadgeAssignments(context.db, { badge, page }),
  ]);
  return { q, badge, page, matches, ...list };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const json = wantsJson(form);
  const to = returnTarget(request, form, "/admin/badges");
  const intent = readIntent(form, ["assign", "remove"]);
  if (intent === "remove") {
    const removed = await removeBadgeAssignment(context.db, String(form.get("id") ?? ""), admin);
    const toast: Toast = removed
      ? { title: "Badge removed", tone: "success" }
      : { title: "That badge was already removed", tone: "info" };
    return replyWithToast(request, context, { json, status: removed ? 200 : 404, to, toast });
  }
  if (intent !== "assign") return replyFailure(formFailure({ formError: "Unknown action." }), 400);
  const parsed = parseSubmission(form, AssignBadgeSchema, { intent });
  // The page (or the row's fetcher) shows the message beside the product, with what was chosen kept.
  if (!parsed.ok) return replyFailure(withRefusalToast(parsed.failure, "Badge not assigned"), 400);
  await assignBadge(context.db, parsed.value, admin);
  return replySuccess(request, context, form, {
    to,
    toast: { title: `${parsed.value.badge} assigned`, message: parsed.value.productTitle, tone: "success" },
  });
}

export default BadgesView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
