// The one shape every form action answers a failed submission with, shop and
// admin alike (client-safe): errors under their fields, one error for the whole
// form, what the person typed (so the page puts it back), and an optional toast.
// It is also an ActionReply ({ ok: false, toast }), so a fetcher that reads
// `ok` and `toast` needs nothing else.
import type { SubmissionResult } from "@conform-to/react";
import type { Toast } from "../platform/toast";

/** A field's errors, by the field's name (nested names as Conform writes them: `lines[0].quantity`). */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string[]>>;
/** What the person sent, text only (files and secrets are never sent back). */
export type FormValues = Record<string, string | string[]>;

export type FormFailure<Field extends string = string, Intent extends string = string> = {
  ok: false;
  /** Which of the form's intents failed, when it has several. */
  intent: Intent | null;
  fieldErrors: FieldErrors<Field>;
  formError: string | null;
  values: FormValues;
  toast: Toast | null;
};

export function formFailure<Field extends string = string, Intent extends string = string>(
  failure: Partial<Omit<FormFailure<Field, Intent>, "ok">>,
): FormFailure<Field, Intent> {
  return {
    ok: false,
    intent: failure.intent ?? null,
    fieldErrors: failure.fieldErrors ?? {},
    formError: failure.formError ?? null,
    values: failure.values ?? {},
    toast: failure.toast ?? null,
  };
}

/** Narrows an action's reply (useActionData, fetcher.data) to a failure, without a cast; `Field` names its fields. */
export function isFormFailure<Field extends string = string>(reply: unknown): reply is FormFailure<Field> {
  if (typeof reply !== "object" || reply === null) return false;
  const candidate = reply as Partial<FormFailure>;
  return candidate.ok === false && typeof candidate.fieldErrors === "object" && typeof candidate.values === "object";
}

/** The first error of a field, for forms that show one line per field. */
export function fieldError(failure: FormFailure | null | undefined, field: string): string | undefined {
  return failure?.fieldErrors[field]?.[0];
}

/** The first error under a list field's items (`tags[2]`), for a list that shows one line for all its items. */
export function firstNestedError(failure: FormFailure | null | undefined, field: string): string | undefined {
  if (!failure) return undefined;
  const entry = Object.entries(failure.fieldErrors).find(
    ([name]) => name.startsWith(`${field}[`) || name.startsWith(`${field}.`),
  );
  return entry?.[1]?.[0];
}

/** The text the person typed into a field, to put back. */
export function keptValue(failure: FormFailure | null | undefined, field: string): string | undefined {
  const value = failure?.values[field];
  return typeof value === "string" ? value : undefined;
}

/**
 * The failure as Conform's `lastResult`: errors count as validated (Conform shows only those), the form
 * error sits under "", and the values become the fields' initial values, so the page rendered without
 * JavaScript already shows them.
 */
export function toSubmissionResult(failure: FormFailure): SubmissionResult<string[]> {
  const error: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(failure.fieldErrors)) if (messages?.length) error[name] = messages;
  if (failure.formError) error[""] = [failure.formError];
  const validated = Object.fromEntries(Object.keys(error).map((name) => [name, true]));
  return { status: "error", initialValue: failure.values, error, state: { validated } };
}
