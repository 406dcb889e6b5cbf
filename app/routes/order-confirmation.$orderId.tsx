import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { trackPurchase } from "../lib/analytics/commerce-events";
import { OrderDetails } from "../components/account/OrderDetails";
import { requireUser } from "../lib/auth/session.server";
import { findOrderForEmail } from "../lib/orders/orders.server";

export const meta: MetaFunction = () => [
  { title: "Order confirmation | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const order = await findOrderForEmail(context.db, params.orderId ?? "", user.email);
  // Someone else's order is simply not found: its existence is not ours to confirm.
  if (!order) throw new Response("Not found", { status: 404 });
  return { order };
}

export default function OrderConfirmationPage() {
  const { order } = useLoaderData<typeof loader>();
  useEffect(() => {
    trackPurchase(
      order.id,
      order.lines.map((line, index) => ({
        id: `${order.id}-${index}`,
        name: line.title,
        variant: line.variantTitle ?? undefined,
        price: Number(line.price),
        quantity: line.quantity,
      })),
      Number(order.totalPrice),
    );
  }, [order]);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-4xl">Thank you for your order</h1>
      <p className="mt-2 mb-8 text-ink-700">We've sent a confirmation to {order.email}.</p>
      <OrderDetails order={order} />
      <p className="mt-6">
        <a href="/orders" className="font-medium text-clay-700 underline underline-offset-4">
          All my orders
        </a>
      </p>
    </main>
  );
}
