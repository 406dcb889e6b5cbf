import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { CartLineItem } from "~/components/cart/CartLineItem";
import { CartSummary } from "~/components/cart/CartSummary";
import { ClearCartForm } from "~/components/cart/ClearCartForm";
import { handleCartAction } from "~/lib/cart/cart-action.server";
import { loadCart } from "~/lib/cart/cart.server";
import { receiveCart } from "~/lib/cart/cart-ui-store";

export const meta: MetaFunction = () => [{ title: "Your cart | Boho Boutique" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const cart = await loadCart(request, context);
  return data({ cart }, { headers: { "Cache-Control": "private, no-store" } });
}

/** One action for every cart change (intent add | update | remove | clear). */
export const action = ({ request, context }: ActionFunctionArgs) => handleCartAction(request, context);

export default function CartPage() {
  const { cart: loaded } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const cart = actionData?.cart ?? loaded;
  useEffect(() => receiveCart(cart), [cart]);
  const [searchParams] = useSearchParams();
  const notice = searchParams.get("notice");

  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl text-ink-900">Your cart</h1>
      {actionData?.message ? (
        <p role="alert" className={`mt-4 rounded-xl px-4 py-3 ${actionData.ok ? "bg-sage-300/40 text-ink-900" : "bg-rose-300/40 text-ink-900"}`}>{actionData.message}</p>
      ) : notice ? (
        <p role="status" className="mt-4 rounded-xl bg-sage-300/40 px-4 py-3 text-ink-900">{notice}</p>
      ) : null}
      {cart.lines.length === 0 ? (
        <div className="mt-10 rounded-2xl bg-white/70 p-10 text-center ring-1 ring-sand-200">
          <p className="text-lg text-ink-700">Your cart is empty.</p>
          <a href="/products" className="mt-6 inline-block rounded-full bg-clay-600 px-6 py-3 font-medium text-sand-50 hover:bg-clay-700">Browse Products</a>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-label="Cart items">
            <ul className="divide-y divide-sand-200 rounded-2xl bg-white/70 px-4 ring-1 ring-sand-200">
              {cart.lines.map((line) => (
                <li key={line.variantId}><CartLineItem line={line} redirectTo="/cart" /></li>
              ))}
            </ul>
            <div className="mt-4 flex justify-end"><ClearCartForm redirectTo="/cart" /></div>
          </section>
          <CartSummary cart={cart} />
        </div>
      )}
    </main>
  );
}
