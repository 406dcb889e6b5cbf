import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { StatusButton } from "../components/forms/StatusButton";
import { ContentPage } from "../components/layout/ContentPage";
import { readFormBody, replyFailure } from "../lib/forms/form-body.server";
import { formFailure } from "../lib/platform/reply";
import { redirectWithToast } from "../lib/auth/flash.server";
import { emailOfUnsubscribeToken } from "../lib/restock/alert-tokens.server";
import { stopAlertsFor } from "../lib/restock/back-in-stock-alerts.server";

export const meta: MetaFunction = () => [
  { title: "Stop back-in-stock emails | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

const TOKEN_PAGE_HEADERS = { "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" } as const;
export const headers: HeadersFunction = () => TOKEN_PAGE_HEADERS;

const LINK_INVALID = "This link is not valid. Please use the link from your email.";

const tokenOf = (value: unknown) => (typeof value === "string" ? value.slice(0, 1000) : "");

// The link in every alert email, no sign-in needed. Opening it changes nothing; the button stops the alerts
// and lands on the home page with a toast.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  const email = await emailOfUnsubscribeToken(context.config, token);
  return data({ email, token: email ? token : "" }, { status: email ? 200 : 400, headers: TOKEN_PAGE_HEADERS });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormBody(request);
  const email = await emailOfUnsubscribeToken(context.config, tokenOf(form.get("token")));
  if (!email) return replyFailure(formFailure({ formError: LINK_INVALID }), 400, TOKEN_PAGE_HEADERS);
  const stopped = await stopAlertsFor(context.db, email);
  return redirectWithToast(request, context, "/", {
    title: "Back-in-stock alerts stopped",
    message: `We won't email ${email} about the ${stopped === 1 ? "alert" : `${stopped} alerts`} that ${stopped === 1 ? "was" : "were"} waiting.`,
    tone: "success",
  });
}

export default function UnsubscribeBackInStock() {
  const { email, token } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!email || reply)
    return (
      <ContentPage title="Stop back-in-stock emails">
        <p role="alert">{LINK_INVALID}</p>
      </ContentPage>
    );
  return (
    <ContentPage eyebrow="Back-in-stock alerts" title="Stop back-in-stock emails">
      <p>
        Stop every waiting back-in-stock alert for <strong>{email}</strong>? You can ask again on any product page.
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <StatusButton size="lg" pendingLabel="Stopping…">
          Stop the emails
        </StatusButton>
      </Form>
    </ContentPage>
  );
}
