import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { OrderDetails } from "../components/account/OrderDetails";
import { TrackOrderForm } from "../components/account/TrackOrderForm";
import { trackOrder } from "../lib/orders/track-order.server";
import { readFormBody, replyFailure } from "../lib/forms/form-body.server";
import { formFailure } from "../lib/platform/reply";

export const meta: MetaFunction = () => [
  { title: "Track your order | Boho Boutique" },
  { name: "description", content: "Find your Boho Boutique order with its number and your email." },
];

// The page itself is only the form; the lookup is a limited POST, so no URL carries an email.
export function loader() {
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { status, orderNumber, email, order, error } = await trackOrder(
    context.db,
    request,
    await readFormBody(request),
  );
  // One answer for both fields ("no such order" and "wrong email" alike): a form error, with what was typed kept.
  if (error || !order)
    return replyFailure(
      formFailure({ formError: error, values: { orderNumber, email } }),
      status,
      status === 429 ? { "Retry-After": "900" } : undefined,
    );
  return data({ ok: true as const, order });
}

export default function TrackOrderPage() {
  const reply = useActionData<typeof action>();
  const order = reply && "order" in reply ? reply.order : null;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-4xl">Track your order</h1>
      <p className="mt-2 text-ink-700">
        Enter the order number from your confirmation email and the email you ordered with.
      </p>
      <TrackOrderForm reply={reply} />
      {order ? (
        <div className="mt-8">
          <OrderDetails order={order} />
        </div>
      ) : null}
    </main>
  );
}
