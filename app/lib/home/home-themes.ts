// The home page and its three variants share sections but not their look or
// words: /home-2025 is the 2025 edit, /warm-theme and /muted-theme re-colour it.
export type HomeTheme = {
  id: "classic" | "edit-2025" | "warm" | "muted";
  eyebrow: string;
  tagline: string;
  /** Page background and the hero's veil over the image. */
  surfaceClass: string;
  heroVeilClass: string;
  /** A filter that re-tones the hero photo to the palette. */
  heroImageClass: string;
  /** Primary button and section accents. */
  buttonClass: string;
  accentTextClass: string;
  cardSurfaceClass: string;
  featuredHeading: string;
  collectionsHeading: string;
};

const TAGLINE = "Curated bohemian-inspired clothing, home and lifestyle essentials";

export const HOME_THEMES: Record<HomeTheme["id"], HomeTheme> = {
  classic: {
    id: "classic",
    heroImageClass: "",
    eyebrow: "Sizes XS to 4XL across the shop",
    tagline: TAGLINE,
    surfaceClass: "bg-sand-50",
    heroVeilClass: "hero-veil",
    buttonClass: "bg-clay-600 text-sand-50 hover:bg-clay-700",
    accentTextClass: "text-clay-700",
    cardSurfaceClass: "bg-white/70",
    featuredHeading: "Featured pieces",
    collectionsHeading: "Shop the collections",
  },
  "edit-2025": {
    id: "edit-2025",
    heroImageClass: "hue-rotate-[-12deg] saturate-75",
    eyebrow: "The 2025 edit · Mocha Mousse & Future Dusk",
    tagline: `${TAGLINE}, gathered around this year's colours`,
    surfaceClass: "bg-[#f6efe9]",
    heroVeilClass: "bg-gradient-to-br from-[#4b4e6d]/35 via-[#a47864]/20 to-[#f6efe9]",
    buttonClass: "bg-[#6b4a3a] text-[#fff] hover:bg-[#553a2d]",
    accentTextClass: "text-[#6b4a3a]",
    cardSurfaceClass: "bg-white/80",
    featuredHeading: "Pieces for the 2025 palette",
    collectionsHeading: "Where the new season lives",
  },
  warm: {
    id: "warm",
    heroImageClass: "sepia-[.25] saturate-150",
    eyebrow: "Sun-baked terracotta and golden hour",
    tagline: TAGLINE,
    surfaceClass: "bg-[#fbefe3]",
    heroVeilClass: "bg-gradient-to-b from-[#d9a441]/30 via-[#b3603a]/15 to-[#fbefe3]",
    buttonClass: "bg-[#8f3f1f] text-[#fff] hover:bg-[#73311a]",
    accentTextClass: "text-[#8f3f1f]",
    cardSurfaceClass: "bg-[#fff8f1]",
    featuredHeading: "Warm-weather favourites",
    collectionsHeading: "Collections with a glow",
  },
  muted: {
    id: "muted",
    heroImageClass: "grayscale-[.55] contrast-90",
    eyebrow: "Quiet sage, stone and linen",
    tagline: TAGLINE,
    surfaceClass: "bg-[#f1f1ea]",
    heroVeilClass: "bg-gradient-to-b from-[#7d8f69]/35 via-[#e6e9dc]/40 to-[#f1f1ea]",
    buttonClass: "bg-sage-700 text-sand-50 hover:bg-[#3e4a33]",
    accentTextClass: "text-sage-700",
    cardSurfaceClass: "bg-[#fafaf5]",
    featuredHeading: "Calm, considered pieces",
    collectionsHeading: "Collections in a softer light",
  },
};
