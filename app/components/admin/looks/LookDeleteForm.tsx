import { Form, useActionData } from "@remix-run/react";
import { ConfirmDelete } from "../kit/ConfirmDelete";

/** The action's answer to a first "Delete…": nothing is deleted until "Yes, delete the look". */
export type LookDeleteQuestion = { kind: "confirm-delete"; lookId: string };

function isQuestionFor(reply: unknown, lookId: string): boolean {
  if (typeof reply !== "object" || reply === null || !("kind" in reply) || !("lookId" in reply)) return false;
  return reply.kind === "confirm-delete" && reply.lookId === lookId;
}

/** A look's delete, which asks first (the admin kit's one confirmation), with or without JavaScript. */
export function LookDeleteForm({ look, cancelHref }: { look: { id: string; title: string }; cancelHref: string }) {
  const reply: unknown = useActionData();
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={look.id} />
      <ConfirmDelete
        confirming={isQuestionFor(reply, look.id)}
        question={`Delete “${look.title}”? The look and its product list are deleted; an uploaded photo is deleted with it. This cannot be undone.`}
        startLabel="Delete…"
        startName={`Delete…: ${look.title}`}
        confirmLabel="Yes, delete the look"
        cancelHref={cancelHref}
        size="sm"
      />
    </Form>
  );
}
