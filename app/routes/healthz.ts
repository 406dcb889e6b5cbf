import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { SHOP_NAME_QUERY } from "../lib/catalog/storefront-documents";

// Readiness: the database answers and the Storefront API answers.
export async function loader({ context }: LoaderFunctionArgs) {
  const [database, storefront] = await Promise.allSettled([
    context.db.run(sql`select 1`),
    context.storefront.query<{ shop: { name: string } }>(SHOP_NAME_QUERY),
  ]);
  const ok = database.status === "fulfilled" && storefront.status === "fulfilled";
  return Response.json(
    {
      ok,
      database: database.status === "fulfilled" ? "ok" : "unavailable",
      storefront: storefront.status === "fulfilled" ? "ok" : "unavailable",
    },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
