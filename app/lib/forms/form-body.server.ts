// The one way an action reads a form body. Bodies are capped and type-checked
// before any route runs (security/request-body.server.ts), so this never
// throws: a body that still fails to parse reads as an empty form, and the
// schema answers it with its own messages.
import { data } from "@remix-run/cloudflare";
import type { FormFailure } from "../platform/reply";

export async function readFormBody(request: Pick<Request, "formData">): Promise<FormData> {
  return request.formData().catch(() => new FormData());
}

/** A failure answered to the page (no JavaScript) or a fetcher alike, with a status that fits. */
export function replyFailure<Field extends string, Intent extends string, Data>(
  failure: FormFailure<Field, Intent, Data>,
  status: number,
  headers?: HeadersInit,
) {
  return data(failure, { status, headers });
}
