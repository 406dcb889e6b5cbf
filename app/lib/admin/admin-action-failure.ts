// A row action (reset, disable, resend...) refused after its input was read: the one FormFailure shape,
// with the reason as the form error and as a toast, so the page (no JavaScript) and a fetcher show the same.
import { formFailure, type FormValues } from "../platform/reply";

export function adminActionFailure(intent: string | null, message: string, values: FormValues = {}) {
  return formFailure({
    intent,
    formError: message,
    values,
    toast: { title: "Something went wrong", message, tone: "error" },
  });
}
