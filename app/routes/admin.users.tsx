import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { buttonClass } from "~/components/ui/button-styles";
import { Button } from "~/components/ui/Button";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { AdminPagination } from "~/components/admin/AdminPagination";
import { useFetcherToast } from "~/hooks/useFetcherToast";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { pageCount, parsePageNumber } from "~/lib/admin/admin-list";
import { adminMeta } from "~/lib/admin/admin-meta";
import { adminFailure, adminSuccess } from "~/lib/admin/admin-reply.server";
import type { AdminFormError } from "~/lib/admin/admin-form-error";
import {
  endUserSessions,
  listUsers,
  parseUserFilters,
  setAccountDisabled,
  setAdminRole,
  UserAdminError,
  type AdminUserRow,
} from "~/lib/admin/users.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { returnTarget } from "~/lib/platform/reply.server";
import { useShopTime } from "~/components/admin/useShopTime";

export const meta: MetaFunction = () => adminMeta("Users");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const url = new URL(request.url);
  const filters = parseUserFilters(url, parsePageNumber(url.searchParams.get("page")));
  const { rows, total } = await listUsers(context.db, filters);
  return { rows, total, filters, pages: pageCount(total), adminId: admin.id };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const back = returnTarget(request, form, "/admin/users");
  try {
    switch (form.get("intent")) {
      case "grant-admin":
        return adminSuccess(
          request,
          context,
          form,
          back,
          `${await setAdminRole(context.db, id, true, admin.id)} is now an admin`,
        );
      case "revoke-admin":
        return adminSuccess(
          request,
          context,
          form,
          back,
          `${await setAdminRole(context.db, id, false, admin.id)} is no longer an admin`,
        );
      case "disable":
        return adminSuccess(
          request,
          context,
          form,
          back,
          `${await setAccountDisabled(context.db, id, true, admin.id)} is disabled and signed out`,
        );
      case "enable":
        return adminSuccess(
          request,
          context,
          form,
          back,
          `${await setAccountDisabled(context.db, id, false, admin.id)} can sign in again`,
        );
      case "sign-out-everywhere":
        return adminSuccess(
          request,
          context,
          form,
          back,
          `${await endUserSessions(context.db, id, admin.id)} is signed out everywhere`,
        );
      default:
        return adminFailure(form, 400, "Unknown action.");
    }
  } catch (error) {
    if (error instanceof UserAdminError) return adminFailure(form, error.status, error.message);
    throw error;
  }
}

type Reply = {
  ok: boolean;
  toast?: { title: string; message?: string; tone?: "success" | "error" | "info" };
  formError?: AdminFormError;
};

export default function AdminUsersPage() {
  const { rows, total, filters, pages, adminId } = useLoaderData<typeof loader>();
  const actionData = useActionData<Reply>();
  const input = "rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900";
  return (
    <AdminPage
      title="Users"
      description="Accounts, their roles and sign-in state. Every change here is written to the audit log."
    >
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search" aria-label="Users">
        <label className="text-sm text-ink-900">
          Email
          <input type="search" name="q" defaultValue={filters.q} className={`${input} mt-1 block`} />
        </label>
        <label className="text-sm text-ink-900">
          Role
          <select name="role" defaultValue={filters.role} className={`${input} mt-1 block`}>
            <option value="">Any</option>
            <option value="admin">Admins</option>
            <option value="shopper">Shoppers</option>
          </select>
        </label>
        <label className="text-sm text-ink-900">
          Status
          <select name="status" defaultValue={filters.status} className={`${input} mt-1 block`}>
            <option value="">Any</option>
            <option value="active">Active</option>
            <option value="disabled">Disabled</option>
            <option value="unverified">Unverified</option>
          </select>
        </label>
        <Button type="submit">Search</Button>
      </Form>
      {actionData?.formError ? (
        <p role="alert" className="mt-4 font-medium text-red-800">
          {actionData.formError.message}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">No accounts match.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {rows.map((row) => (
            <UserRow key={row.id} row={row} isSelf={row.id === adminId} />
          ))}
        </ul>
      )}
      <AdminPagination page={filters.page} pages={pages} total={total} label="Users" />
    </AdminPage>
  );
}

function UserRow({ row, isSelf }: { row: AdminUserRow; isSelf: boolean }) {
  const shopTime = useShopTime();
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  const busy = fetcher.state !== "idle";
  const button = buttonClass({ variant: "ghost", size: "sm" });
  const action = (intent: string, label: string, danger = false) => (
    <fetcher.Form method="post">
      <JsReplyField />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        disabled={busy}
        className={danger ? buttonClass({ variant: "danger-outline", size: "sm" }) : button}
        aria-label={`${label}: ${row.email}`}
      >
        {label}
      </button>
    </fetcher.Form>
  );
  return (
    <li className="rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200" data-testid="user-row">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold break-all text-ink-900">
          {row.email}
          {isSelf ? " (you)" : ""}
        </p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.isAdmin ? "bg-clay-100 text-clay-900" : "bg-sand-200 text-ink-700"}`}
        >
          {row.isAdmin ? "Admin" : "Shopper"}
        </span>
        <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs text-ink-900">
          {row.emailVerifiedAt ? "Verified" : "Unverified"}
        </span>
        {row.disabledAt ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Disabled</span>
        ) : null}
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 text-sm text-ink-700 sm:grid-cols-2">
        <div className="flex gap-1">
          <dt>Created:</dt>
          <dd>{row.createdAt ? shopTime(row.createdAt) : "Never"}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Last sign-in:</dt>
          <dd>{row.lastSignInAt ? shopTime(row.lastSignInAt) : "Never"}</dd>
        </div>
      </dl>
      {fetcher.data?.formError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {fetcher.data.formError.message}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {row.isAdmin ? action("revoke-admin", "Revoke admin") : action("grant-admin", "Make admin")}
        {isSelf ? null : row.disabledAt ? action("enable", "Enable") : action("disable", "Disable", true)}
        {action("sign-out-everywhere", "Sign out everywhere")}
      </div>
    </li>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
