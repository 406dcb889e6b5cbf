import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { recordVisitorSession, VisitorSessionPingSchema } from "~/lib/analytics/visitor-sessions.server";

// POST { sessionId, currentPage } (JSON or form). Sent by the client on start,
// on every route change and every 5 minutes.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405 });
  const body = await readBody(request);
  const parsed = VisitorSessionPingSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: "Invalid visitor session" }, { status: 400 });
  const result = await recordVisitorSession(context.db, {
    ...parsed.data,
    userId: null,
    userAgent: request.headers.get("User-Agent"),
  });
  return Response.json({ ok: true, result });
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) return await request.json();
    return Object.fromEntries(await request.formData());
  } catch {
    return null;
  }
}
