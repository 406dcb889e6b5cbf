// The /auth form's three intents. Each checks the shared attempt limit and the
// captcha first, then does its work; failures come back as one reply shape
// with the spec's title and message and the email kept.
import { networkOfAddress } from "../security/network-key";
import { safeRedirectPath } from "../platform/safe-redirect";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { logSecurityEvent, requestFacts, writeAuditEntry } from "~/lib/security/events.server";
import { requestPasswordReset, sendVerificationEmail, signUp } from "./accounts.server";
import { isSignInError } from "./authenticator.server";
import { checkCaptcha } from "./captcha.server";
import { loadSiteSettings } from "../settings/site-settings.server";
import { redirectWithToast } from "../platform/flash.server";
import {
  AUTH_ACCOUNT_LIMIT, AUTH_ATTEMPT_LIMIT, AUTH_IP_LIMITS, CAPTCHA_AFTER_ATTEMPTS, clearAttempts, countAttempt, emailAttemptKey,
  ipAttemptKey, isLoopback, pairAttemptKey,
} from "./rate-limit.server";
import { AUTH_MESSAGES, isStrongPassword, isValidEmail, normalizeEmail } from "./rules";
import { createUserSession } from "./session.server";
import { logger } from "../platform/logger";
import type { AuthFailure, AuthIntent } from "./auth-failure";


const fail = (status: number, failure: AuthFailure) => ({ status, failure });
type Outcome = Response | { status: number; failure: AuthFailure };

export async function handleAuthForm(request: Request, context: AppLoadContext): Promise<Outcome> {
  const form = await request.clone().formData();
  try {
    return await handleAuthIntent(request, context, form);
  } catch (error) {
    if (error instanceof Response) throw error;
    // Nearly always the database (down, or past its deadline): the shopper reads the spec's fallback, the log the cause.
    logger.error("Auth form failed", { error: String(error) });
    return fail(503, { intent: parseIntent(form.get("intent")), email: normalizeEmail(form.get("email")), toast: AUTH_MESSAGES.serviceUnavailable });
  }
}

async function handleAuthIntent(request: Request, context: AppLoadContext, form: FormData): Promise<Outcome> {
  const intent = parseIntent(form.get("intent"));
  const email = normalizeEmail(form.get("email"));
  const facts = requestFacts(request);
  const fields = { intent, email };

  // The network is counted first, before validation or any hash: a flood costs one upsert per request.
  const network = facts.ipAddress && !isLoopback(facts.ipAddress) ? networkOfAddress(facts.ipAddress) : null;
  const ipCount = network ? await countAttempt(context.db, ipAttemptKey(intent, network), AUTH_IP_LIMITS[intent]) : null;
  if (ipCount && !ipCount.allowed) {
    await logSecurityEvent(context.db, { type: "rate_limit_exceeded", severity: "medium", details: { intent, network, attempts: ipCount.attempts }, facts });
    return fail(429, { ...fields, toast: AUTH_MESSAGES.tooManyAttempts });
  }

  if (!email) return fail(400, { ...fields, toast: AUTH_MESSAGES.emailRequired, field: "email" });
  if (!isValidEmail(email)) return fail(400, { ...fields, toast: AUTH_MESSAGES.invalidEmail, field: "email" });

  // This account from this network is what a guesser burns: both keys are the attacker's own, so
  // refusing on them locks out nobody else. An attempt refused here counts for nothing further.
  const pairCount = await countAttempt(context.db, pairAttemptKey(intent, email, network), AUTH_ATTEMPT_LIMIT);
  if (!pairCount.allowed) {
    await logSecurityEvent(context.db, { type: "rate_limit_exceeded", severity: "medium", details: { intent, email, attempts: pairCount.attempts }, facts });
    return fail(429, { ...fields, toast: AUTH_MESSAGES.tooManyAttempts });
  }
  // Across every network the account only asks for the captcha past its ceiling, never refuses:
  // a refusal there would let any set of networks lock the owner out.
  const accountCount = await countAttempt(context.db, emailAttemptKey(intent, email), AUTH_ACCOUNT_LIMIT);

  // The server decides when the captcha is due: after a few attempts it is required whatever the form says.
  // The admin's captcha mode (/admin/config): off skips it, always requires it on every attempt.
  const underSuspicion = pairCount.attempts > CAPTCHA_AFTER_ATTEMPTS || (ipCount?.attempts ?? 0) > CAPTCHA_AFTER_ATTEMPTS * 3 || !accountCount.allowed;
  const { captchaMode } = await loadSiteSettings(context);
  if (captchaMode !== "off" && (await checkCaptcha(context.config, form, facts.ipAddress, { required: captchaMode === "always" || underSuspicion })) === "failed") {
    return fail(400, { ...fields, toast: AUTH_MESSAGES.captchaRequired, field: "captcha" });
  }

  const deps = { db: context.db, config: context.config };

  if (intent === "reset") {
    // Known and unknown emails answer alike and at once: the lookup and the email go on after the answer.
    context.waitUntil(requestPasswordReset(deps, email).catch((error) => logger.error("password reset email failed", { error })));
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
    await clearAttempts(context.db, pairAttemptKey(intent, email, network));
    await writeAuditEntry(context.db, { action: "user_signed_in", userId, details: { email } });
    const cookie = await createUserSession(request, context, userId, { ...AUTH_MESSAGES.signedIn, tone: "success" });
    const to = safeRedirectPath(form.get("redirectTo"), "/account");
    return new Response(null, { status: 303, headers: { Location: to, "Set-Cookie": cookie } });
  } catch (error) {
    if (!isSignInError(error)) throw error;
    if (error.reason === "unverified" && error.userId) {
      await sendVerificationEmail(deps, error.userId, email);
      return fail(403, { ...fields, toast: AUTH_MESSAGES.unverified });
    }
    await logSecurityEvent(context.db, { type: "failed_login", severity: "low", details: { email }, userId: error.userId, facts });
    return fail(401, { ...fields, toast: AUTH_MESSAGES.invalidCredentials, field: "password" });
  }
}

function parseIntent(value: FormDataEntryValue | null): AuthIntent {
  return value === "signup" || value === "reset" ? value : "signin";
}
