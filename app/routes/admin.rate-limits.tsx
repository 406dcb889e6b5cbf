import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
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
  CONFIGURED_LIMITS,
  listRateLimits,
  resetRateLimit,
  type RateLimitRow,
} from "~/lib/admin/rate-limit-admin.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { returnTarget } from "~/lib/platform/reply.server";
import { useShopTime } from "~/components/admin/useShopTime";

export const meta: MetaFunction = () => adminMeta("Rate limits");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const page = parsePageNumber(url.searchParams.get("page"));
  const { rows, total } = await listRateLimits(context.db, q, page);
  return { rows, total, q, page, pages: pageCount(total), limits: CONFIGURED_LIMITS };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const key = String(form.get("key") ?? "");
  if (form.get("intent") !== "reset" || !key) return adminFailure(form, 400, "Choose a counter to reset.");
  if (!(await resetRateLimit(context.db, key, admin.id)))
    return adminFailure(form, 404, "That counter is already gone.");
  return adminSuccess(
    request,
    context,
    form,
    returnTarget(request, form, "/admin/rate-limits"),
    `Counter ${key} reset`,
  );
}

type Reply = {
  ok: boolean;
  toast?: { title: string; message?: string; tone?: "success" | "error" | "info" };
  formError?: AdminFormError;
};

export default function AdminRateLimitsPage() {
  const { rows, total, q, page, pages, limits } = useLoaderData<typeof loader>();
  const actionData = useActionData<Reply>();
  return (
    <AdminPage
      title="Rate limits"
      description="How many times each network or email has tried to sign in, create an account or reset a password in the current window. Resetting a counter lets that network or email try again at once."
    >
      <section aria-labelledby="limits-heading" className="mt-6 rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200">
        <h2 id="limits-heading" className="text-xl text-ink-900">
          Configured limits
        </h2>
        <ul className="mt-2 text-sm text-ink-900">
          {limits.map((limit) => (
            <li key={limit.pattern} className="py-1">
              {limit.kind}: <strong>{limit.limit}</strong>{" "}
              {limit.windowMs === 60_000 ? "per minute" : `per ${limit.windowMs / 60_000} minutes`}{" "}
              <code className="text-xs text-ink-700">{limit.pattern}</code>
            </li>
          ))}
        </ul>
      </section>
      <Form method="get" role="search" aria-label="Counters" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm text-ink-900">
          Key contains
          <input
            type="search"
            name="q"
            defaultValue={q}
            className="mt-1 block rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900"
          />
        </label>
        <Button type="submit">Search</Button>
      </Form>
      {actionData?.formError ? (
        <p role="alert" className="mt-4 font-medium text-red-800">
          {actionData.formError.message}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">No counters.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-2">
          {rows.map((row) => (
            <CounterRow key={row.key} row={row} />
          ))}
        </ul>
      )}
      <AdminPagination page={page} pages={pages} total={total} label="Counters" />
    </AdminPage>
  );
}

function CounterRow({ row }: { row: RateLimitRow }) {
  const shopTime = useShopTime();
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white/90 p-3 ring-1 ring-sand-200"
      data-testid="rate-limit-row"
    >
      <div className="min-w-0 text-sm text-ink-900">
        <p className="font-mono break-all">{row.key}</p>
        <p className="text-ink-700">{`${row.kind} · ${row.attempts} ${row.attempts === 1 ? "attempt" : "attempts"} · window ${row.expired ? "ended" : "ends"} ${shopTime(row.windowEndsAt, { seconds: true })}`}</p>
      </div>
      <fetcher.Form method="post">
        <JsReplyField />
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="key" value={row.key} />
        <Button type="submit" disabled={fetcher.state !== "idle"} variant="ghost" size="sm">
          Reset<span className="sr-only"> {row.key}</span>
        </Button>
      </fetcher.Form>
    </li>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
