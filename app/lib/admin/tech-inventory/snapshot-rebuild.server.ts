// "Rebuild catalogue snapshot now", audited.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { rebuildCatalogSnapshot } from "../../catalog/catalog.server";
import type { Toast } from "../../platform/toast";
import { writeAuditEntry } from "../../security/events.server";

export async function rebuildSnapshotNow(
  context: AppLoadContext,
  userId: string,
): Promise<{ ok: boolean; toast: Toast }> {
  const started = performance.now();
  try {
    const result = await rebuildCatalogSnapshot(context);
    const ms = Math.round(performance.now() - started);
    if (result.status === "queued") {
      await writeAuditEntry(context.db, { action: "catalog_snapshot_rebuild_queued", userId });
      return {
        ok: true,
        toast: {
          title: "A rebuild is already running",
          message: "It builds once more when it ends, with every change made meanwhile.",
          tone: "info",
        },
      };
    }
    await writeAuditEntry(context.db, { action: "catalog_snapshot_rebuilt", userId, after: { ...result, ms } });
    return {
      ok: true,
      toast: {
        title: "Catalogue snapshot rebuilt",
        message: `${result.productCount.toLocaleString("en-US")} products in ${ms} ms${result.stored ? "" : " (shown in this isolate, not stored: the catalogue was incomplete or no bucket is bound)"}.`,
        tone: "success",
      },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 200) : "The shop could not be read";
    await writeAuditEntry(context.db, {
      action: "catalog_snapshot_rebuild_failed",
      userId,
      severity: "medium",
      details: { error: message },
    }).catch(() => undefined);
    return {
      ok: false,
      toast: { title: "The snapshot could not be rebuilt; the last good one stays.", message, tone: "error" },
    };
  }
}
