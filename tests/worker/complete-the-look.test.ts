// "Complete the look" on a product page: pieces from the product's published
// looks first (in the looks' order), then its collection; never the product
// itself, a sold-out piece, or one "You may also like" already shows. Names,
// prices and the variant each Add adds come from the catalogue; a piece with a
// size or colour to choose is never added from the block (decision 062).
import { describe, expect, it } from "vitest";
import { loaderData } from "../support/single-fetch";
import { useTestStack } from "../support/test-stack-for-file";

// Rows are written and pages read back: no shared HTML cache in between (decision 073).
const stack = useTestStack({ bindings: { HTML_CACHE: "off" } });

type Piece = {
  id: string;
  handle: string;
  title: string;
  displayPrice: string;
  addVariantId: string | null;
  choiceNote: string | null;
};
type ProductData = {
  product: {
    id: string;
    title: string;
    variants: { id: string; availableForSale: boolean; price: { amount: string } }[];
  };
  related: { id: string; handle: string }[];
  completeTheLook: Piece[];
};

async function productPage(handle: string): Promise<ProductData> {
  const response = await stack.fetch(`/products/${handle}.data?_routes=routes/products.$slug`);
  expect(response.status, `/products/${handle}`).toBe(200);
  return loaderData<ProductData>(response, "routes/products.$slug");
}

const SOLD_OUT_KIMONO = "gid://shopify/Product/1000008"; // sedona-velvet-maxi-kimono, in "Slow Morning Layers"

/** What every choice holds to, whatever the product: checked against each piece's own page. */
async function expectSoundChoice(page: ProductData) {
  const pieces = page.completeTheLook;
  expect(pieces.length).toBeGreaterThan(0);
  expect(pieces.length).toBeLessThanOrEqual(4);
  const ids = pieces.map((piece) => piece.id);
  expect(new Set(ids).size, "no piece twice").toBe(ids.length);
  expect(ids).not.toContain(page.product.id);
  expect(ids).not.toContain(SOLD_OUT_KIMONO);
  for (const related of page.related)
    expect(ids, `${related.handle} is already under "You may also like"`).not.toContain(related.id);
  for (const piece of pieces) {
    const own = await productPage(piece.handle);
    expect(own.product.id).toBe(piece.id);
    expect(piece.title).toBe(own.product.title);
    const firstAvailable = own.product.variants.find((variant) => variant.availableForSale);
    expect(firstAvailable, `${piece.handle} is in stock`).toBeDefined();
    if (own.product.variants.length === 1) {
      expect(piece.addVariantId, `${piece.handle} adds its one variant`).toBe(firstAvailable!.id);
      expect(piece.choiceNote).toBeNull();
    } else {
      expect(piece.addVariantId, `${piece.handle} has sizes or colours: never added for her`).toBeNull();
      expect(piece.choiceNote).toMatch(/^Choose (a size|an option) on its page$/);
    }
  }
}

describe("complete the look", () => {
  it("puts the in-stock pieces of the product's look first, in the look's order, and leaves out the sold-out one", async () => {
    const page = await productPage("sunset-embroidered-cami");
    expect(page.completeTheLook.slice(0, 2).map((piece) => piece.handle)).toEqual([
      "desert-rose-straight-jeans",
      "maximalist-woven-mules",
    ]);
    await expectSoundChoice(page);
  });

  it("fills from the collection without repeating 'You may also like', and ignores unpublished looks", async () => {
    const page = await productPage("saffron-linen-overalls");
    expect(page.related.length).toBeGreaterThan(0);
    const alsoRelated = page.related[0]!;
    const tote = await productPage("mystic-tapestry-tote");
    const fedora = await productPage("indigo-fringe-wool-fedora");
    // A published look with the overalls, one of its related products, the sold-out kimono and the tote;
    // an unpublished one with the overalls and the fedora.
    await stack.sql.batch([
      {
        sql: "INSERT INTO looks (id, slug, title, image_path, is_published, position) VALUES ('ctl-published', 'ctl-overalls-published', 'CTL overalls', '/images/hero/hero-1.svg', 1, 90), ('ctl-draft', 'ctl-overalls-draft', 'CTL overalls draft', '/images/hero/hero-1.svg', 0, 91)",
        args: [],
      },
      {
        sql: "INSERT INTO look_products (look_id, product_id, product_handle, product_title, position) VALUES (?, ?, 'saffron-linen-overalls', 'x', 0), (?, ?, ?, 'x', 1), (?, ?, 'sedona-velvet-maxi-kimono', 'x', 2), (?, ?, 'mystic-tapestry-tote', 'x', 3), (?, ?, 'saffron-linen-overalls', 'x', 0), (?, ?, 'indigo-fringe-wool-fedora', 'x', 1)",
        args: [
          "ctl-published",
          page.product.id,
          "ctl-published",
          alsoRelated.id,
          alsoRelated.handle,
          "ctl-published",
          SOLD_OUT_KIMONO,
          "ctl-published",
          tote.product.id,
          "ctl-draft",
          page.product.id,
          "ctl-draft",
          fedora.product.id,
        ],
      },
    ]);
    // Written straight into the database: no admin save moved the page generation, so the running isolate keeps
    // the looks it read for a minute (decision 063). A new isolate reads them.
    await stack.rebind({});
    const after = await productPage("saffron-linen-overalls");
    expect(after.completeTheLook[0]?.handle, "the look's only piece not shown elsewhere comes first").toBe(
      "mystic-tapestry-tote",
    );
    expect(after.completeTheLook.map((piece) => piece.id)).not.toContain(fedora.product.id);
    // The rest comes from the overalls' collection (one-pieces: few enough here that they may not fill four).
    expect(after.completeTheLook.length, "the collection fills the rest").toBeGreaterThan(1);
    await expectSoundChoice(after);
  });
});
