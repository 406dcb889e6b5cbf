import { useFetcher } from "@remix-run/react";
import { Button } from "../../ui/Button";
import { JsReplyField } from "../../ui/JsReplyField";
import { useFetcherToast } from "../../../hooks/useFetcherToast";
import type { Toast } from "../../../lib/platform/toast";

type Reply = { ok: boolean; toast?: Toast };

/** A one-button admin form (move, publish, add or remove a product): a fetcher with JavaScript, a plain POST without. */
export function LookActionButton({
  fields,
  label,
  accessibleName,
  redirectTo,
  tone = "plain",
}: {
  fields: Record<string, string>;
  label: string;
  accessibleName?: string;
  redirectTo: string;
  tone?: "plain" | "primary" | "danger";
}) {
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  return (
    <fetcher.Form method="post">
      <JsReplyField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-label={accessibleName}
        variant={tone === "primary" ? "primary" : tone === "danger" ? "danger-outline" : "ghost"}
        size="sm"
      >
        {label}
      </Button>
    </fetcher.Form>
  );
}
