import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { ConfirmDelete } from "../kit/ConfirmDelete";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { JsReplyField } from "../../ui/JsReplyField";
import { useFetcherToast } from "../../../hooks/useFetcherToast";

const QUESTION = "Delete this message and its recording? This cannot be undone.";

/**
 * Deleting a message asks first. Without JavaScript, "Delete" posts and the page answers with the question
 * (`confirming`) and "Yes, delete the message"; with it, "Delete" opens the same question in a dialog.
 */
export function DeleteMessageForm({
  messageId,
  returnTo,
  confirming,
}: {
  messageId: string;
  returnTo: string;
  confirming: boolean;
}) {
  const fetcher = useFetcher();
  useFetcherToast(fetcher);
  const [asking, setAsking] = useState(false);
  const hidden = (
    <>
      <JsReplyField />
      <input type="hidden" name="messageId" value={messageId} />
      <input type="hidden" name="redirectTo" value={returnTo} />
    </>
  );
  return (
    <>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
        {hidden}
        <ConfirmDelete
          confirming={confirming}
          question={QUESTION}
          startLabel="Delete"
          confirmLabel="Yes, delete the message"
          cancelHref={returnTo}
          size="sm"
          onStart={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
        />
      </fetcher.Form>
      <Dialog open={asking} onClose={() => setAsking(false)} title="Delete this message?">
        <p className="text-ink-900">{QUESTION}</p>
        <fetcher.Form method="post" className="mt-4 flex flex-wrap gap-2" onSubmit={() => setAsking(false)}>
          {hidden}
          <Button name="intent" value="confirm-delete" variant="danger">
            Yes, delete the message
          </Button>
          <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
