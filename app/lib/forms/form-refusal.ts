// A refusal after the form itself was fine (the image is gone, the slug is taken, the file is no image):
// the one failure shape, the message under the field it concerns or over the whole form, and the admin
// pages' error toast with it.
import { formFailure, type FormFailure, type FormValues } from "../platform/reply";

export function formRefusal(refusal: {
  message: string;
  intent?: string | null;
  values?: FormValues;
  /** The field the refusal concerns; without one it is the form's error. */
  field?: string | null;
}): FormFailure<string, string, null> {
  const { message, field } = refusal;
  return formFailure({
    intent: refusal.intent ?? null,
    values: refusal.values ?? {},
    fieldErrors: field ? { [field]: [message] } : {},
    formError: field ? null : message,
    toast: { title: "Something went wrong", message, tone: "error" },
  });
}

/** A failed parse's failure with the same toast (or one titled for the form), saying the first problem. */
export function withRefusalToast<Failure extends FormFailure>(
  failure: Failure,
  title = "Something went wrong",
): Failure {
  const message = failure.formError ?? Object.values(failure.fieldErrors)[0]?.[0];
  return { ...failure, toast: { title, message, tone: "error" } };
}
