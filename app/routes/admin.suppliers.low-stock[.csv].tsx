// The low-stock reorder list as CSV, to send to suppliers.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { lowStockBySupplier, lowStockCsv, parseThreshold } from "../lib/admin/suppliers/suppliers";
import { catalogueProducts, listSuppliers } from "../lib/admin/suppliers/suppliers.server";
import { requireAdmin } from "../lib/auth/session.server";
import { awaitAll } from "../lib/platform/await-all";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const threshold = parseThreshold(new URL(request.url).searchParams.get("threshold"));
  const [supplierList, products] = await awaitAll([listSuppliers(context.db), catalogueProducts(context)]);
  if (!products)
    return new Response("The catalogue cannot be read right now. Please try again in a minute.", {
      status: 503,
      headers: { "Retry-After": "60" },
    });
  const csv = lowStockCsv(lowStockBySupplier(products, supplierList, threshold));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="low-stock-${threshold}-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
