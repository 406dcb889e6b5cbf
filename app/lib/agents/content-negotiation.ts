// Which representation a request gets: the page's HTML, or Markdown of the same facts for an agent that asks
// for it with `Accept: text/markdown`. Both answers say `Vary: Accept`, and the HTML edge cache keys on the
// representation, so a cache never hands one to a client that asked for the other.

export const MARKDOWN_CONTENT_TYPE = "text/markdown; charset=utf-8";

/** The pages with a Markdown representation: catalogue, lookbooks and the shop's policies. */
const MARKDOWN_PAGE_PATH =
  /^\/(?:products(?:\/[^/]+)?|shopify-product\/[^/]+|collections(?:\/[^/]+)?|lookbooks(?:\/[^/]+)?|shipping-info|returns|size-guide(?:\/(?:clothing|jewelry|accessories))?)$/;

export type Representation = "html" | "markdown";

export function hasMarkdownRepresentation(pathname: string): boolean {
  return MARKDOWN_PAGE_PATH.test(pathname);
}

/** The highest q an Accept header gives a media type named exactly (wildcards do not count); 0 when absent. */
function qualityOf(accept: string, type: string): number {
  let best = 0;
  for (const range of accept.split(",")) {
    const [name, ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    if (name !== type) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(value)) best = Math.max(best, Math.min(1, Math.max(0, value)));
  }
  return best;
}

/** Markdown only when asked for by name, at least as much as HTML: a browser's `*\/*` never gets it. */
export function prefersMarkdown(request: Request): boolean {
  const accept = (request.headers.get("Accept") ?? "").slice(0, 1000);
  const markdown = qualityOf(accept, "text/markdown");
  if (markdown === 0) return false;
  return markdown >= Math.max(qualityOf(accept, "text/html"), qualityOf(accept, "application/xhtml+xml"));
}

/** What a GET of this request is answered with. */
export function representationOf(request: Request): Representation {
  if (request.method !== "GET") return "html";
  return hasMarkdownRepresentation(new URL(request.url).pathname) && prefersMarkdown(request) ? "markdown" : "html";
}

/** Adds `Accept` to the answer's Vary for pages that have two representations (both of them say so). */
export function withVaryOnAccept(request: Request, response: Response): Response {
  if (!hasMarkdownRepresentation(new URL(request.url).pathname)) return response;
  const vary = response.headers.get("Vary");
  if (vary && /(?:^|,)\s*(?:accept|\*)\s*(?:,|$)/i.test(vary)) return response;
  const headers = new Headers(response.headers);
  headers.set("Vary", vary ? `${vary}, Accept` : "Accept");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
