import { useFetcher } from "@remix-run/react";
import { IntentButton } from "../../forms/IntentButton";
import { JsReplyField } from "../../ui/JsReplyField";
import { useFetcherToast } from "../../../hooks/useFetcherToast";
import type { Toast } from "../../../lib/platform/toast";

/**
 * "Take off sale" or "Put on sale" for one studio piece: a fetcher with JavaScript, a plain POST to the
 * list's action without (back to `redirectTo`).
 */
export function StudioSaleButton({
  piece,
  redirectTo,
}: {
  piece: { id: string; name: string; isActive: boolean };
  redirectTo: string;
}) {
  const verb = piece.isActive ? "Take off sale" : "Put on sale";
  const fetcher = useFetcher<{ ok: boolean; toast?: Toast | null }>();
  useFetcherToast(fetcher);
  return (
    <fetcher.Form method="post" action="/admin/studio?index">
      <JsReplyField />
      <input type="hidden" name="id" value={piece.id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <IntentButton
        intent={piece.isActive ? "take-off-sale" : "put-on-sale"}
        fetcherState={fetcher.state}
        disabled={fetcher.state !== "idle"}
        variant={piece.isActive ? "danger-outline" : "primary"}
        size="sm"
        // The name in full: text hidden inside a button reads "Take off sale : name" in Chrome.
        aria-label={`${verb}: ${piece.name}`}
      >
        {verb}
      </IntentButton>
    </fetcher.Form>
  );
}
