// POST /back-in-stock: a shopper asks for an alert on a sold-out variant.
// Counted per network first, then the form is read; the catalogue decides
// whether the variant exists and is sold out. A guest passes the captcha under
// sign-up's rule (the admin's mode; required when the network has asked often)
// and is sent a confirmation link; a signed-in shopper's alert is on at once.
// Failures come back in the form contract's shape with a status that fits.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { CAPTCHA_AFTER_ATTEMPTS, countAttempt } from "../auth/rate-limit.server";
import { checkCaptcha } from "../auth/captcha.server";
import { getUser } from "../auth/session.server";
import { readFormBody, replyFailure } from "../forms/form-body.server";
import { formFailure, type FormValues } from "../platform/reply";
import { parseSubmission } from "../forms/parse-submission";
import { logger } from "../platform/logger";
import { replyWithToast, returnTarget, wantsJson } from "../forms/reply.server";
import { networkKeyOf } from "../security/network-key";
import { requestFacts } from "../security/events.server";
import { loadSiteSettings } from "../settings/site-settings.server";
import { ALERT_REQUEST_LIMIT, findAlertVariant, requestAlert } from "./back-in-stock-alerts.server";
import { BACK_IN_STOCK_MESSAGES, BackInStockSchema, toastOfOutcome } from "./back-in-stock-form";
import { awaitAll } from "../platform/await-all";

export async function handleBackInStockRequest(request: Request, context: AppLoadContext) {
  const form = await readFormBody(request);
  try {
    return await handleRequest(request, context, form);
  } catch (error) {
    if (error instanceof Response && error.status !== 503) throw error;
    // The database or the shop is down (or past its deadline): the shopper reads a plain message, the log the cause.
    logger.error("Back-in-stock request failed", { error: error instanceof Response ? error.status : String(error) });
    return replyFailure(formFailure({ formError: BACK_IN_STOCK_MESSAGES.unavailable }), 503, { "Retry-After": "10" });
  }
}

async function handleRequest(request: Request, context: AppLoadContext, form: FormData) {
  const refuse = (status: number, values: FormValues, formError: string) =>
    replyFailure(formFailure({ values, formError }), status);

  // The network is counted before any other work: a flood costs one upsert per request.
  const network = await countAttempt(
    context.db,
    `restock:${networkKeyOf(request)}`,
    ALERT_REQUEST_LIMIT.attempts,
    ALERT_REQUEST_LIMIT.windowMs,
  );
  const parsed = parseSubmission(form, BackInStockSchema);
  if (!parsed.ok) return replyFailure(parsed.failure, 400);
  const { values } = parsed;
  if (!network.allowed) return refuse(429, values, BACK_IN_STOCK_MESSAGES.tooMany);

  const { product, variantId } = parsed.value;
  const [user, found] = await awaitAll([getUser(request, context), findAlertVariant(context, product, variantId)]);
  if (!found) return refuse(404, values, BACK_IN_STOCK_MESSAGES.unknownVariant);
  if (!found.soldOut) return refuse(409, values, BACK_IN_STOCK_MESSAGES.inStock);

  let email: string;
  if (user) email = user.email;
  else {
    if (!parsed.value.email)
      return replyFailure(formFailure({ values, fieldErrors: { email: [BACK_IN_STOCK_MESSAGES.emailRequired] } }), 400);
    email = parsed.value.email;
    // Sign-up's rule: the admin's mode decides (off, on demand, always); a network that has asked often must pass it.
    const { captchaMode } = await loadSiteSettings(context);
    const underSuspicion = network.attempts > CAPTCHA_AFTER_ATTEMPTS * 3;
    if (
      captchaMode !== "off" &&
      (await checkCaptcha(context.config, form, requestFacts(request).ipAddress, {
        required: captchaMode === "always" || underSuspicion,
      })) === "failed"
    )
      return replyFailure(
        formFailure({ values, fieldErrors: { captcha: [BACK_IN_STOCK_MESSAGES.captchaRequired] } }),
        400,
      );
  }

  const outcome = await requestAlert(context, { found, email, user });
  return replyWithToast(request, context, {
    json: wantsJson(form),
    // A guest's answer is one (202: an email may follow), whatever the address has; a shopper's is their own.
    status: outcome === "email-sent" ? 202 : outcome === "active" ? 201 : 200,
    to: returnTarget(request, form, `/products/${found.product.handle}`),
    toast: toastOfOutcome(outcome, { productTitle: found.product.title, optionsLabel: found.optionsLabel }),
    extra: { alert: outcome },
  });
}
