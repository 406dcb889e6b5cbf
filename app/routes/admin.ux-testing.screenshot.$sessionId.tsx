// A usability session's screenshot, from the MEDIA bucket, to admins only.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getUxSession } from "../lib/admin/ux-testing/ux-sessions.server";
import { requireAdmin } from "../lib/auth/session.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const session = params.sessionId ? await getUxSession(context.db, params.sessionId.slice(0, 64)) : null;
  if (!session?.screenshotKey) throw new Response("No screenshot", { status: 404 });
  const object = await context.env.MEDIA?.get(session.screenshotKey);
  if (!object) throw new Response("The screenshot is missing", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": session.screenshotType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
