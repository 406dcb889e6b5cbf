// Draws the studio's own products (the database seed) with the demo shop's
// illustrations, one picture per product, into public/images/products/studio/.
// Run after changing a drawing: npx tsx scripts/draw-studio-pictures.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { STUDIO_PICTURES, studioPicturePath } from "../db/studio-pictures";
import { renderImageSvg } from "../workers/demo-shop/images";

const folder = new URL("../public/images/products/studio/", import.meta.url);
mkdirSync(folder, { recursive: true });
for (const [slug, piece] of Object.entries(STUDIO_PICTURES)) {
  const svg = renderImageSvg({ key: studioPicturePath(slug), label: slug, pieces: [piece], width: 800, height: 1000 });
  writeFileSync(new URL(`${slug}.svg`, folder), `${svg}\n`);
}
console.log(`drew ${Object.keys(STUDIO_PICTURES).length} studio pictures`);
