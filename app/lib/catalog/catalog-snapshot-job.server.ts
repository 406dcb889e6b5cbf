// The Cron Trigger's catalogue job (decision 023): a new snapshot every 5
// minutes, with its own Storefront client whose calls each have a deadline.
import type { JobContext } from "../worker/job-context.server";
import { createRequestIo, STOREFRONT_CALL_DEADLINE_MS } from "../platform/request-io.server";
import { rebuildCatalogSnapshot } from "./catalog.server";
import { createStorefront } from "./storefront.server";
import { logger } from "../platform/logger";

export const CATALOG_SNAPSHOT_CRON = "*/5 * * * *";

export async function runCatalogSnapshotJob(context: JobContext): Promise<void> {
  const io = createRequestIo();
  const storefront = createStorefront({
    ...context.config.storefront,
    fetch: io.fetchWithDeadline(STOREFRONT_CALL_DEADLINE_MS),
  });
  try {
    const result = await rebuildCatalogSnapshot({ ...context, storefront });
    if (result.status === "queued") logger.info("Catalogue snapshot: a build was running; it builds once more");
    else
      logger.info("Catalogue snapshot built", {
        version: result.version,
        products: result.productCount,
        stored: result.stored,
      });
  } finally {
    await io.settled();
  }
}
