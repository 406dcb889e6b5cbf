// Reads a JSON request body without trusting it: the declared length and the
// bytes actually read are both capped before anything is parsed, so a huge or
// endless body costs at most `maxBytes` of memory.
import { readCapped } from "../security/request-body.server";

export type CappedJson = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

export async function readCappedJson(request: Request, maxBytes: number): Promise<CappedJson> {
  const type = request.headers.get("Content-Type") ?? "";
  // sendBeacon with a Blob sends its type; text/plain is what a string beacon sends.
  if (!/^(application\/json|text\/plain)\b/i.test(type)) return { ok: false, status: 415, error: "Send JSON" };
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
