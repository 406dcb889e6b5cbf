// Cloudflare Turnstile, checked on the server when a secret is configured.
// The form starts in the spec's optional mode (the widget needs JavaScript and
// may fail to load); the widget switches it to required once it has rendered.
// The database rate limit, not the captcha, is what stops password guessing.
import type { AppConfig } from "../platform/env.server";

export const TURNSTILE_RESPONSE_FIELD = "cf-turnstile-response";
export const CAPTCHA_MODE_FIELD = "captchaMode";

export type CaptchaOutcome = "passed" | "skipped" | "failed";

/**
 * `required`: the server's own judgement (repeated attempts); the form's
 * captchaMode can only add to it (the widget rendered), never waive it.
 */
export async function checkCaptcha(
  config: AppConfig,
  form: FormData,
  remoteIp: string | null,
  server: { required: boolean } = { required: false },
): Promise<CaptchaOutcome> {
  if (!config.TURNSTILE_SECRET_KEY) return "skipped";
  const token = String(form.get(TURNSTILE_RESPONSE_FIELD) ?? "");
  if (!token) return server.required || form.get(CAPTCHA_MODE_FIELD) === "required" ? "failed" : "skipped";
  const body = new FormData();
  body.set("secret", config.TURNSTILE_SECRET_KEY);
  body.set("response", token);
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetch(config.TURNSTILE_VERIFY_URL, { method: "POST", body });
    if (!response.ok) return "failed";
    const result = (await response.json()) as { success?: boolean };
    return result.success === true ? "passed" : "failed";
  } catch {
    return "failed";
  }
}
