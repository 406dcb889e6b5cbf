import { JsReplyField } from "../ui/JsReplyField";

/**
 * Hidden fields of every cart form. `redirectTo` brings a shopper without
 * JavaScript back; once hydrated, <JsReplyField> asks the action for data instead.
 */
export function CartFormFields({
  intent,
  variantId,
  redirectTo,
}: {
  intent: "add" | "add-several" | "update" | "remove" | "clear";
  variantId?: string;
  redirectTo: string;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {variantId ? <input type="hidden" name="variantId" value={variantId} /> : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <JsReplyField />
    </>
  );
}
