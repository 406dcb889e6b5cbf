import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContentPage } from "../components/layout/ContentPage";
import { BackInStockForm } from "../components/product/BackInStockForm";
import { getUser } from "../lib/auth/session.server";
import { awaitAll } from "../lib/platform/await-all";
import { handleBackInStockRequest } from "../lib/restock/back-in-stock-action.server";
import { findAlertVariant } from "../lib/restock/back-in-stock-alerts.server";
import { loadSiteSettings } from "../lib/settings/site-settings.server";

export const meta: MetaFunction = () => [
  { title: "Email me when it's back | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

// The alert form's own page: where asking without JavaScript lands when it needs another try, and where the
// captcha widget is shown when the server asks for it. The product and variant come from the catalogue.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const handle = (url.searchParams.get("product") ?? "").slice(0, 200);
  const variantId = (url.searchParams.get("variant") ?? "").slice(0, 200);
  const [found, user, { captchaMode }] = await awaitAll([
    handle && variantId ? findAlertVariant(context, handle, variantId) : Promise.resolve(null),
    getUser(request, context),
    loadSiteSettings(context),
  ]);
  const page = {
    alert: found
      ? {
          productHandle: found.product.handle,
          productTitle: found.product.title,
          variantId: found.variant.id,
          optionsLabel: found.optionsLabel,
          soldOut: found.soldOut,
        }
      : null,
    captchaSiteKey: user || captchaMode === "off" ? "" : context.config.TURNSTILE_SITE_KEY,
  };
  return data(page, { status: found ? 200 : 404, headers: { "Cache-Control": "private, no-store" } });
}

export const action = ({ request, context }: ActionFunctionArgs) => handleBackInStockRequest(request, context);

export default function BackInStockPage() {
  const { alert, captchaSiteKey } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!alert)
    return (
      <ContentPage title="Email me when it's back">
        <p>
          We couldn't find that product or size. <a href="/products">Browse the shop</a>.
        </p>
      </ContentPage>
    );
  const productPath = `/products/${alert.productHandle}`;
  return (
    <ContentPage eyebrow="Back-in-stock alert" title={alert.productTitle} intro={<p>{alert.optionsLabel}</p>}>
      {alert.soldOut ? (
        <div className="max-w-md">
          <BackInStockForm
            productHandle={alert.productHandle}
            variantId={alert.variantId}
            redirectTo={productPath}
            captchaSiteKey={captchaSiteKey}
            reply={reply}
          />
        </div>
      ) : (
        <p>Good news: this one is in stock.</p>
      )}
      <p>
        <a href={productPath}>Back to {alert.productTitle}</a>
      </p>
    </ContentPage>
  );
}
