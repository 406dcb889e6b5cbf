import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { z } from "zod";
import { adminActionFailure } from "../../lib/admin/admin-action-failure";
import { pageCount } from "../../lib/admin/admin-list";
import { adminMeta } from "../../lib/admin/admin-meta";
import {
  endUserSessions,
  listUsers,
  parseUserFilters,
  setAccountDisabled,
  setAdminRole,
  UserAdminError,
} from "../../lib/admin/users.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formText, parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { replySuccess, returnTarget } from "../../lib/forms/reply.server";
import { UsersView } from "./UsersView";
import { parsePageNumber } from "../../lib/platform/page-number";

export const meta: MetaFunction = () => adminMeta("Users");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const url = new URL(request.url);
  const filters = parseUserFilters(url, parsePageNumber(url.searchParams.get("page")));
  const { rows, total } = await listUsers(context.db, filters);
  return { rows, total, filters, pages: pageCount(total), adminId: admin.id };
}

const USER_INTENTS = ["grant-admin", "revoke-admin", "disable", "enable", "sign-out-everywhere"] as const;
const UserActionSchema = z.object({ id: formText().pipe(z.string().min(1, "Choose an account.").max(64)) });

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const intent = readIntent(form, USER_INTENTS);
  if (!intent) return replyFailure(adminActionFailure(null, "Unknown action."), 400);
  const parsed = parseSubmission(form, UserActionSchema, { intent });
  if (!parsed.ok) return replyFailure(adminActionFailure(intent, "Choose an account.", parsed.failure.values), 400);
  const { id } = parsed.value;
  try {
    const done = async (title: Promise<string>) =>
      replySuccess(request, context, form, {
        to: returnTarget(request, form, "/admin/users"),
        toast: { title: await title, tone: "success" },
      });
    switch (intent) {
      case "grant-admin":
        return await done(setAdminRole(context.db, id, true, admin.id).then((email) => `${email} is now an admin`));
      case "revoke-admin":
        return await done(
          setAdminRole(context.db, id, false, admin.id).then((email) => `${email} is no longer an admin`),
        );
      case "disable":
        return await done(
          setAccountDisabled(context.db, id, true, admin.id).then((email) => `${email} is disabled and signed out`),
        );
      case "enable":
        return await done(
          setAccountDisabled(context.db, id, false, admin.id).then((email) => `${email} can sign in again`),
        );
      case "sign-out-everywhere":
        return await done(
          endUserSessions(context.db, id, admin.id).then((email) => `${email} is signed out everywhere`),
        );
    }
  } catch (error) {
    if (error instanceof UserAdminError)
      return replyFailure(adminActionFailure(intent, error.message, parsed.values), error.status);
    throw error;
  }
}

export default UsersView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
