import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "~/lib/admin/admin-meta";
import { pageCount } from "~/lib/admin/admin-list";
import {
  parseUxFilters,
  UX_SESSION_FIELDS,
  UX_SESSIONS_PER_PAGE,
  UxSessionFormSchema,
  type UxSessionField,
  type UxSessionFormValues,
} from "~/lib/admin/ux-testing/ux-sessions";
import {
  createUxSession,
  deleteUxSession,
  getUxSession,
  listUxSessions,
  updateUxSession,
  UxSessionError,
} from "~/lib/admin/ux-testing/ux-sessions.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { withinDeadline } from "~/lib/platform/deadline.server";
import { loadLinkFindings } from "~/lib/link-health/link-health.server";
import { logger } from "~/lib/platform/logger";
import { replyWithToast, returnTarget, wantsJson } from "~/lib/platform/reply.server";
import { awaitAll } from "~/lib/platform/await-all";
import { UxTestingView, PAGE } from "./UxTestingView";
import { readFormBody } from "~/lib/forms/form-body.server";

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

export type FormFailure = {
  ok: false;
  intent: string;
  sessionId: string | null;
  values: UxSessionFormValues;
  fieldErrors: Partial<Record<UxSessionField, string>>;
};

function failure(form: FormData, status: number, values: UxSessionFormValues, fieldErrors: FormFailure["fieldErrors"]) {
  const reply: FormFailure = {
    ok: false,
    intent: String(form.get("intent") ?? ""),
    sessionId: typeof form.get("sessionId") === "string" ? String(form.get("sessionId")) : null,
    values,
    fieldErrors,
  };
  const message = Object.values(fieldErrors)[0] ?? "Please check the form.";
  return data({ ...reply, toast: { title: "The session was not saved", message, tone: "error" as const } }, { status });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const json = wantsJson(form);
  const intent = String(form.get("intent") ?? "");
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
    return replyWithToast(request, context, {
      json,
      status: 200,
      to,
      toast: { title: "Session deleted", tone: "success" },
    });
  }
  if (intent !== "create" && intent !== "update")
    return replyWithToast(request, context, {
      json,
      status: 400,
      to,
      toast: { title: "Unknown action.", tone: "error" },
    });

  const values = Object.fromEntries(
    UX_SESSION_FIELDS.map((name) => [
      name,
      typeof form.get(name) === "string" ? String(form.get(name)).slice(0, 5000) : "",
    ]),
  ) as UxSessionFormValues;
  const parsed = UxSessionFormSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: FormFailure["fieldErrors"] = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as UxSessionField] ??= issue.message;
    return failure(form, 400, values, fieldErrors);
  }
  try {
    if (intent === "create") {
      const created = await createUxSession(deps, parsed.data, form.get("screenshot"), admin.id);
      return replyWithToast(request, context, {
        json,
        status: 200,
        to: PAGE,
        toast: { title: "Session added", message: `${created.participant}: ${created.task}`, tone: "success" },
        extra: { savedId: created.id },
      });
    }
    const updated = await updateUxSession(
      deps,
      sessionId,
      parsed.data,
      { file: form.get("screenshot"), removeScreenshot: form.get("removeScreenshot") === "yes" },
      admin.id,
    );
    if (!updated) return gone();
    return replyWithToast(request, context, {
      json,
      status: 200,
      to: PAGE,
      toast: { title: "Session saved", tone: "success" },
      extra: { savedId: updated.id },
    });
  } catch (error) {
    if (!(error instanceof UxSessionError)) throw error;
    return failure(form, error.status, values, { [error.field ?? "task"]: error.message });
  }
}

export default UxTestingView;

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
