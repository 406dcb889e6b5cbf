// The /auth form's three intents. Each checks the shared attempt limit and the
// captcha first, then does its work; failures come back as one reply shape
// with the spec's title and message and the email kept.
import { networkOfAddress } from "../security/network-key";
import { safeRedirectPath } from "../platform/safe-redirect";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { logSecurityEvent, requestFacts, writeAuditEntry } from "../security/events.server";
import { requestPasswordReset, sendVerificationEmail, signUp } from "./accounts.server";
import { isSignInError } from "./authenticator.server";
import { checkCaptcha } from "./captcha.server";
import { loadSiteSettings } from "../settings/site-settings.server";
import { redirectWithToast } from "./flash.server";
import {
  AUTH_ACCOUNT_LIMIT,
  AUTH_ATTEMPT_LIMIT,
  AUTH_IP_LIMITS,
  CAPTCHA_AFTER_ATTEMPTS,
  clearAttempts,
  countAttempt,
  emailAttemptKey,
  ipAttemptKey,
  isLoopback,
  pairAttemptKey,
} from "./rate-limit.server";
import { AUTH_MESSAGES, isStrongPassword, isValidEmail, normalizeEmail, passwordRuleDetail } from "./rules";
import { createUserSession } from "./session.server";
import { logger } from "../platform/logger";
import { authFailure, type AuthFailure, type AuthField, type AuthIntent } from "./auth-failure";
import { readFormBody } from "../forms/form-body.server";
import { readIntent } from "../forms/parse-submission";
import type { Toast } from "../platform/toast";

type Outcome = Response | { status: number; failure: AuthFailure };
const AUTH_INTENTS = ["signin", "signup", "reset"] as const satisfies readonly AuthIntent[];

export async function handleAuthForm(request: Request, context: AppLoadContext): Promise<Outcome> {
  // A clone: signing in hands the request itself to the authenticator, which reads the body again.
  const form = await readFormBody(request.clone());
  try {
    return await handleAuthIntent(request, context, form);
  } catch (error) {
    if (error instanceof Response) throw error;
    // Nearly always the database (down, or past its deadline): the shopper reads the spec's fallback, the log the cause.
    logger.error("Auth form failed", { error: String(error) });
    return {
      status: 503,
      failure: authFailure(AUTH_MESSAGES.serviceUnavailable, {
        intent: parseIntent(form),
        email: normalizeEmail(form.get("email")),
      }),
    };
  }
}

async function handleAuthIntent(request: Request, context: AppLoadContext, form: FormData): Promise<Outcome> {
  const intent = parseIntent(form);
  const email = normalizeEmail(form.get("email"));
  const facts = requestFacts(request);
  const fail = (status: number, toast: Toast, field?: AuthField, detail?: string | null) => ({
    status,
    failure: authFailure(toast, { intent, email, field, detail }),
  });

  // The network is counted first, before validation or any hash: a flood costs one upsert per request.
  const network = facts.ipAddress && !isLoopback(facts.ipAddress) ? networkOfAddress(facts.ipAddress) : null;
  const ipCount = network
    ? await countAttempt(context.db, ipAttemptKey(intent, network), AUTH_IP_LIMITS[intent])
    : null;
  if (ipCount && !ipCount.allowed) {
    await logSecurityEvent(context.db, {
      type: "rate_limit_exceeded",
      severity: "medium",
      details: { intent, network, attempts: ipCount.attempts },
      facts,
    });
    return fail(429, AUTH_MESSAGES.tooManyAttempts);
  }

  if (!email) return fail(400, AUTH_MESSAGES.emailRequired, "email");
  if (!isValidEmail(email)) return fail(400, AUTH_MESSAGES.invalidEmail, "email");

  // This account from this network is what a guesser burns: both keys are the attacker's own, so
  // refusing on them locks out nobody else. An attempt refused here counts for nothing further.
  const pairCount = await countAttempt(context.db, pairAttemptKey(intent, email, network), AUTH_ATTEMPT_LIMIT);
  if (!pairCount.allowed) {
    await logSecurityEvent(context.db, {
      type: "rate_limit_exceeded",
      severity: "medium",
      details: { intent, email, attempts: pairCount.attempts },
      facts,
    });
    return fail(429, AUTH_MESSAGES.tooManyAttempts);
  }
  // Across every network the account only asks for the captcha past its ceiling, never refuses:
  // a refusal there would let any set of networks lock the owner out.
  const accountCount = await countAttempt(context.db, emailAttemptKey(intent, email), AUTH_ACCOUNT_LIMIT);

  // The server decides when the captcha is due: after a few attempts it is required whatever the form says.
  // The admin's captcha mode (/admin/config): off skips it, always requires it on every attempt.
  const underSuspicion =
    pairCount.attempts > CAPTCHA_AFTER_ATTEMPTS ||
    (ipCount?.attempts ?? 0) > CAPTCHA_AFTER_ATTEMPTS * 3 ||
    !accountCount.allowed;
  const { captchaMode } = await loadSiteSettings(context);
  if (
    captchaMode !== "off" &&
    (await checkCaptcha(context.config, form, facts.ipAddress, {
      required: captchaMode === "always" || underSuspicion,
    })) === "failed"
  ) {
    return fail(400, AUTH_MESSAGES.captchaRequired, "captcha");
  }

  const deps = { db: context.db, config: context.config };

  if (intent === "reset") {
    // Known and unknown emails answer alike and at once: the lookup and the email go on after the answer.
    context.waitUntil(
      requestPasswordReset(deps, email).catch((error) => logger.error("password reset email failed", { error })),
    );
    return redirectWithToast(request, context, "/auth", { ...AUTH_MESSAGES.resetSent, tone: "success" });
  }

  if (intent === "signup") {
    const password = String(form.get("password") ?? "");
    if (!isStrongPassword(password))
      return fail(400, AUTH_MESSAGES.invalidPassword, "password", passwordRuleDetail(password));
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
      return fail(403, AUTH_MESSAGES.unverified);
    }
    await logSecurityEvent(context.db, {
      type: "failed_login",
      severity: "low",
      details: { email },
      userId: error.userId,
      facts,
    });
    return fail(401, AUTH_MESSAGES.invalidCredentials, "password");
  }
}

function parseIntent(form: FormData): AuthIntent {
  return readIntent(form, AUTH_INTENTS) ?? "signin";
}
