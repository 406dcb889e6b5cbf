// Everything checked about a request before it reaches Remix: one call from
// the Worker's fetch handler. Returns the request to serve (its body read and
// checked) or the small refusal page to answer with.
import { CROSS_SITE_REFUSAL, isCrossSiteRequest, withoutCheckedOrigin } from "./cross-site.server";
import { refusalPage } from "./refusal-page";
import { screenRequestBody, type BodyAccess } from "./request-body.server";

export async function screenIncomingRequest(request: Request, access: BodyAccess): Promise<Request | Response> {
  // Remix's single fetch sends every non-GET `.data` request to the route's action, Origin check
  // included: a HEAD there (with another site's Origin) threw a bare 500. Data is only read with GET.
  if (request.method === "HEAD" && new URL(request.url).pathname.endsWith(".data")) {
    return refusalPage(405, "Method not allowed", "Data requests are read with GET.", { Allow: "GET, POST" });
  }
  if (isCrossSiteRequest(request))
    return refusalPage(CROSS_SITE_REFUSAL.status, CROSS_SITE_REFUSAL.title, CROSS_SITE_REFUSAL.message);
  const body = await screenRequestBody(withoutCheckedOrigin(request), access);
  if (!(body instanceof Request)) return refusalPage(body.status, body.title, body.message);
  return body;
}
