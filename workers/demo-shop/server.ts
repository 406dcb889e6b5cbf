// The demo shop's HTTP server (Node, never the Worker bundle): Storefront
// GraphQL, generated images, the hosted cart page and the test controls.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { generateDemoCatalog, type DemoCatalog } from "./catalog";
import { signShopifyWebhook } from "../../app/lib/orders/shopify-webhook";
import { parseCartPermalink } from "./cart-permalink";
import { faultAnswer, faultDelayMs, FaultQueue, parseFaultSpec, type FaultSpec } from "./faults";
import { renderCartPage, renderErrorPage, renderInfoPage } from "./html-pages";
import { COLLECTION_SCENES, renderImageSvg, type ImageArtwork } from "./images";
import { executeStorefrontRequest, type StorefrontRequestBody, type StorefrontResult } from "./storefront-graphql";
import { executeAdminRequest, type AdminContext } from "./admin-graphql";
import { DemoDraftOrders, orderWebhookPayload } from "./draft-orders";
import { renderInvoicePage } from "./invoice-pages";

export type DemoShopOptions = {
  port?: number;
  host?: string;
  productCount?: number;
  seed?: number;
  accessToken?: string;
  /** Origin used in image URLs and shop.primaryDomain; defaults to the listening address. */
  publicUrl?: string;
  /** The Admin API token the demo shop accepts (X-Shopify-Access-Token). */
  adminAccessToken?: string;
  /** Where a paid invoice's signed orders/create webhook goes (the storefront's webhook route and its secret). */
  orderWebhook?: OrderWebhookTarget | null;
  log?: (message: string) => void;
};

export type OrderWebhookTarget = { url: string; secret: string };

/** A webhook the demo shop sent, kept so tests can read or replay exactly what it signed. */
export type SentWebhook = { url: string; headers: Record<string, string>; body: string; status: number | null };

export type DemoShopStats = {
  graphqlRequests: number;
  /** GraphQL requests answered with an injected fault. */
  faultedRequests: number;
  /** GraphQL requests refused for a missing or wrong token. */
  unauthorizedRequests: number;
  /** Executed requests whose answer carried GraphQL errors. */
  graphqlErrorResponses: number;
  /** Executed requests by operation name ("anonymous" when unnamed). */
  operations: Record<string, number>;
  imageRequests: number;
  cartPageViews: number;
  /** Admin API requests (draft orders), counted apart from the Storefront's. */
  adminRequests: number;
  invoicePageViews: number;
};

export type DemoShop = {
  url: string;
  port: number;
  catalog: DemoCatalog;
  /** Points paid invoices' orders/create webhooks at the storefront (known only once its port is). */
  sendOrdersTo(target: OrderWebhookTarget | null): void;
  close(): Promise<void>;
};

export const DEFAULT_ACCESS_TOKEN = "demo-storefront-token";
export const DEFAULT_ADMIN_ACCESS_TOKEN = "demo-admin-api-token";
const ADMIN_GRAPHQL_PATH = /^\/admin\/api\/(\d{4}-\d{2}|unstable)\/graphql\.json$/;
const INVOICE_PATH = /^\/invoices\/([0-9a-f]{32})(\/pay)?$/;
const MAX_SENT_WEBHOOKS = 50;
const MAX_BODY_BYTES = 1_000_000;
const GRAPHQL_PATH = /^\/api\/(\d{4}-\d{2}|unstable)\/graphql\.json$/;
const PRODUCT_IMAGE_PATH = /^\/images\/products\/(\d+)\/(\d+)\.svg$/;
const COLLECTION_IMAGE_PATH = /^\/images\/collections\/([a-z0-9-]+)\.svg$/;
const IMAGE_CACHE_LIMIT = 2000;
// Shopify's answer to a missing or wrong Storefront token.
const UNAUTHORIZED_BODY = { errors: "[API] Invalid API key or access token (unrecognized login or wrong password)" };

function emptyStats(): DemoShopStats {
  return {
    graphqlRequests: 0,
    faultedRequests: 0,
    unauthorizedRequests: 0,
    graphqlErrorResponses: 0,
    operations: {},
    imageRequests: 0,
    cartPageViews: 0,
    adminRequests: 0,
    invoicePageViews: 0,
  };
}

class RequestBodyTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new RequestBodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  response.writeHead(status, { "content-length": String(Buffer.byteLength(body)), ...headers });
  response.end(body);
}

const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  send(response, status, { "content-type": "application/json; charset=utf-8", ...headers }, JSON.stringify(body));

const sendHtml = (response: ServerResponse, status: number, html: string) =>
  send(response, status, { "content-type": "text/html; charset=utf-8" }, html);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function operationNameOf(body: StorefrontRequestBody): string {
  if (typeof body.operationName === "string" && body.operationName) return body.operationName;
  const named =
    typeof body.query === "string" ? /^\s*(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(body.query) : null;
  return named?.[1] ?? "anonymous";
}

function listeningOrigin(host: string, port: number): string {
  const reachableHost =
    host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "[::1]" : host.includes(":") ? `[${host}]` : host;
  return `http://${reachableHost}:${port}`;
}

export async function startDemoShop(options: DemoShopOptions = {}): Promise<DemoShop> {
  const { host = "127.0.0.1", accessToken = DEFAULT_ACCESS_TOKEN, log } = options;
  const adminAccessToken = options.adminAccessToken ?? DEFAULT_ADMIN_ACCESS_TOKEN;
  const catalog = generateDemoCatalog({ productCount: options.productCount, seed: options.seed });
  const faults = new FaultQueue();
  const adminFaults = new FaultQueue();
  const drafts = new DemoDraftOrders(catalog, () => origin);
  const adminContext: AdminContext = { drafts, refuseNextDraft: null };
  let orderWebhook = options.orderWebhook ?? null;
  const sentWebhooks: SentWebhook[] = [];
  let stats = emptyStats();
  let origin = options.publicUrl?.replace(/\/$/, "") ?? "";
  const renderedImages = new Map<string, string>();

  /**
   * One GraphQL endpoint: POST only, its own token and fault queue, the body parsed as {query, variables}.
   * `execute` gets the fault taken for this request (the Admin API turns "user-errors" into a refusal).
   */
  async function serveGraphql(
    request: IncomingMessage,
    response: ServerResponse,
    api: {
      label: string;
      tokenAccepted: boolean;
      faults: FaultQueue;
      execute: (body: StorefrontRequestBody, fault: FaultSpec | null) => Promise<StorefrontResult>;
    },
  ): Promise<void> {
    if (request.method !== "POST")
      return sendJson(response, 405, { errors: "Only POST is supported by the demo shop" }, { allow: "POST" });
    if (!api.tokenAccepted) {
      stats.unauthorizedRequests++;
      return sendJson(response, 401, UNAUTHORIZED_BODY);
    }
    const rawBody = await readBody(request);
    const fault = api.faults.take();
    if (fault?.kind === "reset") {
      log?.(`${api.label} fault reset`);
      return void request.socket.destroy();
    }
    if (fault) {
      const delay = faultDelayMs(fault);
      if (delay > 0) await sleep(delay);
      const answer = faultAnswer(fault);
      log?.(`${api.label} fault ${fault.kind}${delay ? ` after ${delay} ms` : ""}`);
      if (answer) {
        stats.faultedRequests++;
        return send(response, answer.status, answer.headers, answer.body);
      }
    }
    let body: StorefrontRequestBody;
    try {
      body = JSON.parse(rawBody) as StorefrontRequestBody;
      if (!body || typeof body !== "object") throw new SyntaxError("not an object");
    } catch {
      return sendJson(response, 400, { errors: [{ message: "The request body must be JSON with a query" }] });
    }
    const operationName = operationNameOf(body);
    stats.operations[operationName] = (stats.operations[operationName] ?? 0) + 1;
    const result = await api.execute(body, fault);
    if (result.errors) stats.graphqlErrorResponses++;
    sendJson(response, 200, result);
  }

  function handleGraphql(request: IncomingMessage, response: ServerResponse): Promise<void> {
    stats.graphqlRequests++;
    const token =
      request.headers["x-shopify-storefront-access-token"] ?? request.headers["shopify-storefront-private-token"];
    return serveGraphql(request, response, {
      label: "storefront",
      tokenAccepted: token === accessToken,
      faults,
      execute: (body) => executeStorefrontRequest(body, { catalog, origin }),
    });
  }

  /** The Admin API (draft orders only), behind its own token and its own fault queue. */
  function handleAdminGraphql(request: IncomingMessage, response: ServerResponse): Promise<void> {
    stats.adminRequests++;
    return serveGraphql(request, response, {
      label: "admin",
      tokenAccepted: request.headers["x-shopify-access-token"] === adminAccessToken,
      faults: adminFaults,
      execute: (body, fault) => {
        if (fault?.kind === "user-errors")
          adminContext.refuseNextDraft = "The draft order could not be created (demo fault).";
        return executeAdminRequest(body, adminContext);
      },
    });
  }

  function handleImage(pathname: string, searchParams: URLSearchParams, response: ServerResponse): void {
    stats.imageRequests++;
    let artwork: ImageArtwork | null = null;
    const productMatch = PRODUCT_IMAGE_PATH.exec(pathname);
    if (productMatch) {
      const product = catalog.productById.get(`gid://shopify/Product/${productMatch[1]}`);
      const position = Number(productMatch[2]);
      const image = product?.images[position - 1];
      if (product && image) {
        const colour = product.options[1].values[(position - 1) % product.options[1].values.length];
        artwork = {
          key: image.path,
          label: `${product.title} in ${colour}`,
          pieces: [{ productType: product.productType, colourName: colour }],
          width: image.width,
          height: image.height,
        };
      }
    }
    const collectionMatch = COLLECTION_IMAGE_PATH.exec(pathname);
    const collection = collectionMatch ? catalog.collectionByHandle.get(collectionMatch[1]) : undefined;
    const scene = collection ? COLLECTION_SCENES[collection.handle] : undefined;
    if (collection && scene)
      artwork = {
        key: collection.image.path,
        label: `${collection.title} collection`,
        ...scene,
        width: collection.image.width,
        height: collection.image.height,
      };
    if (!artwork) return sendHtml(response, 404, renderErrorPage(404, "Not found", "No such image in the demo shop."));

    const dimension = (name: string) => {
      const value = Number(searchParams.get(name));
      return Number.isInteger(value) && value > 0 && value <= 5760 ? value : undefined;
    };
    const size = { width: dimension("width"), height: dimension("height") };
    const cacheKey = `${pathname}?${size.width ?? ""}x${size.height ?? ""}`;
    let svg = renderedImages.get(cacheKey);
    if (!svg) {
      svg = renderImageSvg(artwork, size);
      if (renderedImages.size >= IMAGE_CACHE_LIMIT) renderedImages.clear();
      renderedImages.set(cacheKey, svg);
    }
    // The artwork never changes for a given catalogue, so browsers may keep it for a year.
    send(
      response,
      200,
      { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" },
      svg,
    );
  }

  function handleCart(spec: string, searchParams: URLSearchParams, response: ServerResponse): void {
    stats.cartPageViews++;
    const parsed = parseCartPermalink(spec);
    if ("error" in parsed) return sendHtml(response, 400, renderErrorPage(400, "Invalid cart link", parsed.error));
    const lines = parsed.lines.map((line) => {
      const variant = catalog.variantById.get(`gid://shopify/ProductVariant/${line.variantNumericId}`) ?? null;
      return { ...line, variant, product: variant ? (catalog.productById.get(variant.productId) ?? null) : null };
    });
    // Shopify's permalink parameters: `discount` (one code, or several comma-separated) and the order `note`.
    const discount = searchParams.get("discount")?.split(",")[0]?.trim() || null;
    sendHtml(response, 200, renderCartPage(lines, { discount, note: searchParams.get("note") }));
  }

  /** Sends the signed orders/create webhook for a paid draft; answers the storefront's status (null: none set). */
  async function deliverOrderWebhook(payload: Record<string, unknown>): Promise<number | null> {
    if (!orderWebhook) return null;
    const body = JSON.stringify(payload);
    const headers = {
      "Content-Type": "application/json",
      "X-Shopify-Topic": "orders/create",
      "X-Shopify-Webhook-Id": crypto.randomUUID(),
      "X-Shopify-Triggered-At": new Date().toISOString(),
      "X-Shopify-Shop-Domain": new URL(origin).host,
      "X-Shopify-Hmac-Sha256": await signShopifyWebhook(body, orderWebhook.secret),
    };
    const sent: SentWebhook = { url: orderWebhook.url, headers, body, status: null };
    sentWebhooks.push(sent);
    if (sentWebhooks.length > MAX_SENT_WEBHOOKS) sentWebhooks.shift();
    try {
      sent.status = (await fetch(orderWebhook.url, { method: "POST", headers, body })).status;
    } catch (error) {
      log?.(`orders/create webhook failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return sent.status;
  }

  /** GET /invoices/{token}: the invoice; POST /invoices/{token}/pay: pay it (an email), then see it paid. */
  async function handleInvoice(token: string, pay: boolean, request: IncomingMessage, response: ServerResponse) {
    const draft = drafts.byInvoiceToken(token);
    if (!draft)
      return sendHtml(
        response,
        404,
        renderErrorPage(
          404,
          "Invoice not available",
          "This invoice is no longer available: it expired or was deleted.",
        ),
      );
    const shopOrdersUrl = orderWebhook ? new URL("/orders", orderWebhook.url).toString() : null;
    if (!pay) {
      stats.invoicePageViews++;
      return sendHtml(
        response,
        200,
        renderInvoicePage(
          draft,
          draft.status === "COMPLETED" ? { shopOrdersUrl, webhookStatus: lastWebhookStatus(draft) } : null,
        ),
      );
    }
    if (request.method !== "POST")
      return sendHtml(response, 405, renderErrorPage(405, "Method not allowed", "Pay with the form."));
    const form = new URLSearchParams(await readBody(request));
    const email = (form.get("email") ?? "").trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
      return sendHtml(response, 400, renderInvoicePage(draft, null, "Enter the email address for your receipt."));
    if (draft.status !== "COMPLETED") {
      drafts.complete(draft, email);
      const status = await deliverOrderWebhook(orderWebhookPayload(draft));
      webhookStatusByDraft.set(draft.id, status);
      log?.(`invoice ${draft.name} paid as order ${draft.order?.name}; webhook ${status ?? "not configured"}`);
    }
    // Post, redirect, get: a reload of the paid invoice never pays twice.
    send(response, 303, { location: `/invoices/${token}` }, "");
  }

  const webhookStatusByDraft = new Map<string, number | null>();
  const lastWebhookStatus = (draft: { id: string }) => webhookStatusByDraft.get(draft.id) ?? null;

  async function handleFaults(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === "DELETE") {
      faults.clear();
      adminFaults.clear();
      adminContext.refuseNextDraft = null;
      return sendJson(response, 200, { pending: [], adminPending: [] });
    }
    if (request.method === "GET")
      return sendJson(response, 200, { pending: faults.pending(), adminPending: adminFaults.pending() });
    if (request.method !== "POST")
      return sendJson(response, 405, { error: "Use POST, GET or DELETE" }, { allow: "POST, GET, DELETE" });
    let input: unknown;
    try {
      input = JSON.parse(await readBody(request));
    } catch {
      return sendJson(response, 400, { error: "The body must be JSON" });
    }
    const spec = parseFaultSpec(input);
    if ("error" in spec) return sendJson(response, 400, spec);
    // {"api": "admin"} queues the fault for the Admin API; anything else for the Storefront API.
    const forAdmin = (input as { api?: unknown }).api === "admin";
    (forAdmin ? adminFaults : faults).add(spec);
    log?.(`queued ${spec.count} × ${spec.kind}${forAdmin ? " (admin)" : ""}`);
    sendJson(response, 200, { pending: faults.pending(), adminPending: adminFaults.pending() });
  }

  /**
   * POST /__demo/products/{handle} {"title": "...", "stock": {"variantId", "quantity"}, "notify": {"url", "secret"}}:
   * edits a product as the shop admin would (its title, one variant's stock), and, with `notify`, sends
   * Shopify's signed products/update webhook to that URL, answering with the webhook's status.
   */
  async function handleProductEdit(handle: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const product = catalog.productByHandle.get(handle);
    if (!product) return sendJson(response, 404, { error: `No product ${handle}` });
    let input: {
      title?: unknown;
      stock?: { variantId?: unknown; quantity?: unknown };
      notify?: { url?: unknown; secret?: unknown };
    };
    try {
      input = JSON.parse(await readBody(request));
    } catch {
      return sendJson(response, 400, { error: "The body must be JSON" });
    }
    if (typeof input.title === "string" && input.title.trim()) product.title = input.title.trim();
    if (input.stock) {
      const variant = product.variants.find((candidate) => candidate.id === input.stock?.variantId);
      const quantity = input.stock.quantity;
      if (!variant || typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 0)
        return sendJson(response, 400, { error: "stock needs a variantId of this product and a whole quantity" });
      variant.quantityAvailable = quantity;
      variant.availableForSale = quantity > 0;
      product.availableForSale = product.variants.some((candidate) => candidate.availableForSale);
      product.totalInventory = product.variants.reduce((sum, candidate) => sum + (candidate.quantityAvailable ?? 0), 0);
    }
    product.updatedAt = new Date().toISOString();
    let webhookStatus: number | null = null;
    if (input.notify && typeof input.notify.url === "string" && typeof input.notify.secret === "string") {
      const body = JSON.stringify({
        id: product.numericId,
        admin_graphql_api_id: product.id,
        handle: product.handle,
        title: product.title,
        updated_at: product.updatedAt,
      });
      const answer = await fetch(input.notify.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Shopify-Topic": "products/update",
          "X-Shopify-Webhook-Id": `demo-${Date.now()}`,
          "X-Shopify-Triggered-At": new Date().toISOString(),
          "X-Shopify-Hmac-Sha256": await signShopifyWebhook(body, input.notify.secret),
        },
        body,
      });
      webhookStatus = answer.status;
    }
    log?.(`edited ${handle}${webhookStatus === null ? "" : `, webhook answered ${webhookStatus}`}`);
    sendJson(response, 200, { handle, title: product.title, updatedAt: product.updatedAt, webhookStatus });
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://demo-shop.local");
    const { pathname } = url;
    if (GRAPHQL_PATH.test(pathname)) return handleGraphql(request, response);
    if (ADMIN_GRAPHQL_PATH.test(pathname)) return handleAdminGraphql(request, response);
    const invoice = INVOICE_PATH.exec(pathname);
    if (invoice) return handleInvoice(invoice[1], Boolean(invoice[2]), request, response);
    if (pathname.startsWith("/images/") && request.method === "GET")
      return handleImage(pathname, url.searchParams, response);
    if ((pathname === "/cart" || pathname.startsWith("/cart/")) && request.method === "GET")
      return handleCart(pathname.slice("/cart/".length), url.searchParams, response);
    if (pathname === "/__demo/faults") return handleFaults(request, response);
    const edited = /^\/__demo\/products\/([a-z0-9-]+)$/.exec(pathname);
    if (edited && request.method === "POST") return handleProductEdit(edited[1], request, response);
    if (pathname === "/__demo/stats" && request.method === "GET") return sendJson(response, 200, stats);
    if (pathname === "/__demo/webhooks" && request.method === "GET") return sendJson(response, 200, sentWebhooks);
    if (pathname === "/__demo/stats/reset" && request.method === "POST") {
      stats = emptyStats();
      return sendJson(response, 200, stats);
    }
    if (pathname === "/" && request.method === "GET") return sendHtml(response, 200, renderInfoPage(catalog, origin));
    sendHtml(response, 404, renderErrorPage(404, "Not found", `Nothing at ${pathname} in the demo shop.`));
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (error instanceof RequestBodyTooLarge) return sendJson(response, 413, { errors: "Request body too large" });
      log?.(`error on ${request.method} ${request.url}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { errors: [{ message: "Internal error in the demo shop" }] });
      else response.destroy();
    });
  });

  // Idle connections are closed by the client (workerd after 5 s), never first by us: see db/local-server/hrana-server.ts.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin ||= listeningOrigin(host, port);
  log?.(`demo shop serving ${catalog.products.length} products at ${origin}`);

  return {
    url: origin,
    port,
    catalog,
    sendOrdersTo: (target) => {
      orderWebhook = target;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
