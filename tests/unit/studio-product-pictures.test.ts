import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SEED_PRODUCTS } from "../../db/seed-data";
import { STUDIO_PICTURES, studioPicturePath } from "../../db/studio-pictures";
import { ILLUSTRATIONS } from "../../workers/demo-shop/garment-illustrations";
import { renderImageSvg } from "../../workers/demo-shop/images";

const served = (slug: string) =>
  readFileSync(new URL(`../../public${studioPicturePath(slug)}`, import.meta.url), "utf8");

describe("the studio's seeded products", () => {
  it("each have a picture of their own piece, drawn with the current illustrations", () => {
    const pictures = SEED_PRODUCTS.map((product) => {
      const piece = STUDIO_PICTURES[product.slug];
      expect(piece, product.slug).toBeDefined();
      expect(ILLUSTRATIONS[piece.productType], piece.productType).toBeTypeOf("function");
      const svg = served(product.slug);
      // A changed drawing needs `npx tsx scripts/draw-studio-pictures.ts`.
      expect(svg.trim(), product.slug).toBe(
        renderImageSvg({
          key: studioPicturePath(product.slug),
          label: product.slug,
          pieces: [piece],
          width: 800,
          height: 1000,
        }),
      );
      expect(svg).not.toContain("<text");
      return svg;
    });
    expect(new Set(pictures).size).toBe(SEED_PRODUCTS.length);
  });
});
