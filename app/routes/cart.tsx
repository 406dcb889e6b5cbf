import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  useActionData,
  useLoaderData,
  useSearchParams,
  type ClientActionFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect } from "react";
import { EmptyCart } from "../components/cart/EmptyCart";
import { CartLineItem } from "../components/cart/CartLineItem";
import { CartSummary } from "../components/cart/CartSummary";
import { ClearCartForm } from "../components/cart/ClearCartForm";
import { useCartFetcher } from "../components/cart/useCartFetcher";
import { handleCartAction } from "../lib/cart/cart-action.server";
import { loadCartForPage } from "../lib/cart/cart.server";
import { suggestForFreeShipping } from "../lib/cart/free-shipping-suggestions.server";
import { FreeShippingSuggestions } from "../components/cart/FreeShippingSuggestions";
import { CartCodeForms } from "../components/cart/CartCodeForms";
import { sendCartChangeInTurn } from "../lib/cart/cart-change-queue";
import { receiveCart } from "../hooks/cart-ui-store";
import { isFormFailure } from "../lib/platform/reply";
import { Alert } from "../components/ui/Alert";

export const meta: MetaFunction = () => [
  { title: "Your cart | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cart, unavailable } = await loadCartForPage(request, context);
  const suggestions = unavailable ? [] : await suggestForFreeShipping(context, cart);
  return data({ cart, unavailable, suggestions }, { headers: { "Cache-Control": "private, no-store" } });
}

/** One action for every cart change (intent add | update | remove | clear). */
export const action = ({ request, context }: ActionFunctionArgs) => handleCartAction(request, context);

/** With JavaScript every cart form on any page posts through here, so changes reach the server one at a time. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) =>
  sendCartChangeInTurn(() => serverAction<typeof action>());

/**
 * On other pages this loader only feeds the drawer's fetcher, and every cart change answers with the new cart
 * already; reloading it after each change would only be aborted by the next change's reload.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl, formAction, defaultShouldRevalidate }) =>
  nextUrl.pathname !== "/cart" && formAction === "/cart" ? false : defaultShouldRevalidate;

const CLEAR_CART_FETCHER = "clear-cart:page";

export default function CartPage() {
  const { cart: loaded, unavailable, suggestions } = useLoaderData<typeof loader>();
  // Without JavaScript a refused change comes back as the page's action data: its reason, and the cart as it stands.
  const actionData = useActionData<typeof action>();
  const failure = isFormFailure(actionData) ? actionData : null;
  const cart = failure?.data?.cart ?? loaded;
  const [searchParams] = useSearchParams();
  useCartFetcher(CLEAR_CART_FETCHER);
  useEffect(() => receiveCart(cart), [cart]);

  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl text-ink-900">Your cart</h1>
      {unavailable ? (
        <Alert tone="error" className="mt-4">
          {unavailable}
        </Alert>
      ) : null}
      {failure?.formError ? (
        <Alert tone="error" className="mt-4">
          {failure.formError}
        </Alert>
      ) : null}
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-label="Cart items">
            <ul className="divide-y divide-sand-200 rounded-2xl bg-white/70 px-4 ring-1 ring-sand-200">
              {cart.lines.map((line) => (
                <li key={line.variantId}>
                  <CartLineItem line={line} redirectTo="/cart" />
                </li>
              ))}
            </ul>
            <div className="mt-6 flex justify-end border-t border-sand-200 pt-4">
              <ClearCartForm
                redirectTo="/cart"
                fetcherKey={CLEAR_CART_FETCHER}
                itemCount={cart.totalQuantity}
                confirming={searchParams.get("clear") === "confirm"}
              />
            </div>
          </section>
          <div>
            <CartSummary cart={cart} />
            <CartCodeForms cart={cart} place="page" redirectTo="/cart" />
            <FreeShippingSuggestions cart={cart} suggestions={suggestions} redirectTo="/cart" />
          </div>
        </div>
      )}
    </main>
  );
}
