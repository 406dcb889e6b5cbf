// Reading a FormFailure (the kernel's one failure shape, app/lib/platform/reply.ts) in a form: a field's
// error, a list's first error, the text to put back, and the failure as Conform's `lastResult`.
import type { SubmissionResult } from "@conform-to/react";
import type { FormFailure } from "../platform/reply";

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
