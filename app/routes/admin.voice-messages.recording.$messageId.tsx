// Streams a contact message's voice recording to the admin's audio element, with byte ranges for seeking.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getMessage } from "../lib/admin/inbox/contact-inbox.server";
import { requireAdmin } from "../lib/auth/session.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const message = params.messageId ? await getMessage(context.db, params.messageId) : null;
  if (!message?.recordingKey) throw new Response("No recording", { status: 404 });
  const ranged = request.headers.has("Range");
  const object = await context.env.MEDIA?.get(message.recordingKey, ranged ? { range: request.headers } : undefined);
  if (!object) throw new Response("The recording is missing", { status: 404 });
  const headers = new Headers({
    "Content-Type": message.recordingType ?? "application/octet-stream",
    "Accept-Ranges": "bytes",
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  const range = object.range as { offset?: number; length?: number } | undefined;
  if (ranged && range && range.offset !== undefined) {
    const length = range.length ?? object.size - range.offset;
    headers.set("Content-Range", `bytes ${range.offset}-${range.offset + length - 1}/${object.size}`);
    headers.set("Content-Length", String(length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
}
