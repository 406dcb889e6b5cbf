// The home page's "Made in our studio" teasers: the boutique's own database products.
import { listActiveDatabaseProducts } from "./database-products.server";
import { formatMoney } from "./money";
import type { ProductTeaser } from "./types";
import type { Database } from "../platform/database.server";

export async function loadDatabaseTeasers(db: Database, count: number): Promise<ProductTeaser[]> {
  const rows = await listActiveDatabaseProducts(db);
  return rows.slice(0, count).map((row) => ({
    id: `db_${row.id}`,
    title: row.name,
    href: `/products/${row.slug}`,
    price: formatMoney(row.price),
    imageUrl: row.images[0] ?? null,
    imageAlt: row.name,
  }));
}
