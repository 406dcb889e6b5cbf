// Suppliers in the database, and the catalogue read through the catalog
// module (the same catalogue the listing uses) for their products and stock.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { asc, eq } from "drizzle-orm";
import { buildCatalog } from "../../catalog/catalog-source.server";
import type { CatalogProduct } from "../../catalog/types";
import { isUniqueViolation, type Database } from "../../platform/database.server";
import { writeAuditEntry } from "../../security/events.server";
import { suppliers } from "../../../../db/schema";
import type { SupplierFormSchema } from "./suppliers";
import type { z } from "zod";
import { logger } from "../../platform/logger";

export type Supplier = typeof suppliers.$inferSelect;
export type SupplierInput = z.infer<typeof SupplierFormSchema>;

export function listSuppliers(db: Database): Promise<Supplier[]> {
  return db.select().from(suppliers).orderBy(asc(suppliers.name));
}

export async function getSupplier(db: Database, id: string): Promise<Supplier | null> {
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
  return supplier ?? null;
}

export class SupplierNameTakenError extends Error {}

async function nameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
  const all = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers);
  return all.some((row) => row.name.toLowerCase() === name.toLowerCase() && row.id !== exceptId);
}

/** Another save took the name between the check and the write. */
function nameTakenOnUniqueViolation(error: unknown): never {
  throw isUniqueViolation(error) ? new SupplierNameTakenError() : error;
}

export async function createSupplier(db: Database, input: SupplierInput, userId: string): Promise<Supplier> {
  if (await nameTaken(db, input.name)) throw new SupplierNameTakenError();
  const [created] = await db.insert(suppliers).values(input).returning().catch(nameTakenOnUniqueViolation);
  await writeAuditEntry(db, { action: "supplier_created", userId, details: { supplierId: created.id }, after: input });
  return created;
}

export async function updateSupplier(
  db: Database,
  id: string,
  input: SupplierInput,
  userId: string,
): Promise<Supplier | null> {
  const before = await getSupplier(db, id);
  if (!before) return null;
  if (await nameTaken(db, input.name, id)) throw new SupplierNameTakenError();
  const [updated] = await db
    .update(suppliers)
    .set({ ...input, updatedAt: new Date().toISOString() })
    .where(eq(suppliers.id, id))
    .returning()
    .catch(nameTakenOnUniqueViolation);
  const { createdAt: _created, updatedAt: _updated, id: _id, ...beforeValues } = before;
  await writeAuditEntry(db, {
    action: "supplier_updated",
    userId,
    details: { supplierId: id },
    before: beforeValues,
    after: input,
  });
  return updated;
}

export async function deleteSupplier(db: Database, id: string, userId: string): Promise<boolean> {
  const before = await getSupplier(db, id);
  if (!before) return false;
  await db.delete(suppliers).where(eq(suppliers.id, id));
  await writeAuditEntry(db, {
    action: "supplier_deleted",
    userId,
    severity: "medium",
    details: { supplierId: id },
    before,
  });
  return true;
}

/**
 * The catalogue's full products (vendors, stock per variant), or null when the shop cannot be read now (the page
 * says so and still shows suppliers). Read from the shop: the listing's compact snapshot keeps neither (decision 028).
 */
export async function catalogueProducts(context: AppLoadContext): Promise<CatalogProduct[] | null> {
  try {
    return (await buildCatalog(context.storefront, context.db)).products;
  } catch (error) {
    logger.error("suppliers: catalogue unavailable", { error });
    return null;
  }
}
