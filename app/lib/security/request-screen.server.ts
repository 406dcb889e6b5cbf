// Everything checked about a request before it reaches Remix: one call from
// the Worker's fetch handler. Returns the request to serve (its body read and
// checked) or the small refusal page to answer with.
import { CROSS_SITE_REFUSAL, isCrossSiteRequest, withoutOpaqueOrigin } from "./cross-site.server";
import { refusalPage } from "./refusal-page";
import { screenRequestBody } from "./request-body.server";

export async function screenIncomingRequest(request: Request): Promise<Request | Response> {
  if (isCrossSiteRequest(request)) return refusalPage(CROSS_SITE_REFUSAL.status, CROSS_SITE_REFUSAL.title, CROSS_SITE_REFUSAL.message);
  const body = await screenRequestBody(withoutOpaqueOrigin(request));
  if (!(body instanceof Request)) return refusalPage(body.status, body.title, body.message);
  return body;
}
