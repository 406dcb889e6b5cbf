import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ILLUSTRATIONS } from "../../workers/demo-shop/garment-illustrations";
import { COLOUR_HEX, renderImageSvg } from "../../workers/demo-shop/images";
import { startDemoShop, type DemoShop } from "../../workers/demo-shop/server";

/** The drawing without the backdrop's identity: the same key and colour for every kind. */
const drawingOf = (productType: string, colourName = "Rust") =>
  renderImageSvg({ key: "same-key", label: "piece", pieces: [{ productType, colourName }], width: 1200, height: 1500 });

describe("demo shop images", () => {
  let shop: DemoShop;
  beforeAll(async () => {
    shop = await startDemoShop({ port: 0 });
  });
  afterAll(async () => {
    await shop.close();
  });
  const image = async (path: string) => {
    const response = await fetch(`${shop.url}${path}?width=600&height=750&crop=center`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    return response.text();
  };

  it("draws every sub-category as its own picture", () => {
    const types = [...new Set(shop.catalog.products.map((product) => product.productType))];
    expect(types.length).toBeGreaterThanOrEqual(45);
    for (const type of types) expect(ILLUSTRATIONS[type], type).toBeTypeOf("function");
    const drawings = types.map((type) => drawingOf(type));
    expect(new Set(drawings).size).toBe(types.length);
  });

  it("serves each product's images in its own colours, position by position, with no text in the picture", async () => {
    const firstOfType = new Map<string, (typeof shop.catalog.products)[number]>();
    for (const product of shop.catalog.products)
      if (!firstOfType.has(product.productType)) firstOfType.set(product.productType, product);
    for (const product of firstOfType.values()) {
      const colours = product.options.find((option) => option.name === "Color")!.values;
      for (const [position, picture] of product.images.entries()) {
        const svg = await image(picture.path);
        const colour = colours[position % colours.length];
        expect(svg, `${product.title} image ${position + 1}`).toMatch(
          new RegExp(`(fill|stroke)="${COLOUR_HEX[colour]}"`),
        );
        expect(svg).toMatch(/^<svg [^>]*width="600"/);
        expect(svg).not.toContain("<text");
        expect(svg).toContain(`aria-label="${product.title} in ${colour}"`);
      }
    }
    // Same sub-category, different colour: the same garment, recoloured.
    expect(drawingOf("Maxi Skirts", "Sage")).not.toBe(drawingOf("Maxi Skirts", "Rust"));
  });

  it("gives each of the 13 collections its own picture, without a printed title", async () => {
    const pictures = new Map<string, string>();
    for (const collection of shop.catalog.collections)
      pictures.set(collection.handle, await image(collection.image.path));
    expect(pictures.size).toBe(13);
    expect(new Set(pictures.values()).size).toBe(13);
    for (const svg of pictures.values()) expect(svg).not.toContain("<text");
  });
});
