import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { Field, TextareaField } from "../forms/Field";
import { StatusButton } from "../forms/StatusButton";
import { JsReplyField } from "../ui/JsReplyField";
import { receiveCart } from "../../hooks/cart-ui-store";
import { useContractForm } from "../../hooks/useContractForm";
import {
  DISCOUNT_CODE_MAX_CHARS,
  GIFT_CARD_CODE_MAX_CHARS,
  GIFT_NOTE_MAX_CHARS,
  type CartCodeIntent,
} from "../../lib/cart/cart-codes";
import type { CartCodeReply, CartView } from "../../lib/cart/cart-view";
import { isFormFailure } from "../../lib/platform/reply";
import { formatMoney } from "../../lib/catalog/money";

type Place = "page" | "drawer";

/**
 * A code form's fetcher (JavaScript on) and the reply it shows: the fetcher's, or on the cart page rendered
 * without JavaScript, the page's own action answer for this intent (so a refused code comes back typed in).
 */
function useCodeForm(place: Place, intent: CartCodeIntent) {
  const fetcher = useFetcher<CartCodeReply>({ key: `cart-code:${place}:${intent}` });
  const pageReply = useActionData<unknown>();
  const fromPage = place === "page" && isFormFailure(pageReply) && pageReply.intent === intent ? pageReply : undefined;
  const reply = fetcher.data ?? fromPage;
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) receiveCart(fetcher.data.cart);
  }, [fetcher.state, fetcher.data]);
  return { fetcher, reply, done: fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data.message : null };
}

/** A refusal that concerns no one field (the shop could not be asked). */
function FormProblem({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 w-full text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function HiddenFields({ intent, redirectTo }: { intent: CartCodeIntent; redirectTo: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <JsReplyField />
    </>
  );
}

/** An applied (or kept but refused) code, with its Remove button: a form of its own. */
function KeptCode({
  place,
  intent,
  redirectTo,
  tone,
  children,
  removeLabel,
}: {
  place: Place;
  intent: CartCodeIntent;
  redirectTo: string;
  tone: "applied" | "refused";
  children: ReactNode;
  removeLabel: string;
}) {
  const { fetcher, reply } = useCodeForm(place, intent);
  const problem = isFormFailure(reply) ? reply.formError : null;
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      aria-describedby={problem ? `${place}-${intent}-error` : undefined}
      className={`mt-2 flex flex-wrap items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm ${
        tone === "applied" ? "bg-sage-300/40 text-ink-900" : "bg-rose-300/30 text-ink-900"
      }`}
    >
      <HiddenFields intent={intent} redirectTo={redirectTo} />
      <p className="min-w-0">{children}</p>
      <StatusButton type="submit" variant="link" size="sm" fetcherState={fetcher.state} aria-label={removeLabel}>
        Remove
      </StatusButton>
      <FormProblem id={`${place}-${intent}-error`} message={problem} />
    </fetcher.Form>
  );
}

function CodeEntry({
  place,
  intent,
  name,
  label,
  maxLength,
  redirectTo,
  autoComplete,
}: {
  place: Place;
  intent: "apply-discount" | "apply-gift-card";
  name: "discountCode" | "giftCardCode";
  label: string;
  maxLength: number;
  redirectTo: string;
  autoComplete?: string;
}) {
  const { fetcher, reply, done } = useCodeForm(place, intent);
  const { failure, fields } = useContractForm<typeof name>(`${place}-${intent}`, reply);
  return (
    <fetcher.Form method="post" action="/cart" noValidate className="mt-3">
      <HiddenFields intent={intent} redirectTo={redirectTo} />
      <div className="flex items-start gap-2">
        <Field
          label={label}
          labelClassName="text-sm"
          className="min-w-0 flex-1"
          field={fields[name]}
          inputProps={{
            maxLength,
            autoComplete: autoComplete ?? "off",
            autoCapitalize: "characters",
            spellCheck: false,
            className: "uppercase placeholder:normal-case",
          }}
        />
        <StatusButton
          type="submit"
          variant="outline"
          size="md"
          className="mt-7 shrink-0"
          fetcherState={fetcher.state}
          pendingLabel="Checking…"
        >
          Apply
        </StatusButton>
      </div>
      {done ? (
        <p role="status" className="mt-1 text-sm text-sage-700">
          {done}
        </p>
      ) : null}
      <FormProblem id={`${place}-${intent}-error`} message={failure?.formError ?? null} />
    </fetcher.Form>
  );
}

function GiftNote({ place, note, redirectTo }: { place: Place; note: string | null; redirectTo: string }) {
  const { fetcher, reply, done } = useCodeForm(place, "save-note");
  const { failure, fields } = useContractForm<"note">(`${place}-save-note`, reply);
  return (
    <details className="group mt-4 border-t border-sand-200 pt-3" open={Boolean(note || failure) || undefined}>
      <summary className="cursor-pointer font-medium text-ink-900 underline-offset-2 hover:underline">
        Add a gift message
      </summary>
      <fetcher.Form method="post" action="/cart" noValidate className="mt-2">
        <HiddenFields intent="save-note" redirectTo={redirectTo} />
        <TextareaField
          key={note ?? ""}
          label="Gift message"
          labelClassName="text-sm"
          description={`Sent with your order as its note, up to ${GIFT_NOTE_MAX_CHARS} characters.`}
          field={fields.note}
          textareaProps={{
            rows: 3,
            maxLength: GIFT_NOTE_MAX_CHARS,
            // A refused message comes back through the field; otherwise the kept one is shown.
            ...(failure ? {} : { defaultValue: note ?? "" }),
          }}
        />
        <div className="mt-2 flex items-center gap-3">
          <StatusButton type="submit" variant="outline" size="sm" fetcherState={fetcher.state} pendingLabel="Saving…">
            Save message
          </StatusButton>
          {done ? (
            <p role="status" className="text-sm text-sage-700">
              {done}
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </details>
  );
}

/**
 * The cart's discount code, gift card and gift message: each a real form posting to the cart action (works
 * without JavaScript), upgraded to a fetcher. Whether a code applies and what it saves is the shop's answer.
 */
export function CartCodeForms({ cart, place, redirectTo }: { cart: CartView; place: Place; redirectTo: string }) {
  const { codes } = cart;
  const discount = codes?.discount ?? null;
  const giftCard = codes?.giftCard ?? null;
  return (
    <section
      aria-label="Discount code, gift card and gift message"
      className={place === "page" ? "mt-6 rounded-2xl bg-white/70 p-5 ring-1 ring-sand-200" : "mt-2 pb-4"}
      data-testid={`cart-codes-${place}`}
    >
      {discount ? (
        <KeptCode
          place={place}
          intent="remove-discount"
          redirectTo={redirectTo}
          tone={discount.applicable || codes?.unavailable ? "applied" : "refused"}
          removeLabel={`Remove discount code ${discount.code}`}
        >
          {discount.applicable ? (
            <>
              Discount <strong className="font-semibold">{discount.code}</strong> applied: you save{" "}
              <span className="tabular-nums">{formatMoney(discount.saving)}</span>
            </>
          ) : codes?.unavailable ? (
            <>
              Discount <strong className="font-semibold">{discount.code}</strong> will be checked again at checkout.
            </>
          ) : (
            <>
              Discount <strong className="font-semibold">{discount.code}</strong> doesn't apply to your cart as it is
              now.
            </>
          )}
        </KeptCode>
      ) : (
        <CodeEntry
          place={place}
          intent="apply-discount"
          name="discountCode"
          label="Discount code"
          maxLength={DISCOUNT_CODE_MAX_CHARS}
          redirectTo={redirectTo}
        />
      )}
      {giftCard ? (
        <KeptCode
          place={place}
          intent="remove-gift-card"
          redirectTo={redirectTo}
          tone={giftCard.applied || codes?.unavailable ? "applied" : "refused"}
          removeLabel="Remove gift card"
        >
          {giftCard.applied ? (
            <>
              Gift card ending <strong className="font-semibold">{giftCard.lastCharacters}</strong>:{" "}
              <span className="tabular-nums">{formatMoney(giftCard.balance)}</span> to spend. Enter it again at checkout
              to pay with it.
            </>
          ) : codes?.unavailable ? (
            <>Your gift card will be checked at checkout.</>
          ) : (
            <>This gift card can't be used: it has no balance left.</>
          )}
        </KeptCode>
      ) : (
        <CodeEntry
          place={place}
          intent="apply-gift-card"
          name="giftCardCode"
          label="Gift card"
          maxLength={GIFT_CARD_CODE_MAX_CHARS}
          redirectTo={redirectTo}
        />
      )}
      <GiftNote place={place} note={codes?.note ?? null} redirectTo={redirectTo} />
    </section>
  );
}
