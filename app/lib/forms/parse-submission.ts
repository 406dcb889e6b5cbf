// The one way a form's fields are read and checked: Conform parses the form
// data (nested names, repeated names as lists) and the form's Zod schema
// decides. A failure comes back in the one FormFailure shape.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { Toast } from "../platform/toast";
import { formFailure, type FormFailure, type FormValues } from "../platform/reply";

/** Longest text put back into a field: a bigger paste is cut, never echoed whole. */
const KEPT_VALUE_MAX_CHARS = 20_000;
/** Fields never sent back to the browser, whatever the form calls them otherwise. */
const SECRET_FIELD = /password|token|secret/i;

export type ParsedSubmission<Value> =
  { ok: true; value: Value; values: FormValues } | { ok: false; failure: FormFailure };

export type ParseOptions = {
  /** Which intent this was, for a form with several (kept in the failure so the page knows which form failed). */
  intent?: string | null;
  /** The toast that goes with a validation failure, if the form shows one. */
  toast?: Toast;
  /** More fields never to put back. */
  hideFields?: readonly string[];
};

/**
 * Reads `formData` with `schema`. Values arrive as the strings the form sent (no coercion: empty stays "",
 * so the schema's own "required" message is the one shown); a missing field is undefined, which the
 * schema can default. Each field keeps its first error; errors without a field (a refinement on the whole
 * form) become the form error.
 */
export function parseSubmission<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
  options: ParseOptions = {},
): ParsedSubmission<z.output<Schema>> {
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
  const values = keptValues(submission.payload, options.hideFields ?? []);
  if (submission.status === "success") return { ok: true, value: submission.value as z.output<Schema>, values };
  const fieldErrors: Record<string, string[]> = {};
  let formError: string | null = null;
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (!messages?.length) continue;
    // One message per field, the first the schema found: "enter your email" before "enter a valid email".
    if (name === "") formError = messages[0];
    else fieldErrors[name] = [messages[0]];
  }
  return {
    ok: false,
    failure: formFailure({
      intent: options.intent ?? null,
      fieldErrors,
      formError,
      values,
      toast: options.toast ?? null,
    }),
  };
}

/** A form's intent (the `intent` button or hidden field), narrowed to the ones it knows; anything else is null. */
export function readIntent<const Intent extends string>(formData: FormData, intents: readonly Intent[]): Intent | null {
  const value = formData.get("intent");
  return typeof value === "string" && (intents as readonly string[]).includes(value) ? (value as Intent) : null;
}

/** What the person typed, flat, text only, capped and without secrets: what a failure puts back. */
export function keptValues(payload: Record<string, unknown>, hideFields: readonly string[] = []): FormValues {
  const values: FormValues = {};
  const visit = (name: string, value: unknown) => {
    if (SECRET_FIELD.test(name) || hideFields.includes(name)) return;
    if (typeof value === "string") values[name] = value.slice(0, KEPT_VALUE_MAX_CHARS);
    else if (Array.isArray(value) && value.every((item) => typeof item === "string"))
      values[name] = value.map((item) => item.slice(0, KEPT_VALUE_MAX_CHARS));
    else if (Array.isArray(value)) value.forEach((item, index) => visit(`${name}[${index}]`, item));
    else if (value && typeof value === "object" && !(value instanceof Blob))
      for (const [key, inner] of Object.entries(value)) visit(name ? `${name}.${key}` : key, inner);
  };
  visit("", payload);
  return values;
}

/** A text field read leniently: missing or a file reads as "", so the schema's own message decides. */
export function formText() {
  return z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());
}

/** A repeated field (checkboxes) read as a list: none sent is [], one sent is [it]; files are dropped. */
export function formList<Item extends z.ZodType>(item: Item) {
  return z.preprocess(
    (value) =>
      (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter(
        (entry: unknown) => typeof entry === "string",
      ),
    z.array(item),
  );
}
