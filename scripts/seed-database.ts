// Seeds demo data once: it does nothing when the database already has users, so
// it is safe to run on every start.  DATABASE_URL=file:.data/local.db npm run db:seed
// A script rather than part of db/: it hashes the demo accounts' passwords with the app's hasher,
// and db/ stands below the app.
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { count, eq } from "drizzle-orm";
import { pathToFileURL } from "node:url";
import { hashPassword } from "../app/lib/auth/password.server";
import * as schema from "../db/schema";
import { studioPicturePath } from "../db/studio-pictures";
import {
  DEMO_ADMIN,
  DEMO_SHOPPER,
  SEED_BLOG_POSTS,
  SEED_CATEGORIES,
  SEED_HOMEPAGE_IMAGES,
  SEED_KNOWLEDGE_BASE_ARTICLES,
  SEED_LOOKS,
  SEED_LOOKS_MARKER,
  SEED_PRODUCTS,
  SEED_SITE_SETTINGS,
} from "../db/seed-data";

export async function seedDatabase(url: string, authToken?: string): Promise<{ seeded: boolean }> {
  const client = createClient({ url, authToken });
  const db = drizzle(client, { schema });
  try {
    // Knowledge-base articles arrived after the first seed: added to any database that has none.
    const [{ articles }] = await db.select({ articles: count() }).from(schema.knowledgeBaseArticles);
    if (articles === 0)
      await db
        .insert(schema.knowledgeBaseArticles)
        .values(SEED_KNOWLEDGE_BASE_ARTICLES.map((article) => ({ ...article, updatedBy: "seed" })));
    await seedLooksOnce(db);
    const [{ users }] = await db.select({ users: count() }).from(schema.users);
    if (users > 0) return { seeded: false };

    const [adminHash, shopperHash] = await Promise.all([
      hashPassword(DEMO_ADMIN.password),
      hashPassword(DEMO_SHOPPER.password),
    ]);
    const verifiedAt = new Date().toISOString();
    const [admin] = await db
      .insert(schema.users)
      .values([
        { email: DEMO_ADMIN.email, passwordHash: adminHash, emailVerifiedAt: verifiedAt },
        { email: DEMO_SHOPPER.email, passwordHash: shopperHash, emailVerifiedAt: verifiedAt },
      ])
      .returning({ id: schema.users.id });
    await db.insert(schema.userRoles).values({ userId: admin.id, role: "admin" });

    const categoryIds = new Map<string, string>();
    for (const category of SEED_CATEGORIES) {
      const [row] = await db
        .insert(schema.categories)
        .values({
          slug: category.slug,
          name: category.name,
          sortOrder: category.sortOrder,
          isActive: "isActive" in category ? category.isActive : true,
        })
        .returning({ id: schema.categories.id });
      categoryIds.set(category.slug, row.id);
    }

    // Spread creation dates so "newest" and "oldest" sorts have something to order.
    const baseTime = Date.parse("2026-06-01T10:00:00.000Z");
    for (const [index, product] of SEED_PRODUCTS.entries()) {
      const stamp = new Date(baseTime + index * 86_400_000 * 4).toISOString();
      const [row] = await db
        .insert(schema.products)
        .values({
          slug: product.slug,
          name: product.name,
          description: product.description,
          shortDescription: product.short,
          price: product.price,
          comparePrice: product.comparePrice ?? null,
          tags: product.tags,
          images: [studioPicturePath(product.slug)],
          inventoryQuantity: product.inventory,
          isActive: product.isActive ?? true,
          featured: product.featured ?? false,
          dimensions: product.dimensions ?? null,
          specifications: product.specifications ?? null,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning({ id: schema.products.id });
      await db
        .insert(schema.productCategories)
        .values(product.categories.map((slug) => ({ productId: row.id, categoryId: categoryIds.get(slug)! })));
    }

    await db
      .insert(schema.blogPosts)
      .values(SEED_BLOG_POSTS.map((post) => ({ ...post, status: "published" as const })));
    await db
      .insert(schema.homepageImages)
      .values(SEED_HOMEPAGE_IMAGES.map((image) => ({ ...image, userId: admin.id })));
    await db
      .insert(schema.siteSettings)
      .values(Object.entries(SEED_SITE_SETTINGS).map(([key, value]) => ({ key, value })));
    return { seeded: true };
  } finally {
    client.close();
  }
}

/** Lookbooks arrived after the first seed: added once to any database, marked so a deleted look stays deleted. */
async function seedLooksOnce(db: ReturnType<typeof drizzle<typeof schema>>): Promise<void> {
  const [marker] = await db
    .select({ key: schema.siteSettings.key })
    .from(schema.siteSettings)
    .where(eq(schema.siteSettings.key, SEED_LOOKS_MARKER));
  if (marker) return;
  const publishedAt = new Date().toISOString();
  for (const [position, look] of SEED_LOOKS.entries()) {
    const [row] = await db
      .insert(schema.looks)
      .values({
        slug: look.slug,
        title: look.title,
        story: look.story,
        imagePath: look.imagePath,
        imageAlt: look.imageAlt,
        position,
        isPublished: true,
        publishedAt,
      })
      .onConflictDoNothing({ target: schema.looks.slug })
      .returning({ id: schema.looks.id });
    if (row)
      await db
        .insert(schema.lookProducts)
        .values(look.products.map((product, index) => ({ lookId: row.id, ...product, position: index })));
  }
  await db
    .insert(schema.siteSettings)
    .values({ key: SEED_LOOKS_MARKER, value: { seededAt: publishedAt } })
    .onConflictDoNothing();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const url = process.env.DATABASE_URL ?? "file:.data/local.db";
  const { seeded } = await seedDatabase(url, process.env.DATABASE_AUTH_TOKEN);
  console.log(seeded ? `Seeded demo data into ${url}` : "Database already has data; seed skipped");
}
