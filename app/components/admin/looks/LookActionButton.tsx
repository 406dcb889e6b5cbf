import { useFetcher } from "@remix-run/react";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { useFetcherToast } from "~/hooks/useFetcherToast";
import type { Toast } from "~/lib/platform/toast";

type Reply = { ok: boolean; toast?: Toast };

/** A one-button admin form (move, publish, add or remove a product): a fetcher with JavaScript, a plain POST without. */
export function LookActionButton({ fields, label, accessibleName, redirectTo, tone = "plain" }: { fields: Record<string, string>; label: string; accessibleName?: string; redirectTo: string; tone?: "plain" | "primary" | "danger" }) {
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  const style = tone === "primary" ? "bg-clay-700 text-white hover:bg-clay-600" : tone === "danger" ? "text-red-800 ring-1 ring-red-300 hover:bg-red-50" : "text-ink-900 ring-1 ring-ink-900 hover:bg-sand-100";
  return (
    <fetcher.Form method="post">
      <JsReplyField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" disabled={fetcher.state !== "idle"} aria-label={accessibleName} className={`rounded-full px-3 py-1.5 text-sm font-medium disabled:opacity-50 ${style}`}>{label}</button>
    </fetcher.Form>
  );
}
