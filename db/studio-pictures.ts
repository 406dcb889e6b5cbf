// What each of the studio's seeded products is drawn as: a piece the demo
// shop's illustrations know, in the product's own colour.
import type { ArtworkPiece } from "../workers/demo-shop/images";

export const STUDIO_PICTURES: Record<string, ArtworkPiece> = {
  "hand-woven-macrame-wall-hanging": { productType: "Wall Hangings", colourName: "Cream" },
  "terracotta-sun-ceramic-vase": { productType: "Vases", colourName: "Terracotta" },
  "moonstone-crescent-necklace": { productType: "Necklaces", colourName: "Silver" },
  "beaded-boho-anklet-set": { productType: "Bracelets", colourName: "Turquoise" },
  "embroidered-floor-cushion": { productType: "Throw Pillows", colourName: "Rust" },
  "rattan-moon-mirror": { productType: "Mirrors", colourName: "Beige" },
  "indigo-tie-dye-throw": { productType: "Throw Blankets", colourName: "Blue" },
  "hammered-brass-cuff": { productType: "Bracelets", colourName: "Gold" },
  "sage-smudge-and-candle-ritual-kit": { productType: "Candles", colourName: "Sage" },
  "fringe-suede-crossbody": { productType: "Crossbody Bags", colourName: "Brown" },
  "woven-palm-sun-hat": { productType: "Hats", colourName: "Beige" },
  "turquoise-stacking-rings": { productType: "Jewelry Sets", colourName: "Turquoise" },
  "jute-braided-round-rug": { productType: "Rugs", colourName: "Beige" },
  "pressed-flower-resin-earrings": { productType: "Earrings", colourName: "Gold" },
  "mud-cloth-table-runner": { productType: "Table Runners", colourName: "Black" },
  "crystal-sun-catcher": { productType: "Sun Catchers", colourName: "Gold" },
  "linen-market-tote": { productType: "Tote Bags", colourName: "Ivory" },
  "amber-bead-mala": { productType: "Necklaces", colourName: "Mustard" },
  "boho-clay-incense-holder": { productType: "Incense Holders", colourName: "Terracotta" },
  "vintage-kilim-pouch": { productType: "Clutches", colourName: "Rust" },
  "retired-feather-dreamcatcher": { productType: "Dreamcatchers", colourName: "Cream" },
};

export function studioPicturePath(slug: string): string {
  return `/images/products/studio/${slug}.svg`;
}
