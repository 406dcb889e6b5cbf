import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { AdminPagination } from "../../components/admin/AdminPagination";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { FilterBar } from "../../components/admin/kit/FilterBar";
import { RowActions } from "../../components/admin/kit/RowActions";
import { useShopTime } from "../../components/admin/useShopTime";
import { Field, SelectField } from "../../components/forms/Field";
import { IntentButton } from "../../components/forms/IntentButton";
import { Alert } from "../../components/ui/Alert";
import { Badge } from "../../components/ui/Badge";
import { EmptyState } from "../../components/ui/EmptyState";
import { JsReplyField } from "../../components/ui/JsReplyField";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import type { AdminUserRow } from "../../lib/admin/users.server";
import { isFormFailure } from "../../lib/platform/reply";
import type { action, loader } from "./route";

export function UsersView() {
  const { rows, total, filters, pages, adminId } = useLoaderData<typeof loader>();
  const reply: unknown = useActionData<typeof action>();
  const failure = isFormFailure(reply) ? reply : null;
  return (
    <AdminPage
      title="Users"
      description="Accounts, their roles and sign-in state. Every change here is written to the audit log."
    >
      <FilterBar label="Users" submitLabel="Search">
        <Field
          label="Email"
          labelClassName="text-sm"
          inputProps={{ type: "search", name: "q", defaultValue: filters.q }}
        />
        <SelectField label="Role" labelClassName="text-sm" selectProps={{ name: "role", defaultValue: filters.role }}>
          <option value="">Any</option>
          <option value="admin">Admins</option>
          <option value="shopper">Shoppers</option>
        </SelectField>
        <SelectField
          label="Status"
          labelClassName="text-sm"
          selectProps={{ name: "status", defaultValue: filters.status }}
        >
          <option value="">Any</option>
          <option value="active">Active</option>
          <option value="disabled">Disabled</option>
          <option value="unverified">Unverified</option>
        </SelectField>
      </FilterBar>
      {failure?.formError ? (
        <Alert tone="error" className="mt-4">
          {failure.formError}
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState className="mt-6" title="No accounts match." />
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
  const fetcher = useFetcher<typeof action>();
  useFetcherToast(fetcher);
  const failure = isFormFailure(fetcher.data) ? fetcher.data : null;
  const rowAction = (intent: string, label: string, danger = false) => (
    <fetcher.Form method="post">
      <JsReplyField />
      <input type="hidden" name="id" value={row.id} />
      <IntentButton
        intent={intent}
        fetcherState={fetcher.state}
        disabled={fetcher.state !== "idle"}
        variant={danger ? "danger-outline" : "ghost"}
        size="sm"
        aria-label={`${label}: ${row.email}`}
      >
        {label}
      </IntentButton>
    </fetcher.Form>
  );
  return (
    <li className="rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200" data-testid="user-row">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold break-all text-ink-900">
          {row.email}
          {isSelf ? " (you)" : ""}
        </p>
        <Badge tone={row.isAdmin ? "info" : "neutral"}>{row.isAdmin ? "Admin" : "Shopper"}</Badge>
        <Badge tone={row.emailVerifiedAt ? "success" : "neutral"}>
          {row.emailVerifiedAt ? "Verified" : "Unverified"}
        </Badge>
        {row.disabledAt ? <Badge tone="danger">Disabled</Badge> : null}
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
      {failure?.formError ? (
        <Alert tone="error" className="mt-2">
          {failure.formError}
        </Alert>
      ) : null}
      <div className="mt-3">
        <RowActions label={`Actions for ${row.email}`}>
          {row.isAdmin ? rowAction("revoke-admin", "Revoke admin") : rowAction("grant-admin", "Make admin")}
          {isSelf ? null : row.disabledAt ? rowAction("enable", "Enable") : rowAction("disable", "Disable", true)}
          {rowAction("sign-out-everywhere", "Sign out everywhere")}
        </RowActions>
      </div>
    </li>
  );
}
