// The /auth forms' failures in the one form failure shape (client-safe): the spec's title and message
// go under the field they concern (or above the form), the toast keeps them apart for the notice.
import { formFailure, type FormFailure } from "../platform/reply";
import type { Toast } from "../platform/toast";

export type AuthIntent = "signin" | "signup" | "reset";
export type AuthField = "email" | "password" | "captcha";
export type AuthFailure = FormFailure<AuthField, AuthIntent>;

/** How a failure reads under its field: "Title: message". */
export function authMessageText(toast: Toast): string {
  return toast.message ? `${toast.title}: ${toast.message}` : toast.title;
}

/** `detail`: a second line under the field, after the spec's message (which character a password cannot hold). */
export function authFailure(
  toast: Toast,
  options: { intent?: AuthIntent; field?: AuthField; email?: string; detail?: string | null } = {},
): AuthFailure {
  const text = authMessageText(toast);
  return formFailure<AuthField, AuthIntent>({
    intent: options.intent ?? null,
    fieldErrors: options.field ? { [options.field]: options.detail ? [text, options.detail] : [text] } : {},
    formError: options.field ? null : text,
    values: options.email !== undefined ? { email: options.email } : {},
    toast,
  });
}
