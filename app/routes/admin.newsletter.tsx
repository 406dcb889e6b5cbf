import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { buttonClass } from "~/components/ui/button-styles";
import { Button } from "~/components/ui/Button";
import { Form, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { FILTER_BUTTON, FILTER_INPUT, FILTER_LABEL } from "~/components/admin/admin-form-styles";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { AdminPagination } from "~/components/admin/AdminPagination";
import { BarChart } from "~/components/admin/BarChart";
import { useFetcherToast } from "~/hooks/useFetcherToast";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { pageCount, parsePageNumber } from "~/lib/admin/admin-list";
import { adminMeta } from "~/lib/admin/admin-meta";
import type { AdminFormError } from "~/lib/admin/admin-form-error";
import { adminFailure, adminSuccess } from "~/lib/admin/admin-reply.server";
import {
  parseSubscriberFilters,
  SUBSCRIBER_CHART_PERIODS,
  SUBSCRIBER_STATUSES,
  type SubscriberRow,
} from "~/lib/admin/newsletter-admin";
import { listSubscribers, loadSubscriberCounts, unsubscribeSubscriber } from "~/lib/admin/newsletter-admin.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { awaitAll } from "~/lib/platform/await-all";
import { returnTarget } from "~/lib/platform/reply.server";
import type { Toast } from "~/lib/platform/toast";
import { useShopTime } from "~/components/admin/useShopTime";

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

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData().catch(() => new FormData());
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "unsubscribe" || !id)
    return adminFailure(form, 400, "Choose a subscriber to unsubscribe.");
  const result = await unsubscribeSubscriber(context.db, id, admin.id);
  if (!result) return adminFailure(form, 404, "That subscriber no longer exists.");
  const title = result.alreadyUnsubscribed
    ? `${result.email} was already unsubscribed`
    : `${result.email} unsubscribed`;
  return adminSuccess(request, context, form, returnTarget(request, form, "/admin/newsletter"), title);
}

type Reply = { ok: boolean; toast?: Toast; formError?: AdminFormError };
const PERIOD_LABELS: Record<number, string> = { 7: "Last 7 days", 30: "Last 30 days", 90: "Last 90 days" };

export default function AdminNewsletterPage() {
  const { rows, total, counts, filters, pages } = useLoaderData<typeof loader>();
  const actionData = useActionData<Reply>();
  const { search } = useLocation();
  const csvParams = new URLSearchParams(search);
  csvParams.delete("page");
  csvParams.delete("days");
  const newInPeriod = counts.perDay.reduce((sum, day) => sum + day.count, 0);
  return (
    <AdminPage
      title="Newsletter"
      description="Everyone who subscribed from the footer, newest first."
      actions={
        <a
          href={`/admin/newsletter/export?${csvParams}`}
          download
          className={buttonClass({ variant: "ghost", size: "sm" })}
        >
          Export CSV
        </a>
      }
    >
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <Figure label="Subscribed" value={counts.subscribed} />
        <Figure label="Unsubscribed" value={counts.unsubscribed} />
        <Figure label={`New in the ${PERIOD_LABELS[filters.days].toLowerCase()}`} value={newInPeriod} />
      </dl>
      <Form method="get" role="search" aria-label="Subscribers" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="newsletter-q" className={FILTER_LABEL}>
            Email contains
          </label>
          <input id="newsletter-q" type="search" name="q" defaultValue={filters.q} className={FILTER_INPUT} />
        </div>
        <div>
          <label htmlFor="newsletter-status" className={FILTER_LABEL}>
            Status
          </label>
          <select id="newsletter-status" name="status" defaultValue={filters.status} className={FILTER_INPUT}>
            <option value="">Any</option>
            {SUBSCRIBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === "subscribed" ? "Subscribed" : "Unsubscribed"}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="newsletter-days" className={FILTER_LABEL}>
            Chart period
          </label>
          <select id="newsletter-days" name="days" defaultValue={String(filters.days)} className={FILTER_INPUT}>
            {SUBSCRIBER_CHART_PERIODS.map((days) => (
              <option key={days} value={days}>
                {PERIOD_LABELS[days]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={FILTER_BUTTON}>
          Search
        </button>
      </Form>
      <div className="mt-6">
        <BarChart
          id="subscribers-chart"
          title={`New subscribers per day, ${PERIOD_LABELS[filters.days].toLowerCase()}`}
          unit="subscribers"
          rows={counts.perDay.map((day) => ({ label: day.day, value: day.count }))}
        />
      </div>
      {actionData?.formError ? (
        <p role="alert" className="mt-4 font-medium text-clay-700">
          {actionData.formError.message}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">No subscribers match.</p>
      ) : (
        // Relative: the buttons' screen-reader text is absolutely placed, and would otherwise widen the page past the scrolled table.
        <div className="relative mt-6 overflow-x-auto rounded-2xl bg-white/90 ring-1 ring-sand-200">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Subscribers</caption>
            <thead className="bg-sand-100">
              <tr>
                <th scope="col" className="p-3">
                  Email
                </th>
                <th scope="col" className="p-3">
                  Status
                </th>
                <th scope="col" className="p-3">
                  Subscribed
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <SubscriberTableRow key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination page={filters.page} pages={pages} total={total} label="Subscribers" />
    </AdminPage>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200">
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="mt-1 text-3xl text-ink-900">{value}</dd>
    </div>
  );
}

function SubscriberTableRow({ row }: { row: SubscriberRow }) {
  const shopTime = useShopTime();
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  return (
    <tr className="border-t border-sand-200" data-testid="subscriber-row">
      <td className="p-3 break-all">{row.email}</td>
      <td className="p-3">{row.unsubscribedAt ? `Unsubscribed ${shopTime(row.unsubscribedAt)}` : "Subscribed"}</td>
      <td className="p-3 whitespace-nowrap">{shopTime(row.createdAt)}</td>
      <td className="p-3 text-right">
        {row.unsubscribedAt ? null : (
          <fetcher.Form method="post">
            <JsReplyField />
            <input type="hidden" name="intent" value="unsubscribe" />
            <input type="hidden" name="id" value={row.id} />
            <Button type="submit" disabled={fetcher.state !== "idle"} variant="ghost" size="sm">
              Unsubscribe<span className="sr-only"> {row.email}</span>
            </Button>
          </fetcher.Form>
        )}
      </td>
    </tr>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
