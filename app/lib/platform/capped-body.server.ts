// Request bodies read without trusting them: at most `maxBytes` are read (`readCapped`, which the body screen in
// security/request-body.server.ts uses too), and a JSON body's declared length is checked before that, so a huge
// or endless body costs at most `maxBytes` of memory.

/** Reads at most `maxBytes` of the body; null when there was more. The one capped reader of request bodies. */
export async function readCapped(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export type CappedJson = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

/** sendBeacon with a Blob sends its type; text/plain is what a string beacon sends. */
const BEACON_TYPES = /^(application\/json|text\/plain)\b/i;

/** `types`: the Content-Types read as JSON, or "any" where the sender's type varies (CSP reports). */
export async function readCappedJson(
  request: Request,
  maxBytes: number,
  types: RegExp | "any" = BEACON_TYPES,
): Promise<CappedJson> {
  const type = request.headers.get("Content-Type") ?? "";
  if (types !== "any" && !types.test(type)) return { ok: false, status: 415, error: "Send JSON" };
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413, error: "Body too large" };
  if (!request.body) return { ok: false, status: 400, error: "Empty body" };
  const bytes = await readCapped(request.body, maxBytes);
  if (bytes === null) return { ok: false, status: 413, error: "Body too large" };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, status: 400, error: "Body is not valid JSON" };
  }
}
