// What a hydrated page sends and gets back under Remix's single fetch: a fetcher posts to the route's `.data`
// URL with `_reply=json`, and a client navigation reads a route's loader data from `.data?_routes=<route id>`.
// Both answers are turbo-stream, decoded here.
import { decode } from "turbo-stream";
import type { Shopper } from "./http-shopper";

/** A page's single-fetch URL: `.data` after its path, before its query string. */
export function dataUrl(path: string): string {
  const query = path.indexOf("?");
  return query === -1 ? `${path}.data` : `${path.slice(0, query)}.data${path.slice(query)}`;
}

/** An action's answer to a fetcher, decoded. */
export async function actionReply<Reply = Record<string, unknown>>(response: Response): Promise<Reply> {
  const decoded = await decode(response.body!);
  await decoded.done;
  const value = decoded.value as { data?: unknown; result?: unknown };
  return (value.data ?? value.result ?? value) as Reply;
}

/** Posts `fields` as a hydrated fetcher does: the status, the decoded reply and the response (for its headers). */
export async function fetcherPost<Reply = Record<string, unknown>>(
  who: Pick<Shopper, "post">,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; reply: Reply; response: Response }> {
  const response = await who.post(dataUrl(path), { ...fields, _reply: "json" }, headers);
  return { status: response.status, reply: await actionReply<Reply>(response), response };
}

/** A route's loader data in a single-fetch answer (`.data?_routes=routes/cart`), decoded. */
export async function loaderData<Data>(response: Response, routeId: string): Promise<Data> {
  const decoded = await decode(response.body!);
  await decoded.done;
  return (decoded.value as Record<string, { data: Data }>)[routeId].data;
}

/** The data a page's HTML carries for hydration (the chunks its scripts enqueue for Remix), decoded. */
export async function hydrationData(html: string): Promise<{ loaderData: Record<string, unknown> }> {
  const chunks = [...html.matchAll(/window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)].map(
    (match) => new TextEncoder().encode(JSON.parse(match[1]) as string),
  );
  const decoded = await decode(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    }),
  );
  await decoded.done;
  return decoded.value as { loaderData: Record<string, unknown> };
}
