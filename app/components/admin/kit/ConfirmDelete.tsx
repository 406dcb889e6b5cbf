import { buttonClass } from "../../ui/button-styles";
import type { MouseEvent } from "react";
import { Button } from "../../ui/Button";

/**
 * Deleting asks once, and works without JavaScript: the first button posts the "delete" intent, the
 * server answers with the question (nothing is deleted yet), and only "Yes, delete …" (the second intent)
 * deletes. Cancel is a link back to where the admin was. Render it inside the form that carries the item's id.
 */
export function ConfirmDelete({
  confirming,
  question,
  startLabel,
  startName,
  confirmLabel,
  cancelHref,
  startIntent = "delete",
  confirmIntent = "confirm-delete",
  size = "md",
  onStart,
}: {
  confirming: boolean;
  question: string;
  startLabel: string;
  /** The start button's full name where several sit on one page ("Delete…: Canyon Sunset"). */
  startName?: string;
  confirmLabel: string;
  cancelHref: string;
  startIntent?: string;
  confirmIntent?: string;
  size?: "sm" | "md";
  /** With JavaScript: ask in a dialog instead (call preventDefault on the event to keep the form from posting). */
  onStart?: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  if (!confirming) {
    return (
      <Button
        name="intent"
        value={startIntent}
        variant="danger-outline"
        size={size}
        onClick={onStart}
        aria-label={startName}
      >
        {startLabel}
      </Button>
    );
  }
  return (
    <>
      <p role="alert" className="text-danger">
        {question}
      </p>
      <Button name="intent" value={confirmIntent} variant="danger" size={size}>
        {confirmLabel}
      </Button>
      <a href={cancelHref} className={buttonClass({ variant: "ghost", size })}>
        Cancel
      </a>
    </>
  );
}
