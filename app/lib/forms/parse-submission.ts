// The one way a form's fields are read and checked: Conform parses the form
// data (nested names, repeated names as lists) and the form's Zod schema
// decides. A failure comes back in the one FormFailure shape, putting back only
// the fields the schema knows.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { Toast } from "../platform/toast";
import { formFailure, type FormFailure, type FormValues } from "../platform/reply";
import { FORM_FIELD_LIMITS, FORM_FIELDS_MESSAGES, formFieldsProblem } from "./form-field-limits";

/** Longest text put back into a field: a bigger paste is cut, never echoed whole. */
const KEPT_VALUE_MAX_CHARS = 20_000;
/** Most values put back, whatever the form: a schema of unknown shape still echoes a bounded reply. */
const KEPT_VALUES_MAX = 200;
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
  // The body screen has refused these already; checked again so no caller can hand Conform what it throws on.
  const problem = formFieldsProblem(formData, FORM_FIELD_LIMITS.adminFields);
  if (problem)
    return {
      ok: false,
      failure: formFailure({
        intent: options.intent ?? null,
        formError: FORM_FIELDS_MESSAGES[problem],
        toast: options.toast ?? null,
      }),
    };
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
  const values = keptValues(submission.payload, options.hideFields ?? [], fieldNamesOf(schema));
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

/**
 * What the person typed, flat, text only, capped and without secrets: what a failure puts back. With
 * `knownFields`, only the fields of those names (and their nested parts) come back: a field the form never
 * had is never echoed.
 */
export function keptValues(
  payload: Record<string, unknown>,
  hideFields: readonly string[] = [],
  knownFields: ReadonlySet<string> | null = null,
): FormValues {
  const values: FormValues = {};
  let kept = 0;
  const keep = (name: string, value: string | string[]) => {
    if (kept++ < KEPT_VALUES_MAX) values[name] = value;
  };
  const visit = (name: string, value: unknown) => {
    if (SECRET_FIELD.test(name) || hideFields.includes(name)) return;
    if (typeof value === "string") keep(name, value.slice(0, KEPT_VALUE_MAX_CHARS));
    else if (Array.isArray(value) && value.every((item) => typeof item === "string"))
      // `filter` skips a sparse list's holes: what comes back is what was sent, never the gaps between.
      keep(
        name,
        value.filter((item) => typeof item === "string").map((item) => item.slice(0, KEPT_VALUE_MAX_CHARS)),
      );
    else if (Array.isArray(value)) value.forEach((item, index) => visit(`${name}[${index}]`, item));
    else if (value && typeof value === "object" && !(value instanceof Blob))
      for (const [key, inner] of Object.entries(value)) visit(name ? `${name}.${key}` : key, inner);
  };
  for (const [name, value] of Object.entries(payload))
    if (knownFields === null || knownFields.has(name)) visit(name, value);
  return values;
}

/** What a form sent to the fields `schema` knows, to put back before (or without) parsing it. */
export function keptFormValues(formData: FormData, schema: z.ZodType): FormValues {
  return keptValues(Object.fromEntries(formData), [], fieldNamesOf(schema));
}

/**
 * The top-level field names a schema reads: an object's keys, every option's of a union, a pipe's input's
 * (or, behind a preprocess, its output's). Null when the shape cannot be told, and then every field counts.
 */
export function fieldNamesOf(schema: z.ZodType): ReadonlySet<string> | null {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodUnion) {
    const names = new Set<string>();
    for (const option of schema.options as z.ZodType[]) {
      const inner = fieldNamesOf(option);
      if (!inner) return null;
      for (const name of inner) names.add(name);
    }
    return names;
  }
  if (schema instanceof z.ZodPipe) return fieldNamesOf(schema.in as z.ZodType) ?? fieldNamesOf(schema.out as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return fieldNamesOf(schema.unwrap() as z.ZodType);
  return null;
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
