import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { buttonClass } from "../components/ui/button-styles";
import { useLoaderData } from "@remix-run/react";
import { OrderSummaryRow } from "../components/account/OrderSummaryRow";
import { requireUser } from "../lib/auth/session.server";
import { listOrdersForEmail } from "../lib/orders/orders.server";

export const meta: MetaFunction = () => [
  { title: "My Orders | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { orders: await listOrdersForEmail(context.db, user.email) };
}

export default function OrdersPage() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-4xl">My Orders</h1>
      {orders.length === 0 ? (
        <div className="mt-8 rounded-3xl border border-dashed border-sand-300 bg-white p-10 text-center">
          <p className="text-lg text-ink-700">
            No orders yet. When you check out with this email, your orders appear here.
          </p>
          <a href="/products" className={buttonClass({ size: "lg", className: "mt-5" })}>
            Start shopping
          </a>
        </div>
      ) : (
        <ul className="mt-8 space-y-3">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderSummaryRow order={order} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
