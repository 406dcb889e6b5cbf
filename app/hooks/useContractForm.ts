// Conform's useForm fed with the one FormFailure an action answers with. Validation stays on the server
// (no onValidate): Conform keeps the fields' ids, errors and put-back values, the same on the server-rendered
// page (no JavaScript) and after a fetcher or navigation reply.
import { useForm } from "@conform-to/react";
import { useMemo } from "react";
import { toSubmissionResult } from "../lib/forms/form-failure";
import { isFormFailure } from "../lib/platform/reply";

/**
 * `id` names the form, and so its fields' ids: `${id}-${name}`, `${id}-${name}-error`.
 * `reply` is the action's answer (useActionData, fetcher.data); anything but a failure clears the errors.
 */
export function useContractForm<Field extends string = string>(id: string, reply: unknown) {
  const failure = isFormFailure<Field>(reply) ? reply : null;
  const lastResult = useMemo(
    () => (failure ? toSubmissionResult(failure) : reply === undefined ? undefined : { initialValue: null }),
    [failure, reply],
  );
  const [form, fields] = useForm<Record<Field, string>>({ id, lastResult, shouldValidate: "onSubmit" });
  return { failure, form, fields };
}
