import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OutboxList } from "../components/account/OutboxList";
import { listOutbox } from "../lib/email/outbox.server";

export const meta: MetaFunction = () => [
  { title: "Email outbox (development) | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

// Development only: the emails the app would have sent, links in plain text. 404 everywhere else,
// so a production (or test, or missing) APP_ENV can never show it.
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.config.APP_ENV !== "development") throw new Response("Not found", { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.trim().toLowerCase() || null;
  return { to, emails: await listOutbox(context.db, to) };
}

export default function DevOutboxPage() {
  const { to, emails } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-4xl">Email outbox</h1>
      <p className="mt-2 text-ink-700">Development only. Emails {to ? `to ${to}` : "to everyone"}, newest first.</p>
      <OutboxList emails={emails} />
    </main>
  );
}
