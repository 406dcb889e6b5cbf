// The one reply shape of the /auth form's failures (client-safe).
import type { Toast } from "../platform/toast";

export type AuthIntent = "signin" | "signup" | "reset";
export type AuthFailure = { intent: AuthIntent; toast: Toast; field?: "email" | "password" | "captcha"; email: string };
