import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../../lib/admin/admin-meta";
import { pageCount } from "../../lib/admin/admin-list";
import { parseUxFilters, UX_SESSIONS_PER_PAGE, UxSessionFormSchema } from "../../lib/admin/ux-testing/ux-sessions";
import {
  createUxSession,
  deleteUxSession,
  getUxSession,
  listUxSessions,
  updateUxSession,
  UxSessionError,
} from "../../lib/admin/ux-testing/ux-sessions.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { withinDeadline } from "../../lib/platform/deadline.server";
import { loadLinkFindings } from "../../lib/link-health/link-health.server";
import { logger } from "../../lib/platform/logger";
import { replySuccess, replyWithToast, returnTarget, wantsJson } from "../../lib/forms/reply.server";
import { awaitAll } from "../../lib/platform/await-all";
import { UxTestingView } from "./UxTestingView";
import { PAGE } from "./page";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formFailure } from "../../lib/platform/reply";
import { withRefusalToast } from "../../lib/forms/form-refusal";
import { parseSubmission, readIntent } from "../../lib/forms/parse-submission";

export const meta: MetaFunction = () => adminMeta("UX testing");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const filters = parseUxFilters(params);
  const editId = params.get("edit")?.slice(0, 64) ?? null;
  const [list, editing, findings] = await awaitAll([
    listUxSessions(context.db, filters),
    editId ? getUxSession(context.db, editId) : null,
    withinDeadline(loadLinkFindings(context.db, 100), 3_000, context.waitUntil).catch((error) => {
      logger.error("Link health findings not loaded", { error });
      return null;
    }),
  ]);
  return { ...list, filters, pages: pageCount(list.total, UX_SESSIONS_PER_PAGE), editing, findings };
}

const UX_INTENTS = ["create", "update", "delete"] as const;
/** The toast a refused session carries, saying its first problem. */
const NOT_SAVED = "The session was not saved";

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const json = wantsJson(form);
  const intent = readIntent(form, UX_INTENTS);
  const sessionId = String(form.get("sessionId") ?? "").slice(0, 64);
  const to = returnTarget(request, form, PAGE);
  const deps = { db: context.db, media: context.env.MEDIA };
  const gone = () =>
    replyWithToast(request, context, {
      json,
      status: 404,
      to,
      toast: { title: "That session no longer exists.", tone: "error" },
    });

  if (intent === "delete") {
    if (!(await deleteUxSession(deps, sessionId, admin.id))) return gone();
    return replySuccess(request, context, form, { to, toast: { title: "Session deleted", tone: "success" } });
  }
  if (!intent)
    return replyWithToast(request, context, {
      json,
      status: 400,
      to,
      toast: { title: "Unknown action.", tone: "error" },
    });

  const parsed = parseSubmission(form, UxSessionFormSchema, { intent });
  if (!parsed.ok) return replyFailure(withRefusalToast(parsed.failure, NOT_SAVED), 400);
  try {
    if (intent === "create") {
      const created = await createUxSession(deps, parsed.value, form.get("screenshot"), admin.id);
      return replySuccess(request, context, form, {
        to: PAGE,
        toast: { title: "Session added", message: `${created.participant}: ${created.task}`, tone: "success" },
        extra: { savedId: created.id },
      });
    }
    const updated = await updateUxSession(
      deps,
      sessionId,
      parsed.value,
      { file: form.get("screenshot"), removeScreenshot: form.get("removeScreenshot") === "yes" },
      admin.id,
    );
    if (!updated) return gone();
    return replySuccess(request, context, form, {
      to: PAGE,
      toast: { title: "Session saved", tone: "success" },
      extra: { savedId: updated.id },
    });
  } catch (error) {
    if (!(error instanceof UxSessionError)) throw error;
    const fieldErrors = { [error.field ?? "task"]: [error.message] };
    const refused = formFailure({ intent, fieldErrors, values: parsed.values });
    return replyFailure(withRefusalToast(refused, NOT_SAVED), error.status);
  }
}

export default UxTestingView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
