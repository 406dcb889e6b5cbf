// The reply contract shared by forms (client) and actions (server): see reply.server.ts. A success answers
// `{ ok: true, toast, ...extra }` (or a redirect); a failed submission answers the one FormFailure shape,
// shop and admin alike, whether the form has fields (app/lib/forms parses them) or is only a button.
import type { Toast } from "./toast";

/** A hydrated form adds `_reply=json` to ask for JSON instead of a redirect. */
export const JS_REPLY_FIELD = "_reply";
export const JS_REPLY_VALUE = "json";

/** A field's errors, by the field's name (nested names as Conform writes them: `lines[0].quantity`). */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string[]>>;
/** What the person sent, text only (files and secrets are never sent back). */
export type FormValues = Record<string, string | string[]>;

/**
 * The one shape every form action answers a failed submission with: errors under their fields, one error
 * for the whole form, what the person typed (so the page puts it back), an optional toast, and what the page
 * needs beside the failure under `data` (the cart as it stands, the newer version a save ran into), so that
 * extra never changes the shape. It carries `ok: false` and `toast` as a success carries `ok: true` and its
 * toast, so a fetcher that reads only those needs nothing else.
 */
export type FormFailure<Field extends string = string, Intent extends string = string, Data = unknown> = {
  ok: false;
  /** Which of the form's intents failed, when it has several. */
  intent: Intent | null;
  fieldErrors: FieldErrors<Field>;
  formError: string | null;
  values: FormValues;
  toast: Toast | null;
  /** The form's own extra facts for the page (typed by the form that sends them); null when there are none. */
  data: Data | null;
};

export function formFailure<Field extends string = string, Intent extends string = string, Data = null>(
  failure: Partial<Omit<FormFailure<Field, Intent, Data>, "ok">>,
): FormFailure<Field, Intent, Data> {
  return {
    ok: false,
    intent: failure.intent ?? null,
    fieldErrors: failure.fieldErrors ?? {},
    formError: failure.formError ?? null,
    values: failure.values ?? {},
    toast: failure.toast ?? null,
    data: failure.data ?? null,
  };
}

/** Narrows an action's reply (useActionData, fetcher.data) to a failure, without a cast; `Field` names its fields. */
export function isFormFailure<Field extends string = string>(reply: unknown): reply is FormFailure<Field> {
  if (typeof reply !== "object" || reply === null) return false;
  const candidate = reply as Partial<FormFailure>;
  return candidate.ok === false && typeof candidate.fieldErrors === "object" && typeof candidate.values === "object";
}
