// The replies of a Markdown editor page that are not failures and change nothing (client-safe): the
// server-rendered preview (what "Preview" shows without JavaScript, with the text put back) and the
// question before a delete.

export type PreviewReply = { kind: "preview"; values: Record<string, string>; previewHtml: string };
export type DeleteQuestion = { kind: "confirm-delete" };

function hasKind(reply: unknown, kind: string): boolean {
  return typeof reply === "object" && reply !== null && "kind" in reply && reply.kind === kind;
}

export function isPreviewReply(reply: unknown): reply is PreviewReply {
  return hasKind(reply, "preview");
}

export function isDeleteQuestion(reply: unknown): reply is DeleteQuestion {
  return hasKind(reply, "confirm-delete");
}

/** The text fields of a form as sent (files dropped), to put back into the editor after a preview. */
export function textValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.replace(/\r\n/g, "\n") : ""];
    }),
  );
}
