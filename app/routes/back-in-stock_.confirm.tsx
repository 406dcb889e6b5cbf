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
import { confirmAlert, findPendingAlert } from "../lib/restock/back-in-stock-alerts.server";

export const meta: MetaFunction = () => [
  { title: "Confirm your back-in-stock alert | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

const TOKEN_PAGE_HEADERS = { "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" } as const;
export const headers: HeadersFunction = () => TOKEN_PAGE_HEADERS;

const LINK_INVALID = "This link has expired or was already used.";

const tokenOf = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : "");

// Opening the emailed link shows what it turns on and changes nothing (mail scanners open links too): the
// button's POST confirms.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  const alert = await findPendingAlert(context.db, token);
  return data({ alert, token: alert ? token : "" }, { status: alert ? 200 : 404, headers: TOKEN_PAGE_HEADERS });
}

// Confirmed, the shopper lands on the product with a toast (POST-redirect-GET); a spent link says so here.
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormBody(request);
  const confirmed = await confirmAlert(context.db, tokenOf(form.get("token")));
  if (!confirmed) return replyFailure(formFailure({ formError: LINK_INVALID }), 400, TOKEN_PAGE_HEADERS);
  return redirectWithToast(request, context, `/products/${confirmed.productHandle}`, {
    title: "Your alert is on",
    message: `We'll email you once, as soon as ${confirmed.productTitle} is back in ${confirmed.optionsLabel}.`,
    tone: "success",
  });
}

export default function ConfirmBackInStock() {
  const { alert, token } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!alert || reply)
    return (
      <ContentPage title="Confirm your alert">
        <p role="alert">{LINK_INVALID}</p>
        <p>
          <a href="/products">Browse the shop</a>
        </p>
      </ContentPage>
    );
  return (
    <ContentPage eyebrow="Back-in-stock alert" title="Confirm your alert">
      <p>
        Turn on the email for <strong>{alert.productTitle}</strong> ({alert.optionsLabel}): we'll write once, when it's
        back in stock.
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <StatusButton size="lg" pendingLabel="Turning on…">
          Turn on the alert
        </StatusButton>
      </Form>
    </ContentPage>
  );
}
