// Generated SVG artwork for product and collection images: warm boho palettes
// and simple motifs, chosen deterministically from the image's identity, so the
// demo shop needs no network and no binary files.

export function productImagePath(productNumericId: number, position: number): string {
  return `/images/products/${productNumericId}/${position}.svg`;
}

export function collectionImagePath(handle: string): string {
  return `/images/collections/${handle}.svg`;
}

type Palette = { background: string; arch: string; sun: string; accent: string; ink: string };

const PALETTES: Palette[] = [
  { background: "#EFE3D3", arch: "#C66B4E", sun: "#E3A857", accent: "#8A9A7B", ink: "#4A3B32" }, // terracotta & sand
  { background: "#F4EDE1", arch: "#9CAF88", sun: "#D9A441", accent: "#C98B7A", ink: "#3F4A3A" }, // sage & cream
  { background: "#F3E6DF", arch: "#D4A5A0", sun: "#E8C07D", accent: "#A56B5B", ink: "#5A3E3A" }, // dusty rose
  { background: "#EADBC8", arch: "#B5835A", sun: "#E1B04F", accent: "#7E8C69", ink: "#3D2F24" }, // mustard & clay
  { background: "#F1E9DA", arch: "#A4553D", sun: "#F0C987", accent: "#D9B8A0", ink: "#402A22" }, // rust & cream
];

/** Swatch colours for the catalogue's colour names. */
const COLOUR_HEX: Record<string, string> = {
  Black: "#2B2624", White: "#FAF7F2", Brown: "#7B5740", Beige: "#D8C3A5", Sage: "#9CAF88", Blue: "#6D8BA6",
  Pink: "#E3A6A1", Gold: "#C9A24A", Silver: "#BFC3C7", Rust: "#B5562F", Terracotta: "#C66B4E", Mustard: "#D9A441",
  Olive: "#7D7A45", Cream: "#F3E9D2", Ivory: "#F8F1E3", Turquoise: "#4FA3A5", Burgundy: "#7A2E3A", Lavender: "#B7A6C9",
};

export type ImageArtwork = {
  /** Stable identity, e.g. the image path: the same key always draws the same picture. */
  key: string;
  label: string;
  caption?: string;
  colourName?: string;
  width: number;
  height: number;
};

export type RenderSize = { width?: number; height?: number };

export function renderImageSvg(artwork: ImageArtwork, size: RenderSize = {}): string {
  const hash = hashString(artwork.key);
  const palette = PALETTES[hash % PALETTES.length];
  const { width, height } = artwork;
  const motif = MOTIFS[(hash >>> 3) % MOTIFS.length];
  const swatch = (artwork.colourName && COLOUR_HEX[artwork.colourName]) || palette.accent;
  const sizeAttributes = [size.width ? `width="${size.width}"` : "", size.height ? `height="${size.height}"` : ""].join(" ");
  const fontSize = Math.round(Math.min(width, height) / 18);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ${sizeAttributes} preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeXml(artwork.label)}">`,
    `<rect width="${width}" height="${height}" fill="${palette.background}"/>`,
    motif(palette, swatch, width, height, hash),
    `<text x="${width / 2}" y="${height - fontSize * 2.2}" text-anchor="middle" font-family="Georgia, serif" font-size="${fontSize}" fill="${palette.ink}">${escapeXml(artwork.label)}</text>`,
    artwork.caption
      ? `<text x="${width / 2}" y="${height - fontSize}" text-anchor="middle" font-family="Georgia, serif" font-size="${Math.round(fontSize * 0.6)}" letter-spacing="4" fill="${palette.ink}" opacity="0.7">${escapeXml(artwork.caption.toUpperCase())}</text>`
      : "",
    `</svg>`,
  ].join("");
}

type Motif = (palette: Palette, swatch: string, width: number, height: number, hash: number) => string;

const archWithSun: Motif = (p, swatch, w, h) => {
  const archWidth = w * 0.56;
  const left = (w - archWidth) / 2;
  const top = h * 0.18;
  const bottom = h * 0.78;
  return [
    `<circle cx="${w / 2}" cy="${top + archWidth * 0.25}" r="${archWidth * 0.62}" fill="${p.sun}" opacity="0.35"/>`,
    `<path d="M${left} ${bottom} V${top + archWidth / 2} A${archWidth / 2} ${archWidth / 2} 0 0 1 ${left + archWidth} ${top + archWidth / 2} V${bottom} Z" fill="${p.arch}"/>`,
    `<path d="M${left + archWidth * 0.18} ${bottom} V${top + archWidth / 2} A${archWidth * 0.32} ${archWidth * 0.32} 0 0 1 ${left + archWidth * 0.82} ${top + archWidth / 2} V${bottom} Z" fill="${swatch}"/>`,
  ].join("");
};

const risingSun: Motif = (p, swatch, w, h, hash) => {
  const horizon = h * 0.66;
  const radius = w * 0.26;
  const rays = 9 + (hash % 5);
  const rayLines = Array.from({ length: rays }, (_, i) => {
    const angle = Math.PI + (Math.PI * (i + 0.5)) / rays;
    const inner = radius * 1.15;
    const outer = radius * 1.6;
    return `<line x1="${(w / 2 + Math.cos(angle) * inner).toFixed(1)}" y1="${(horizon + Math.sin(angle) * inner).toFixed(1)}" x2="${(w / 2 + Math.cos(angle) * outer).toFixed(1)}" y2="${(horizon + Math.sin(angle) * outer).toFixed(1)}" stroke="${p.sun}" stroke-width="${w / 80}" stroke-linecap="round"/>`;
  }).join("");
  return [
    rayLines,
    `<path d="M${w / 2 - radius} ${horizon} A${radius} ${radius} 0 0 1 ${w / 2 + radius} ${horizon} Z" fill="${p.arch}"/>`,
    `<rect x="0" y="${horizon}" width="${w}" height="${h * 0.08}" fill="${swatch}"/>`,
    `<rect x="0" y="${horizon + h * 0.08}" width="${w}" height="${h * 0.04}" fill="${p.accent}"/>`,
  ].join("");
};

const waves: Motif = (p, swatch, w, h) => {
  const bands = [p.arch, swatch, p.accent, p.sun];
  return [
    `<circle cx="${w * 0.7}" cy="${h * 0.25}" r="${w * 0.12}" fill="${p.sun}"/>`,
    ...bands.map((fill, i) => {
      const y = h * (0.42 + i * 0.09);
      const amplitude = h * 0.03;
      return `<path d="M0 ${y} Q${w * 0.25} ${y - amplitude} ${w * 0.5} ${y} T${w} ${y} V${h * 0.82} H0 Z" fill="${fill}" opacity="0.9"/>`;
    }),
  ].join("");
};

const leaves: Motif = (p, swatch, w, h, hash) => {
  const stemX = w / 2;
  const count = 5 + (hash % 3);
  const leafShapes = Array.from({ length: count }, (_, i) => {
    const y = h * 0.22 + i * ((h * 0.45) / count);
    const side = i % 2 === 0 ? 1 : -1;
    const length = w * (0.16 + 0.02 * (count - i));
    return `<path d="M${stemX} ${y} q${side * length * 0.5} ${-length * 0.35} ${side * length} 0 q${-side * length * 0.5} ${length * 0.35} ${-side * length} 0 Z" fill="${i % 3 === 0 ? swatch : p.accent}"/>`;
  }).join("");
  return [
    `<circle cx="${w / 2}" cy="${h * 0.45}" r="${w * 0.36}" fill="${p.arch}" opacity="0.25"/>`,
    `<line x1="${stemX}" y1="${h * 0.18}" x2="${stemX}" y2="${h * 0.78}" stroke="${p.ink}" stroke-width="${w / 150}"/>`,
    leafShapes,
  ].join("");
};

const MOTIFS: Motif[] = [archWithSun, risingSun, waves, leaves];

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
