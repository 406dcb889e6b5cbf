// Streams one backup file from R2 to the admin's browser, never buffering it.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { backupFileName } from "../lib/admin/backups/backup-format";
import { getBackupRun } from "../lib/admin/backups/backup-runs.server";
import { requireAdmin } from "../lib/auth/session.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const run = params.runId ? await getBackupRun(context.db, params.runId) : null;
  if (!run || run.status !== "succeeded") throw new Response("No such backup", { status: 404 });
  const object = await context.env.BACKUPS?.get(run.objectKey);
  if (!object) throw new Response("The backup file is missing from the bucket", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": "application/x-ndjson",
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename="${backupFileName(run.objectKey)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
