import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { CaptchaField } from "../account/CaptchaField";
import { ErrorList } from "../forms/ErrorList";
import { Field } from "../forms/Field";
import { StatusButton } from "../forms/StatusButton";
import { JsReplyField } from "../ui/JsReplyField";
import { useContractForm } from "../../hooks/useContractForm";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { EMAIL_MAX_LENGTH } from "../../lib/auth/rules";
import {
  BACK_IN_STOCK_BUTTON,
  backInStockPagePath,
  type BackInStockFields,
} from "../../lib/restock/back-in-stock-form";
import type { Toast } from "../../lib/platform/toast";
import { Alert } from "../ui/Alert";

/** The form's anchor: the phone's add-to-cart bar links here when the chosen size is sold out. */
export const BACK_IN_STOCK_ANCHOR = "back-in-stock";

type Props = {
  productHandle: string;
  variantId: string;
  /** Where the page returns after asking without JavaScript: the product as it was shown. */
  redirectTo: string;
  /** The captcha widget's key, on the alert's own page; the product page and quick view show no widget. */
  captchaSiteKey?: string;
  /** The action's answer on the alert's own page (no JavaScript), when asking there failed. */
  reply?: unknown;
};

type Reply = { ok: true; toast: Toast } | { ok: false };

/**
 * "Email me when it's back" in the Add button's place on a sold-out variant. A plain POST to /back-in-stock
 * that a fetcher upgrades: a signed-in shopper asks with one click; a guest gives an email and confirms it
 * from the email we send. The form names only the product and variant: the server checks them.
 */
export function BackInStockForm({ productHandle, variantId, redirectTo, captchaSiteKey = "", reply }: Props) {
  const root = useRouteLoaderData<{ user?: { id: string } | null }>("root");
  const signedIn = Boolean(root?.user);
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  const answer: unknown = fetcher.data ?? reply;
  const { failure, fields } = useContractForm<BackInStockFields>("back-in-stock", answer);
  const done = answer && typeof answer === "object" && "ok" in answer && answer.ok === true ? (answer as Reply) : null;
  const pagePath = backInStockPagePath(productHandle, variantId);
  const formError = failure?.formError ?? null;
  const captchaError = failure?.fieldErrors.captcha?.[0] ?? null;

  return (
    <section
      id={BACK_IN_STOCK_ANCHOR}
      aria-labelledby="back-in-stock-heading"
      className="rounded-2xl bg-white/70 p-4 ring-1 ring-sand-200"
      data-testid="back-in-stock"
    >
      <h2 id="back-in-stock-heading" className="mt-0 text-lg text-ink-900">
        Want it when it's back?
      </h2>
      {done && done.ok ? (
        <Alert tone="success" className="mt-2 text-sm">
          <strong className="font-semibold">{done.toast.title}.</strong> {done.toast.message}
        </Alert>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-700">
            {signedIn
              ? "We'll email you once, as soon as this one is back."
              : "Leave your email and we'll write once, as soon as this one is back. We'll ask you to confirm first."}
          </p>
          <fetcher.Form method="post" action={pagePath} noValidate className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="product" value={productHandle} />
            <input type="hidden" name="variantId" value={variantId} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <JsReplyField />
            {formError ? (
              <Alert tone="error" className="text-sm">
                {formError}
              </Alert>
            ) : null}
            {signedIn ? null : (
              <>
                <Field
                  label="Email"
                  labelClassName="text-sm font-semibold"
                  field={fields.email}
                  inputProps={{
                    type: "email",
                    inputMode: "email",
                    required: true,
                    maxLength: EMAIL_MAX_LENGTH,
                    autoComplete: "email",
                  }}
                />
                <CaptchaField siteKey={captchaSiteKey} resetKey={failure ? JSON.stringify(failure) : ""} />
                {captchaError ? (
                  <div>
                    <ErrorList id="back-in-stock-captcha-error" errors={[captchaError]} role="alert" />
                    {captchaSiteKey ? null : (
                      <a href={pagePath} className="text-sm font-medium text-clay-700 underline">
                        Continue on the alert page
                      </a>
                    )}
                  </div>
                ) : null}
              </>
            )}
            <StatusButton fetcherState={fetcher.state} pendingLabel="Sending…" size="lg" className="w-full">
              {BACK_IN_STOCK_BUTTON}
            </StatusButton>
          </fetcher.Form>
        </>
      )}
    </section>
  );
}
