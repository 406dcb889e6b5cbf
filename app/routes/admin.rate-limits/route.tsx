import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { z } from "zod";
import { adminActionFailure } from "../../lib/admin/admin-action-failure";
import { pageCount } from "../../lib/admin/admin-list";
import { adminMeta } from "../../lib/admin/admin-meta";
import { CONFIGURED_LIMITS, listRateLimits, resetRateLimit } from "../../lib/admin/rate-limit-admin.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formText, parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { replySuccess, returnTarget } from "../../lib/forms/reply.server";
import { RateLimitsView } from "./RateLimitsView";
import { parsePageNumber } from "../../lib/platform/page-number";

export const meta: MetaFunction = () => adminMeta("Rate limits");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const page = parsePageNumber(url.searchParams.get("page"));
  const { rows, total } = await listRateLimits(context.db, q, page);
  return { rows, total, q, page, pages: pageCount(total), limits: CONFIGURED_LIMITS };
}

const ResetSchema = z.object({ key: formText().pipe(z.string().min(1, "Choose a counter to reset.").max(500)) });

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const intent = readIntent(form, ["reset"]);
  const parsed = parseSubmission(form, ResetSchema, { intent });
  if (!intent || !parsed.ok) return replyFailure(adminActionFailure(intent, "Choose a counter to reset."), 400);
  const { key } = parsed.value;
  if (!(await resetRateLimit(context.db, key, admin.id)))
    return replyFailure(adminActionFailure(intent, "That counter is already gone.", parsed.values), 404);
  return replySuccess(request, context, form, {
    to: returnTarget(request, form, "/admin/rate-limits"),
    toast: { title: `Counter ${key} reset`, tone: "success" },
  });
}

export default RateLimitsView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
