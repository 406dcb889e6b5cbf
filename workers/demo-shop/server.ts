// The demo shop's HTTP server (Node, never the Worker bundle): Storefront
// GraphQL, generated images, the hosted cart page and the test controls.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { generateDemoCatalog, type DemoCatalog } from "./catalog";
import { signShopifyWebhook } from "../../app/lib/orders/shopify-webhook";
import { parseCartPermalink } from "./cart-permalink";
import { faultAnswer, faultDelayMs, FaultQueue, parseFaultSpec } from "./faults";
import { renderCartPage, renderErrorPage, renderInfoPage } from "./html-pages";
import { COLLECTION_SCENES, renderImageSvg, type ImageArtwork } from "./images";
import { executeStorefrontRequest, type StorefrontRequestBody } from "./storefront-graphql";

export type DemoShopOptions = {
  port?: number;
  host?: string;
  productCount?: number;
  seed?: number;
  accessToken?: string;
  /** Origin used in image URLs and shop.primaryDomain; defaults to the listening address. */
  publicUrl?: string;
  log?: (message: string) => void;
};

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
};

export type DemoShop = {
  url: string;
  port: number;
  catalog: DemoCatalog;
  close(): Promise<void>;
};

export const DEFAULT_ACCESS_TOKEN = "demo-storefront-token";
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
  const catalog = generateDemoCatalog({ productCount: options.productCount, seed: options.seed });
  const faults = new FaultQueue();
  let stats = emptyStats();
  let origin = options.publicUrl?.replace(/\/$/, "") ?? "";
  const renderedImages = new Map<string, string>();

  async function handleGraphql(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== "POST")
      return sendJson(response, 405, { errors: "Only POST is supported by the demo shop" }, { allow: "POST" });
    stats.graphqlRequests++;
    const token =
      request.headers["x-shopify-storefront-access-token"] ?? request.headers["shopify-storefront-private-token"];
    if (token !== accessToken) {
      stats.unauthorizedRequests++;
      return sendJson(response, 401, UNAUTHORIZED_BODY);
    }
    const rawBody = await readBody(request);
    const fault = faults.take();
    if (fault) {
      const delay = faultDelayMs(fault);
      if (delay > 0) await sleep(delay);
      const answer = faultAnswer(fault);
      log?.(`fault ${fault.kind}${delay ? ` after ${delay} ms` : ""}`);
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
    const result = await executeStorefrontRequest(body, { catalog, origin });
    if (result.errors) stats.graphqlErrorResponses++;
    sendJson(response, 200, result);
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

  async function handleFaults(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === "DELETE") {
      faults.clear();
      return sendJson(response, 200, { pending: [] });
    }
    if (request.method === "GET") return sendJson(response, 200, { pending: faults.pending() });
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
    faults.add(spec);
    log?.(`queued ${spec.count} × ${spec.kind}`);
    sendJson(response, 200, { pending: faults.pending() });
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
    if (pathname.startsWith("/images/") && request.method === "GET")
      return handleImage(pathname, url.searchParams, response);
    if ((pathname === "/cart" || pathname.startsWith("/cart/")) && request.method === "GET")
      return handleCart(pathname.slice("/cart/".length), url.searchParams, response);
    if (pathname === "/__demo/faults") return handleFaults(request, response);
    const edited = /^\/__demo\/products\/([a-z0-9-]+)$/.exec(pathname);
    if (edited && request.method === "POST") return handleProductEdit(edited[1], request, response);
    if (pathname === "/__demo/stats" && request.method === "GET") return sendJson(response, 200, stats);
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
