// The 2025 colour story: twelve named
// swatches; Mocha Mousse is Pantone's colour of 2025 and Future Dusk is
// WGSN x Coloro's. Each belongs to one of the listing's colour filters, so a
// shopper goes from a shade to the pieces in it.
import { defaultListingParams, listingHref } from "../catalog/listing-params";
import type { FilterColor } from "../catalog/colors";

export type ColorSwatch = {
  name: string;
  hex: string;
  description: string;
  /** The listing's colour filter this shade is shopped under. */
  family: FilterColor;
  badge?: "Pantone 2025" | "Coloro 2025";
};

export const COLORS_2025: readonly ColorSwatch[] = [
  {
    name: "Mocha Mousse",
    family: "Brown",
    hex: "#A47864",
    badge: "Pantone 2025",
    description: "A warm, creamy brown with the comfort of a good coffee: grounding on linen dresses and suede bags.",
  },
  {
    name: "Future Dusk",
    family: "Blue",
    hex: "#4B4E6D",
    badge: "Coloro 2025",
    description: "The blue-violet of the sky just after sunset, deep and dreamy on velvet and evening knits.",
  },
  {
    name: "Terracotta Clay",
    family: "Brown",
    hex: "#B3603A",
    description: "Sun-baked earth, our house colour: lovely on gauze blouses and hand-thrown pottery.",
  },
  {
    name: "Desert Sage",
    family: "Sage",
    hex: "#7D8F69",
    description: "A soft grey-green that calms everything beside it, from wide-leg trousers to throw pillows.",
  },
  {
    name: "Golden Hour",
    family: "Gold",
    hex: "#D9A441",
    description: "Mustard with a glow: brass jewelry, embroidered kimonos and the last light of summer.",
  },
  {
    name: "Dusty Rose",
    family: "Pink",
    hex: "#C98D86",
    description: "A faded, romantic pink for tiered maxi skirts and slip dresses.",
  },
  {
    name: "Sandstone",
    family: "Beige",
    hex: "#DCC5A6",
    description: "The warm neutral that holds a boho wardrobe together, season after season.",
  },
  {
    name: "Cinnamon Spice",
    family: "Brown",
    hex: "#8A4B2A",
    description: "Deep, toasty and autumnal: corduroy, leather belts and chunky cardigans.",
  },
  {
    name: "Sea Glass",
    family: "Sage",
    hex: "#8FB9A8",
    description: "A washed coastal green, cool and easy on crochet tops and swimwear.",
  },
  {
    name: "Lavender Haze",
    family: "Pink",
    hex: "#B7A6C9",
    description: "A soft, sunlit lilac that pairs beautifully with silver and sage.",
  },
  {
    name: "Olive Grove",
    family: "Sage",
    hex: "#6B6B3A",
    description: "An earthy olive for utility jackets, cargo pants and canvas totes.",
  },
  {
    name: "Moonlit Ivory",
    family: "White",
    hex: "#F2EBDD",
    description: "Not quite white: the colour of unbleached cotton, lace and candlelight.",
  },
];

/** The listing filtered to a swatch's colour family. */
export function shopColorHref(swatch: ColorSwatch): string {
  return listingHref("/products", defaultListingParams(), { colors: [swatch.family] });
}

/** Black or white text, whichever reads better on the swatch (WCAG relative luminance). */
export function readableTextOn(hex: string): "#000000" | "#ffffff" {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? "#000000" : "#ffffff";
}
