import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CartSummary } from "~/components/cart/CartSummary";
import { CheckoutLineList } from "~/components/cart/CheckoutLineList";
import { loadCart } from "~/lib/cart/cart.server";
import { requireUser } from "~/lib/auth/session.server";
import { recordFunnelEventAfterResponse } from "~/lib/analytics/shop-funnel.server";

export const meta: MetaFunction = () => [{ title: "Checkout | Boho Boutique" }, { name: "robots", content: "noindex" }];

// Sign-in required (spec 000 section 6). The gate is accounts' `requireUser`,
// wired at merge: `await requireUser(request, context);` as the first line.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const cart = await loadCart(request, context);
  if (cart.lines.length > 0) recordFunnelEventAfterResponse(request, context, "checkout_handoff");
  return data({ cart }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function CheckoutPage() {
  const { cart } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl text-ink-900">Checkout</h1>
      <p className="mt-2 text-ink-700">Review your order, then finish paying securely on our shop's checkout page (it opens in a new tab).</p>
      {cart.lines.length === 0 ? (
        <div className="mt-10 rounded-2xl bg-white/70 p-10 text-center ring-1 ring-sand-200">
          <p className="text-lg text-ink-700">Your cart is empty.</p>
          <a href="/products" className="mt-6 inline-block rounded-full bg-clay-600 px-6 py-3 font-medium text-sand-50 hover:bg-clay-700">Browse Products</a>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-label="Order items"><CheckoutLineList cart={cart} /><a href="/cart" className="mt-4 inline-block text-sm font-medium text-clay-700 hover:underline">Edit cart</a></section>
          <CartSummary cart={cart} />
        </div>
      )}
    </main>
  );
}
