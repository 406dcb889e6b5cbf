import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { AdminPagination } from "../../components/admin/AdminPagination";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { FilterBar } from "../../components/admin/kit/FilterBar";
import { RowActions } from "../../components/admin/kit/RowActions";
import { useShopTime } from "../../components/admin/useShopTime";
import { Field } from "../../components/forms/Field";
import { IntentButton } from "../../components/forms/IntentButton";
import { Alert } from "../../components/ui/Alert";
import { EmptyState } from "../../components/ui/EmptyState";
import { JsReplyField } from "../../components/ui/JsReplyField";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import type { RateLimitRow } from "../../lib/admin/rate-limit-admin.server";
import { isFormFailure } from "../../lib/platform/reply";
import type { action, loader } from "./route";

export function RateLimitsView() {
  const { rows, total, q, page, pages, limits } = useLoaderData<typeof loader>();
  const reply: unknown = useActionData<typeof action>();
  const failure = isFormFailure(reply) ? reply : null;
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
      <FilterBar label="Counters" submitLabel="Search">
        <Field
          label="Key contains"
          labelClassName="text-sm"
          inputProps={{ type: "search", name: "q", defaultValue: q }}
        />
      </FilterBar>
      {failure?.formError ? (
        <Alert tone="error" className="mt-4">
          {failure.formError}
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState className="mt-6" title="No counters." />
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
  const fetcher = useFetcher<typeof action>();
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
      <RowActions label={`Counter ${row.key}`}>
        <fetcher.Form method="post">
          <JsReplyField />
          <input type="hidden" name="key" value={row.key} />
          <IntentButton
            intent="reset"
            fetcherState={fetcher.state}
            disabled={fetcher.state !== "idle"}
            variant="ghost"
            size="sm"
          >
            Reset<span className="sr-only"> {row.key}</span>
          </IntentButton>
        </fetcher.Form>
      </RowActions>
    </li>
  );
}
