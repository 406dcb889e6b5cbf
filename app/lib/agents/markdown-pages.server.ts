// Markdown for the pages that have it (content-negotiation.ts), answered by the Worker when a request asks
// for `text/markdown`: each page's facts from the same domain functions its route uses (the listing query,
// the product page's lookup and review read, the collections overview, the lookbooks, the policy content),
// with the same redirects and not-found answers. Nothing personal is read: no cookie, no account.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { loadCollectionsOverview } from "../catalog/collections-page.server";
import { CollectionNotFoundError, loadListingPage } from "../catalog/listing-page.server";
import { canonicalListingSearch, scopeOf } from "../catalog/listing-urls";
import { isPolicyPath, policyPage } from "../content/policy-pages";
import { isLookSlug } from "../looks/look-form";
import { listPublishedLooks, loadPublishedLook } from "../looks/look-page.server";
import { requireProductBySlug, requireStorefrontProduct } from "../product/product.server";
import { listingCardRatings } from "../reviews/card-ratings.server";
import { freeShippingLabel } from "../settings/free-shipping";
import { loadSiteSettings } from "../settings/site-settings.server";
import { logger } from "../platform/logger";
import { loadReviewFacts } from "./agent-products.server";
import { collectionsMarkdown } from "./collections-markdown";
import { MARKDOWN_CONTENT_TYPE } from "./content-negotiation";
import { listingMarkdown } from "./listing-markdown";
import { lookbooksMarkdown, lookMarkdown } from "./lookbook-markdown";
import { markdownDocument } from "./markdown-text";
import { policyMarkdown } from "./policy-markdown";
import { productFactsOf } from "./product-facts";
import { productMarkdown } from "./product-markdown";

function markdown(body: string, status = 200, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  all.set("Content-Type", MARKDOWN_CONTENT_TYPE);
  return new Response(body, { status, headers: all });
}

function notFound(what = "Page not found"): Response {
  return markdown(markdownDocument([`# ${what}`, "Start again from /products or /collections."]), 404);
}

function segment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

async function listingPage(request: Request, context: AppLoadContext, collectionHandle: string | null) {
  const url = new URL(request.url);
  const canonical = canonicalListingSearch(url, collectionHandle);
  if (canonical !== null) return redirect(`${url.pathname}${canonical}`);
  let load;
  try {
    load = await loadListingPage(request, context, collectionHandle === null ? {} : { collectionHandle });
  } catch (error) {
    if (error instanceof CollectionNotFoundError) return notFound("Collection not found");
    throw error;
  }
  const ids = load.data.status === "ok" ? load.data.products.map((card) => card.id) : [];
  const ratings = await listingCardRatings(context.db, ids);
  return markdown(
    listingMarkdown(load.data, scopeOf(collectionHandle), url.origin, ratings),
    load.httpStatus,
    load.headers,
  );
}

async function productPage(context: AppLoadContext, origin: string, slug: string, source: "any" | "shopify") {
  const product =
    source === "shopify" ? await requireStorefrontProduct(context, slug) : await requireProductBySlug(context, slug);
  const facts = productFactsOf(product, origin, await loadReviewFacts(context, product));
  return markdown(productMarkdown(facts));
}

async function lookPage(context: AppLoadContext, origin: string, slug: string) {
  const look = isLookSlug(slug) ? await loadPublishedLook(context, slug) : null;
  return look ? markdown(lookMarkdown(look, origin)) : notFound();
}

async function answerFor(request: Request, context: AppLoadContext): Promise<Response> {
  const { pathname, origin } = new URL(request.url);
  if (pathname === "/products") return listingPage(request, context, null);
  if (pathname === "/collections") return markdown(collectionsMarkdown(await loadCollectionsOverview(context), origin));
  if (pathname === "/lookbooks") return markdown(lookbooksMarkdown(await listPublishedLooks(context.db), origin));
  if (isPolicyPath(pathname)) {
    const { freeShippingThreshold } = await loadSiteSettings(context);
    const page = policyPage(pathname, { freeShipping: freeShippingLabel(freeShippingThreshold) });
    return markdown(policyMarkdown(page, origin));
  }
  const [, kind, raw] = /^\/(products|shopify-product|collections|lookbooks)\/([^/]+)$/.exec(pathname) ?? [];
  const value = raw === undefined ? null : segment(raw);
  if (value === null) return notFound();
  if (kind === "collections") return listingPage(request, context, value);
  if (kind === "lookbooks") return lookPage(context, origin, value);
  return productPage(context, origin, value, kind === "shopify-product" ? "shopify" : "any");
}

/** The Markdown answer for a page that has one; the lookups' own 404 and 503 answers become Markdown too. */
export async function serveMarkdownPage(request: Request, context: AppLoadContext): Promise<Response> {
  try {
    return await answerFor(request, context);
  } catch (error) {
    if (error instanceof Response && error.status === 404) return notFound(error.statusText || "Page not found");
    if (error instanceof Response && error.status >= 300 && error.status < 400) return error;
    if (!(error instanceof Response))
      logger.error("A Markdown page failed", { path: new URL(request.url).pathname, error });
    const unavailable = markdownDocument(["# Service temporarily unavailable", "Please try again in a moment."]);
    return markdown(unavailable, 503, { "Retry-After": "10" });
  }
}
