// Lookbooks in the admin (admin > Lookbooks): a look is a photo (uploaded, or a
// homepage image), a title, a slug, a Markdown story and the products in it.
// Admins create, edit, order, publish and delete looks; every change is audited.
import { and, asc, eq, max, ne } from "drizzle-orm";
import { homepageImages, lookProducts, looks } from "../../../db/schema";
import { HomepageImageError, storeUploadedImage } from "../home/homepage-images.server";
import { isUniqueViolation, type Database } from "../platform/database.server";
import { markContentChanged } from "../worker/page-generation.server";
import { writeAuditEntry } from "../security/events.server";
import { z } from "zod";
import { formText } from "../forms/parse-submission";
import { isLookSlug, LOOK_LIMITS, slugOfTitle, type LookDetails } from "./look-form";

export type Look = typeof looks.$inferSelect;
export type LookProduct = typeof lookProducts.$inferSelect;
export type LookWithProducts = Look & { products: LookProduct[] };

/** A look's details form (create and update): the intent, the look's id on update, and its text fields. */
export const LookDetailsSchema = z.object({
  intent: z.enum(["create", "update"]),
  id: formText(),
  title: formText().pipe(
    z
      .string()
      .trim()
      .min(1, "Give the look a title.")
      .max(LOOK_LIMITS.title, `The title can be at most ${LOOK_LIMITS.title} characters.`),
  ),
  slug: formText().pipe(
    z
      .string()
      .trim()
      .max(LOOK_LIMITS.slug, `The slug can be at most ${LOOK_LIMITS.slug} characters.`)
      .refine(
        (value) => value === "" || isLookSlug(value),
        "The slug takes lowercase letters, digits and single hyphens, like desert-bloom.",
      ),
  ),
  story: formText().pipe(
    z
      .string()
      .max(LOOK_LIMITS.story, `The story can be at most ${LOOK_LIMITS.story.toLocaleString("en-US")} characters.`),
  ),
  imageAlt: formText().pipe(
    z
      .string()
      .trim()
      .max(LOOK_LIMITS.imageAlt, `The photo description can be at most ${LOOK_LIMITS.imageAlt} characters.`),
  ),
  /** A homepage image's served path, chosen instead of an upload. */
  homepageImage: formText().pipe(z.string().trim().max(300)),
});

export class LookError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The form field the refusal concerns, if one does (the page shows it there). */
    readonly field: "slug" | "file" | "homepageImage" | null = null,
  ) {
    super(message);
  }
}

type Deps = { db: Database; bucket: R2Bucket | undefined };

export function listLooks(db: Database): Promise<Look[]> {
  return db.select().from(looks).orderBy(asc(looks.position), asc(looks.createdAt));
}

export async function findLook(db: Database, id: string): Promise<LookWithProducts | null> {
  const [look] = await db.select().from(looks).where(eq(looks.id, id));
  if (!look) return null;
  const products = await db
    .select()
    .from(lookProducts)
    .where(eq(lookProducts.lookId, id))
    .orderBy(asc(lookProducts.position));
  return { ...look, products };
}

async function requireLook(db: Database, id: string): Promise<LookWithProducts> {
  const look = await findLook(db, id);
  if (!look) throw new LookError("That look no longer exists.", 404);
  return look;
}

/** The checked details with their slug: the one typed, else one made from the title. */
export function withLookSlug(details: Omit<LookDetails, "slug"> & { slug: string }): LookDetails {
  const slug = details.slug || slugOfTitle(details.title);
  if (!slug) throw new LookError("Give the look a slug made of letters or digits, like desert-bloom.", 400, "slug");
  return { ...details, slug };
}

async function assertSlugFree(db: Database, slug: string, exceptId: string | null): Promise<void> {
  const [taken] = await db
    .select({ id: looks.id })
    .from(looks)
    .where(exceptId ? and(eq(looks.slug, slug), ne(looks.id, exceptId)) : eq(looks.slug, slug));
  if (taken) throw slugTakenError(slug);
}

const slugTakenError = (slug: string) =>
  new LookError(`Another look already uses the slug "${slug}". Choose another.`, 409, "slug");

/** The photo the form chose: a new upload (stored now) or one of the homepage images; null keeps the current photo. */
async function chosenPhoto(
  deps: Deps,
  file: FormDataEntryValue | null,
  homepageImage: string,
): Promise<{ path: string; uploadedKey: string | null } | null> {
  if (file instanceof File && file.size > 0) {
    try {
      const stored = await storeUploadedImage(deps.bucket, file);
      return { path: stored.path, uploadedKey: stored.name };
    } catch (error) {
      if (error instanceof HomepageImageError) throw new LookError(error.message, error.status, "file");
      throw error;
    }
  }
  if (!homepageImage) return null;
  const [image] = await deps.db
    .select({ filePath: homepageImages.filePath })
    .from(homepageImages)
    .where(eq(homepageImages.filePath, homepageImage));
  if (!image)
    throw new LookError(
      "That homepage image no longer exists. Choose another or upload a photo.",
      400,
      "homepageImage",
    );
  return { path: image.filePath, uploadedKey: null };
}

export async function createLook(
  deps: Deps,
  input: { details: LookDetails; file: FormDataEntryValue | null; userId: string },
): Promise<Look> {
  const { details } = input;
  await assertSlugFree(deps.db, details.slug, null);
  const photo = await chosenPhoto(deps, input.file, details.homepageImage);
  if (!photo) throw new LookError("Upload a photo or choose a homepage image for the look.", 400, "file");
  try {
    const [{ highest }] = await deps.db.select({ highest: max(looks.position) }).from(looks);
    const [row] = await deps.db
      .insert(looks)
      .values({
        slug: details.slug,
        title: details.title,
        story: details.story,
        imagePath: photo.path,
        imageAlt: details.imageAlt,
        uploadedImageKey: photo.uploadedKey,
        position: highest === null ? 0 : highest + 1,
      })
      .returning();
    await markContentChanged(deps.db, "lookbooks");
    await writeAuditEntry(deps.db, { action: "look_created", userId: input.userId, after: row });
    return row;
  } catch (error) {
    // No look, no file: an upload never outlives a failed insert.
    if (photo.uploadedKey) await deps.bucket?.delete(photo.uploadedKey).catch(() => {});
    // Another save took the slug between the check and the insert.
    if (isUniqueViolation(error)) throw slugTakenError(details.slug);
    throw error;
  }
}

export async function updateLook(
  deps: Deps,
  id: string,
  input: { details: LookDetails; file: FormDataEntryValue | null; userId: string },
): Promise<Look> {
  const before = await requireLook(deps.db, id);
  const { details } = input;
  await assertSlugFree(deps.db, details.slug, id);
  const photo = await chosenPhoto(
    deps,
    input.file,
    details.homepageImage === before.imagePath ? "" : details.homepageImage,
  );
  const values = {
    slug: details.slug,
    title: details.title,
    story: details.story,
    imageAlt: details.imageAlt,
    ...(photo ? { imagePath: photo.path, uploadedImageKey: photo.uploadedKey } : {}),
    updatedAt: new Date().toISOString(),
  };
  let after: typeof looks.$inferSelect;
  try {
    [after] = await deps.db.update(looks).set(values).where(eq(looks.id, id)).returning();
  } catch (error) {
    if (photo?.uploadedKey) await deps.bucket?.delete(photo.uploadedKey).catch(() => {});
    if (isUniqueViolation(error)) throw slugTakenError(details.slug);
    throw error;
  }
  // The replaced upload is no one's photo any more.
  if (photo && before.uploadedImageKey) await deps.bucket?.delete(before.uploadedImageKey).catch(() => {});
  const { products: _products, ...beforeRow } = before;
  await markContentChanged(deps.db, "lookbooks");
  await writeAuditEntry(deps.db, {
    action: "look_updated",
    userId: input.userId,
    details: { id },
    before: beforeRow,
    after,
  });
  return after;
}

export async function setLookPublished(db: Database, id: string, isPublished: boolean, userId: string): Promise<void> {
  const before = await requireLook(db, id);
  if (isPublished && before.products.length === 0)
    throw new LookError("Add at least one product before publishing the look.", 409);
  await db
    .update(looks)
    .set({
      isPublished,
      publishedAt: isPublished ? (before.publishedAt ?? new Date().toISOString()) : before.publishedAt,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(looks.id, id));
  await markContentChanged(db, "lookbooks");
  await writeAuditEntry(db, {
    action: isPublished ? "look_published" : "look_unpublished",
    userId,
    details: { id, slug: before.slug },
    before: { isPublished: before.isPublished },
    after: { isPublished },
  });
}

/** Swaps a look with its neighbour: the Move up / Move down forms. */
export async function moveLook(db: Database, id: string, direction: "up" | "down", userId: string): Promise<void> {
  const ids = (await listLooks(db)).map((look) => look.id);
  const index = ids.indexOf(id);
  if (index === -1) throw new LookError("That look no longer exists.", 404);
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= ids.length) return;
  [ids[index], ids[target]] = [ids[target], ids[index]];
  const now = new Date().toISOString();
  await db.batch(
    ids.map((lookId, position) =>
      db.update(looks).set({ position, updatedAt: now }).where(eq(looks.id, lookId)),
    ) as never,
  );
  await markContentChanged(db, "lookbooks");
  await writeAuditEntry(db, { action: "looks_reordered", userId, details: { id, direction }, after: ids });
}

export async function deleteLook(deps: Deps, id: string, userId: string): Promise<Look> {
  const before = await requireLook(deps.db, id);
  await deps.db.delete(looks).where(eq(looks.id, id));
  if (before.uploadedImageKey) await deps.bucket?.delete(before.uploadedImageKey).catch(() => {});
  await markContentChanged(deps.db, "lookbooks");
  await writeAuditEntry(deps.db, { action: "look_deleted", userId, details: { id }, before, severity: "medium" });
  return before;
}

export type PickedProduct = { productId: string; productHandle: string; productTitle: string };

/** A product the admin picked from the server's title search; ids and handles are checked for shape. */
export function parsePickedProduct(form: FormData): PickedProduct {
  const productId = String(form.get("productId") ?? "").trim();
  const productHandle = String(form.get("productHandle") ?? "").trim();
  const productTitle = String(form.get("productTitle") ?? "").trim();
  if (
    !/^(gid:\/\/shopify\/Product\/\d{1,20}|db_[A-Za-z0-9-]{1,64})$/.test(productId) ||
    !/^[a-z0-9-]{1,200}$/i.test(productHandle) ||
    !productTitle ||
    productTitle.length > 300
  ) {
    throw new LookError("Choose a product from the search results.", 400);
  }
  return { productId, productHandle, productTitle };
}

export async function addProductToLook(
  db: Database,
  lookId: string,
  product: PickedProduct,
  userId: string,
): Promise<void> {
  const look = await requireLook(db, lookId);
  if (look.products.some((item) => item.productId === product.productId))
    throw new LookError(`${product.productTitle} is already in this look.`, 409);
  if (look.products.length >= LOOK_LIMITS.products)
    throw new LookError(`A look can hold at most ${LOOK_LIMITS.products} products.`, 409);
  const position = look.products.reduce((highest, item) => Math.max(highest, item.position + 1), 0);
  try {
    await db.insert(lookProducts).values({ lookId, ...product, position });
  } catch (error) {
    // Added by another click between the check above and this insert.
    if (isUniqueViolation(error)) throw new LookError(`${product.productTitle} is already in this look.`, 409);
    throw error;
  }
  await db.update(looks).set({ updatedAt: new Date().toISOString() }).where(eq(looks.id, lookId));
  await markContentChanged(db, "lookbooks");
  await writeAuditEntry(db, {
    action: "look_product_added",
    userId,
    details: { lookId, slug: look.slug },
    after: product,
  });
}

export async function removeProductFromLook(
  db: Database,
  lookId: string,
  productId: string,
  userId: string,
): Promise<void> {
  const look = await requireLook(db, lookId);
  const product = look.products.find((item) => item.productId === productId);
  if (!product) throw new LookError("That product is no longer in this look.", 404);
  await db.delete(lookProducts).where(and(eq(lookProducts.lookId, lookId), eq(lookProducts.productId, productId)));
  await db.update(looks).set({ updatedAt: new Date().toISOString() }).where(eq(looks.id, lookId));
  await markContentChanged(db, "lookbooks");
  await writeAuditEntry(db, {
    action: "look_product_removed",
    userId,
    details: { lookId, slug: look.slug },
    before: product,
  });
}
