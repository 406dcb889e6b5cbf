// The /auth form's three intents. Each checks the shared attempt limit and the
// captcha first, then does its work; failures come back as one reply shape
// with the spec's title and message and the email kept.
import { safeRedirectPath } from "../platform/safe-redirect";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { logSecurityEvent, requestFacts, writeAuditEntry } from "~/lib/security/events.server";
import { requestPasswordReset, sendVerificationEmail, signUp } from "./accounts.server";
import { SignInError } from "./authenticator.server";
import { checkCaptcha } from "./captcha.server";
import { redirectWithToast } from "../platform/flash.server";
import {
  AUTH_ATTEMPT_LIMIT, AUTH_IP_FAILURE_LIMIT, clearAttempts, countAttempt, emailAttemptKey, ipFailureKey, isOverLimit,
} from "./rate-limit.server";
import { AUTH_MESSAGES, isStrongPassword, isValidEmail, normalizeEmail } from "./rules";
import { createUserSession } from "./session.server";
import type { AuthFailure, AuthIntent } from "./auth-failure";


const fail = (status: number, failure: AuthFailure) => ({ status, failure });
type Outcome = Response | { status: number; failure: AuthFailure };

export async function handleAuthForm(request: Request, context: AppLoadContext): Promise<Outcome> {
  const form = await request.clone().formData();
  const intent = parseIntent(form.get("intent"));
  const email = normalizeEmail(form.get("email"));
  const facts = requestFacts(request);
  const fields = { intent, email };

  if (!email) return fail(400, { ...fields, toast: AUTH_MESSAGES.emailRequired, field: "email" });
  if (!isValidEmail(email)) return fail(400, { ...fields, toast: AUTH_MESSAGES.invalidEmail, field: "email" });

  const ipKey = facts.ipAddress ? ipFailureKey(facts.ipAddress) : null;
  const emailCount = await countAttempt(context.db, emailAttemptKey(intent, email), AUTH_ATTEMPT_LIMIT);
  const ipBlocked = ipKey ? await isOverLimit(context.db, ipKey, AUTH_IP_FAILURE_LIMIT) : false;
  if (!emailCount.allowed || ipBlocked) {
    await logSecurityEvent(context.db, { type: "rate_limit_exceeded", severity: "medium", details: { intent, email, attempts: emailCount.attempts }, facts });
    return fail(429, { ...fields, toast: AUTH_MESSAGES.tooManyAttempts });
  }

  if ((await checkCaptcha(context.config, form, facts.ipAddress)) === "failed") {
    return fail(400, { ...fields, toast: AUTH_MESSAGES.captchaRequired, field: "captcha" });
  }

  const origin = new URL(request.url).origin;
  const deps = { db: context.db, config: context.config, origin };

  if (intent === "reset") {
    await requestPasswordReset(deps, email);
    return redirectWithToast(request, context, "/auth", { ...AUTH_MESSAGES.resetSent, tone: "success" });
  }

  if (intent === "signup") {
    const password = String(form.get("password") ?? "");
    if (!isStrongPassword(password)) return fail(400, { ...fields, toast: AUTH_MESSAGES.invalidPassword, field: "password" });
    await signUp(deps, email, password);
    return redirectWithToast(request, context, "/auth", { ...AUTH_MESSAGES.accountCreated, tone: "success" });
  }

  try {
    const userId = await context.auth.authenticator.authenticate("form", request);
    await clearAttempts(context.db, emailAttemptKey(intent, email));
    await writeAuditEntry(context.db, { action: "user_signed_in", userId, details: { email } });
    const cookie = await createUserSession(request, context, userId, { ...AUTH_MESSAGES.signedIn, tone: "success" });
    const to = safeRedirectPath(form.get("redirectTo"), "/account");
    return new Response(null, { status: 303, headers: { Location: to, "Set-Cookie": cookie } });
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    if (error.reason === "unverified" && error.userId) {
      await sendVerificationEmail(deps, error.userId, email);
      return fail(403, { ...fields, toast: AUTH_MESSAGES.unverified });
    }
    await logSecurityEvent(context.db, { type: "failed_login", severity: "low", details: { email }, userId: error.userId, facts });
    if (ipKey) await countAttempt(context.db, ipKey, AUTH_IP_FAILURE_LIMIT);
    return fail(401, { ...fields, toast: AUTH_MESSAGES.invalidCredentials, field: "password" });
  }
}

function parseIntent(value: FormDataEntryValue | null): AuthIntent {
  return value === "signup" || value === "reset" ? value : "signin";
}
