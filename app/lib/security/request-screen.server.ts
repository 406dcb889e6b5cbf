// Everything checked about a request before it reaches Remix: one call from
// the Worker's fetch handler. Returns the request to serve (its body read and
// checked) or the small refusal page to answer with.
import { refusalPage } from "./refusal-page";
import { screenRequestBody } from "./request-body.server";

export async function screenIncomingRequest(request: Request): Promise<Request | Response> {
  const body = await screenRequestBody(request);
  if (!(body instanceof Request)) return refusalPage(body.status, body.title, body.message);
  return body;
}
