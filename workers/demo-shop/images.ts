// Generated SVG artwork for product and collection images: each product shows
// its own sub-category drawn in its colour, each collection a few of its own
// pieces, on warm boho backdrops chosen deterministically from the image's
// identity, so the demo shop needs no network and no binary files. No text is
// drawn: the shop shows titles beside the pictures.
import { ILLUSTRATIONS, type Inks } from "./garment-illustrations";

export function productImagePath(productNumericId: number, position: number): string {
  return `/images/products/${productNumericId}/${position}.svg`;
}

export function collectionImagePath(handle: string): string {
  return `/images/collections/${handle}.svg`;
}

type Palette = { background: string; arches: string[]; sun: string; trims: string[] };

const PALETTES: Palette[] = [
  { background: "#F3EADF", arches: ["#C66B4E", "#8A9A7B", "#D9A441"], sun: "#E3A857", trims: ["#E3A857", "#8A9A7B"] }, // terracotta & sand
  { background: "#F4EDE1", arches: ["#9CAF88", "#C98B7A", "#D9A441"], sun: "#D9A441", trims: ["#C98B7A", "#D9A441"] }, // sage & cream
  { background: "#F5EAE4", arches: ["#D4A5A0", "#A56B5B", "#B7A6C9"], sun: "#E8C07D", trims: ["#E8C07D", "#A56B5B"] }, // dusty rose
  { background: "#EFE3D2", arches: ["#B5835A", "#7E8C69", "#E1B04F"], sun: "#E1B04F", trims: ["#E1B04F", "#B5562F"] }, // mustard & clay
  { background: "#F2EADB", arches: ["#A4553D", "#6D8BA6", "#D9B8A0"], sun: "#F0C987", trims: ["#F0C987", "#A4553D"] }, // rust & cream
];

const DARK_PALETTE: Palette = {
  background: "#2B2420",
  arches: ["#4A3B32", "#5A3E3A", "#3F4A3A"],
  sun: "#BFC3C7",
  trims: ["#7A2E3A", "#2B2624"],
};

/** Swatch colours for the catalogue's colour names. */
export const COLOUR_HEX: Record<string, string> = {
  Black: "#2B2624",
  White: "#FAF7F2",
  Brown: "#7B5740",
  Beige: "#D8C3A5",
  Sage: "#9CAF88",
  Blue: "#6D8BA6",
  Pink: "#E3A6A1",
  Gold: "#C9A24A",
  Silver: "#BFC3C7",
  Rust: "#B5562F",
  Terracotta: "#C66B4E",
  Mustard: "#D9A441",
  Olive: "#7D7A45",
  Cream: "#F3E9D2",
  Ivory: "#F8F1E3",
  Turquoise: "#4FA3A5",
  Burgundy: "#7A2E3A",
  Lavender: "#B7A6C9",
};

/** One piece in a picture: a sub-category drawn in one of the catalogue's colours. */
export type ArtworkPiece = { productType: string; colourName: string };

export type ImageArtwork = {
  /** Stable identity, e.g. the image path: the same key always draws the same picture. */
  key: string;
  /** What the picture shows, for its accessible name. */
  label: string;
  /** One piece for a product image; a collection shows a few side by side. */
  pieces: ArtworkPiece[];
  /** A darker setting (the gothic chrome-hearts collection). */
  dark?: boolean;
  width: number;
  height: number;
};

export type RenderSize = { width?: number; height?: number };

/** Each collection's picture: three of its own sub-categories in colours that suit it. */
export const COLLECTION_SCENES: Record<string, { pieces: ArtworkPiece[]; dark?: boolean }> = {
  goddess: {
    pieces: [
      { productType: "Kimonos", colourName: "Cream" },
      { productType: "Maxi Dresses", colourName: "Terracotta" },
      { productType: "Camis", colourName: "Lavender" },
    ],
  },
  "chrome-hearts": {
    pieces: [
      { productType: "Bracelets", colourName: "Silver" },
      { productType: "Necklaces", colourName: "Silver" },
      { productType: "Earrings", colourName: "Silver" },
    ],
    dark: true,
  },
  "home-decor": {
    pieces: [
      { productType: "Vases", colourName: "Terracotta" },
      { productType: "Wall Hangings", colourName: "Cream" },
      { productType: "Candles", colourName: "Sage" },
    ],
  },
  sale: {
    pieces: [
      { productType: "Hats", colourName: "Beige" },
      { productType: "Tanks", colourName: "Rust" },
      { productType: "Sandals", colourName: "Brown" },
    ],
  },
  tops: {
    pieces: [
      { productType: "Blouses", colourName: "White" },
      { productType: "Sweaters", colourName: "Mustard" },
      { productType: "T-Shirts", colourName: "Sage" },
    ],
  },
  bottoms: {
    pieces: [
      { productType: "Jeans", colourName: "Blue" },
      { productType: "Maxi Skirts", colourName: "Rust" },
      { productType: "Shorts", colourName: "Beige" },
    ],
  },
  "lounge-wear": {
    pieces: [
      { productType: "Lounge Sets", colourName: "Pink" },
      { productType: "Robes", colourName: "Ivory" },
      { productType: "Lounge Pants", colourName: "Sage" },
    ],
  },
  "one-pieces": {
    pieces: [
      { productType: "Rompers", colourName: "Mustard" },
      { productType: "Jumpsuits", colourName: "Olive" },
      { productType: "Overalls", colourName: "Blue" },
    ],
  },
  dresses: {
    pieces: [
      { productType: "Mini Dresses", colourName: "Pink" },
      { productType: "Maxi Dresses", colourName: "Sage" },
      { productType: "Midi Dresses", colourName: "Burgundy" },
    ],
  },
  shoes: {
    pieces: [
      { productType: "Sandals", colourName: "Brown" },
      { productType: "Boots", colourName: "Rust" },
      { productType: "Mules", colourName: "Beige" },
    ],
  },
  bags: {
    pieces: [
      { productType: "Clutches", colourName: "Gold" },
      { productType: "Tote Bags", colourName: "Beige" },
      { productType: "Crossbody Bags", colourName: "Brown" },
    ],
  },
  jewelry: {
    pieces: [
      { productType: "Earrings", colourName: "Gold" },
      { productType: "Necklaces", colourName: "Turquoise" },
      { productType: "Bracelets", colourName: "Gold" },
    ],
  },
  accessories: {
    pieces: [
      { productType: "Scarves", colourName: "Terracotta" },
      { productType: "Hats", colourName: "Cream" },
      { productType: "Belts", colourName: "Brown" },
    ],
  },
};

export function renderImageSvg(artwork: ImageArtwork, size: RenderSize = {}): string {
  const hash = hashString(artwork.key);
  const palette = artwork.dark ? DARK_PALETTE : PALETTES[hash % PALETTES.length];
  const { width, height } = artwork;
  const sizeAttributes = [size.width ? `width="${size.width}"` : "", size.height ? `height="${size.height}"` : ""].join(
    " ",
  );
  const id = hash.toString(36);
  const count = artwork.pieces.length;
  // One piece fills the middle of the frame, so a square crop keeps all of it; several share
  // the middle 4:3 of a wide frame, which is what a collection tile shows.
  const usable = Math.min(width, height * (4 / 3));
  const left = (width - usable) / 2;
  const stage = count === 1 ? Math.min(width, height) * 0.8 : Math.min(height * 0.74, (usable * 0.94) / count);
  const gap = count === 1 ? 0 : (usable - stage * count) / (count + 1);
  const pieces = artwork.pieces.map((piece, index) => {
    const x = count === 1 ? (width - stage) / 2 : left + gap + index * (stage + gap);
    const y = count === 1 ? (height - stage) / 2 : (height - stage) / 2 + stage * 0.06;
    return renderPiece(piece, {
      x,
      y,
      size: stage,
      arches: palette.arches,
      background: palette.background,
      trim: palette.trims[(hash + index) % palette.trims.length],
      id: `${id}-${index}`,
    });
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ${sizeAttributes} preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeXml(artwork.label)}">`,
    `<rect width="${width}" height="${height}" fill="${palette.background}"/>`,
    // Product cards put badges and a heart in the top corners, so only collections get a sun and a floor.
    count === 1
      ? ""
      : `<circle cx="${left + usable * 0.86}" cy="${height * 0.14}" r="${Math.min(width, height) * 0.07}" fill="${palette.sun}" opacity="0.55"/>`,
    count === 1
      ? ""
      : `<rect x="0" y="${round((height + stage) / 2 + stage * 0.05)}" width="${width}" height="${height}" fill="${mix(palette.background, palette.arches[0], 0.14)}"/>`,
    ...pieces,
    `</svg>`,
  ].join("");
}

type Placement = { x: number; y: number; size: number; arches: string[]; background: string; trim: string; id: string };

/** The piece on a 100 x 100 stage, an arch behind it and a soft shadow under it. */
function renderPiece(piece: ArtworkPiece, place: Placement): string {
  const illustration = ILLUSTRATIONS[piece.productType] ?? ILLUSTRATIONS.Blouses;
  const main = COLOUR_HEX[piece.colourName] ?? "#C66B4E";
  const light = luminance(main) > 0.62;
  const inks: Inks = {
    main,
    detail: luminance(main) < 0.2 ? mix(main, "#FFFFFF", 0.28) : mix(main, "#2B2018", 0.22),
    shade: luminance(main) < 0.2 ? mix(main, "#FFFFFF", 0.14) : mix(main, "#2B2018", 0.12),
    trim: place.trim,
    line: mix(main, "#2B2018", light ? 0.5 : 0.6),
    sole: mix(main, "#D9BC94", 0.65),
  };
  // The arch furthest in colour from the piece; a light piece stands on a deeper arch, a dark one on a paler arch.
  const furthest = place.arches.reduce((best, candidate) =>
    distance(candidate, main) > distance(best, main) ? candidate : best,
  );
  const arch = mix(furthest, place.background, light ? 0.15 : 0.6);
  const scale = place.size / 100;
  return [
    `<g transform="translate(${round(place.x)} ${round(place.y)}) scale(${round(scale)})">`,
    `<path d="M8 100 L8 42 A42 42 0 0 1 92 42 L92 100 Z" fill="${arch}" opacity="0.9"/>`,
    `<ellipse cx="50" cy="98" rx="34" ry="2.4" fill="#2B2018" opacity="0.12"/>`,
    `<g stroke="${inks.line}" stroke-width="0.55" stroke-linejoin="round" stroke-linecap="round">`,
    illustration(inks, place.id),
    `</g></g>`,
  ].join("");
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function rgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `amount` of the way from `from` to `to`. */
function mix(from: string, to: string, amount: number): string {
  const a = rgb(from);
  const b = rgb(to);
  return `#${a
    .map((channel, i) =>
      Math.round(channel + (b[i] - channel) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function distance(a: string, b: string): number {
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** FNV-1a plus a final mix, so paths differing in one digit still look different. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  return (hash ^ (hash >>> 13)) >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
