import { useFetcher } from "@remix-run/react";
import { RowActions } from "../../components/admin/kit/RowActions";
import { IntentButton } from "../../components/forms/IntentButton";
import { JsReplyField } from "../../components/ui/JsReplyField";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import type { SubscriberRow } from "../../lib/admin/newsletter-admin";
import type { action } from "./route";

/** One headline count above the list. */
export function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200">
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="mt-1 text-3xl text-ink-900">{value}</dd>
    </div>
  );
}

/** A row's unsubscribe button, through its own fetcher so the list stays where it is. */
export function UnsubscribeButton({ row }: { row: SubscriberRow }) {
  const fetcher = useFetcher<typeof action>();
  useFetcherToast(fetcher);
  return (
    <RowActions label={row.email}>
      <fetcher.Form method="post">
        <JsReplyField />
        <input type="hidden" name="id" value={row.id} />
        <IntentButton
          intent="unsubscribe"
          fetcherState={fetcher.state}
          disabled={fetcher.state !== "idle"}
          variant="ghost"
          size="sm"
        >
          Unsubscribe<span className="sr-only"> {row.email}</span>
        </IntentButton>
      </fetcher.Form>
    </RowActions>
  );
}
