// What a form body may hold before anything parses it: a bounded number of fields, short names, list indexes a
// form of ours could send, and none of the names Conform keeps for itself. Conform turns `name[3000000]` into a
// sparse list of three million entries and throws on an `__intent__` that is not its JSON, so the body screen
// (security/request-body.server.ts) checks every form before any route runs, and `parseSubmission` checks
// again before it hands a form to Conform.

export const FORM_FIELD_LIMITS = {
  /** A shopper's form: the longest has about a dozen fields, "Add the look" at most 24 variant ids. */
  fields: 100,
  /** An admin's form: the suppliers form lists up to 200 vendor checkboxes. */
  adminFields: 1000,
  /** The longest field name ours use is under 40 characters; nesting deeper than this is no form of ours. */
  nameChars: 200,
  /** Our forms send lists as repeated names, never `name[i]`: a small index is tolerated, a large one refused. */
  listIndex: 99,
} as const;

/** Conform's own names (`@conform-to/dom`): a form that sends them is not one of ours. */
const RESERVED_FIELD_NAMES: ReadonlySet<string> = new Set(["__intent__", "__state__"]);

export type FormFieldsProblem = "reserved-name" | "too-many-fields" | "unusual-name";

/** What a person reads when a form is refused for its field names (a fixed text: nothing sent is echoed). */
export const FORM_FIELDS_MESSAGES: Record<FormFieldsProblem, string> = {
  "reserved-name":
    "The form used a field name that is reserved for the page's own use. Please send it from the page it belongs to.",
  "too-many-fields": "The form had more fields than any of ours. Please send it from the page it belongs to.",
  "unusual-name": "The form had a field name none of ours uses. Please send it from the page it belongs to.",
};

const INDEX = /\[(\d+)\]/g;

function isUnusualName(name: string): boolean {
  if (name.length > FORM_FIELD_LIMITS.nameChars) return true;
  for (const [, digits] of name.matchAll(INDEX)) if (Number(digits) > FORM_FIELD_LIMITS.listIndex) return true;
  return false;
}

/** Why a form must not be parsed (a reserved name, too many fields, a huge index or name); null when it may. */
export function formFieldsProblem(
  formData: FormData,
  maxFields: number = FORM_FIELD_LIMITS.fields,
): FormFieldsProblem | null {
  let count = 0;
  for (const name of formData.keys()) {
    if (++count > maxFields) return "too-many-fields";
    if (RESERVED_FIELD_NAMES.has(name)) return "reserved-name";
    if (isUnusualName(name)) return "unusual-name";
  }
  return null;
}
