import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OrderDetails } from "~/components/account/OrderDetails";
import { TrackOrderForm } from "~/components/account/TrackOrderForm";
import { isValidEmail, normalizeEmail } from "~/lib/auth/rules";
import { findOrderByNumberAndEmail } from "~/lib/orders/orders.server";
import { sanitizeText } from "~/lib/security/sanitize";
import { logSecurityEvent, requestFacts } from "~/lib/security/events.server";

export const meta: MetaFunction = () => [
  { title: "Track your order | Boho Boutique" },
  { name: "description", content: "Find your Boho Boutique order with its number and your email." },
];

// A GET form: the order number and the email together find an order, for anyone.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const sanitized = sanitizeText(url.searchParams.get("orderNumber") ?? "", 40);
  if (sanitized.suspicious) {
    await logSecurityEvent(context.db, { type: "suspicious_activity", severity: "medium", details: { field: "orderNumber", path: "/track-order" }, facts: requestFacts(request) });
  }
  const orderNumber = sanitized.value;
  const email = normalizeEmail(url.searchParams.get("email")).slice(0, 254);
  if (!url.searchParams.has("orderNumber")) return { orderNumber, email, order: null, error: null };
  if (!orderNumber || !isValidEmail(email)) {
    return data({ orderNumber, email, order: null, error: "Please enter your order number and the email you ordered with." }, { status: 400 });
  }
  const order = await findOrderByNumberAndEmail(context.db, orderNumber, email);
  if (!order) return data({ orderNumber, email, order: null, error: "We couldn't find an order with that number and email." }, { status: 404 });
  return { orderNumber, email, order, error: null };
}

export default function TrackOrderPage() {
  const { orderNumber, email, order, error } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-4xl">Track your order</h1>
      <p className="mt-2 text-ink-700">Enter the order number from your confirmation email and the email you ordered with.</p>
      <TrackOrderForm orderNumber={orderNumber} email={email} error={error} />
      {order ? <div className="mt-8"><OrderDetails order={order} /></div> : null}
    </main>
  );
}
