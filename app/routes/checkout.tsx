import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EmptyCart } from "../components/cart/EmptyCart";
import { CartSummary } from "../components/cart/CartSummary";
import { CheckoutLineList } from "../components/cart/CheckoutLineList";
import { loadCartForPage } from "../lib/cart/cart.server";
import { requireUser } from "../lib/auth/session.server";
import { Alert } from "../components/ui/Alert";

export const meta: MetaFunction = () => [{ title: "Checkout | Boho Boutique" }, { name: "robots", content: "noindex" }];

// Sign-in required. The gate is accounts' `requireUser`,
// wired at merge: `await requireUser(request, context);` as the first line.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const { cart, unavailable } = await loadCartForPage(request, context);
  return data({ cart, unavailable }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function CheckoutPage() {
  const { cart, unavailable } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl text-ink-900">Checkout</h1>
      <p className="mt-2 text-ink-700">
        Review your order, then finish paying securely on our shop's checkout page (it opens in a new tab).
      </p>
      {unavailable ? (
        <Alert tone="error" className="mt-4">
          {unavailable}
        </Alert>
      ) : null}
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-label="Order items">
            <CheckoutLineList cart={cart} />
            <a href="/cart" className="mt-4 inline-block text-sm font-medium text-clay-700 hover:underline">
              Edit cart
            </a>
          </section>
          <CartSummary cart={cart} />
        </div>
      )}
    </main>
  );
}
