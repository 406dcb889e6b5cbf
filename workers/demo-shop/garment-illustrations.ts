// Flat illustrations of the catalogue's sub-categories, one per product type,
// drawn on a 100 x 100 stage in the product's colour. Left halves are mirrored
// (`pair`) so garments stay symmetric with half the numbers.

export type Inks = {
  /** The product's colour. */
  main: string;
  /** A darker or lighter step of it for seams, bands and folds. */
  detail: string;
  /** A second tint for shading (the inside of a hat, a fold). */
  shade: string;
  /** Trim from the warm palette: embroidery, stitching, tassels. */
  trim: string;
  /** The outline. */
  line: string;
  /** Soles of shoes: a light leather tone that shows under any upper. */
  sole: string;
};

export type Illustration = (inks: Inks, id: string) => string;

/** The right half of a path drawn for the left: every x becomes 100 - x (absolute M, L, Q, C, Z only). */
function mirror(d: string): string {
  let pairIndex = 0;
  return d.replace(/[MLQCZ]|-?\d+(?:\.\d+)?/g, (token) => {
    if (/[MLQCZ]/.test(token)) {
      pairIndex = 0;
      return token;
    }
    const isX = pairIndex++ % 2 === 0;
    return isX ? String(Math.round((100 - Number(token)) * 100) / 100) : token;
  });
}

const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const pair = (d: string, fill: string, extra = "") => path(d, fill, extra) + path(mirror(d), fill, extra);
const stroke = (d: string, colour: string, width = 0.8, extra = "") =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"${extra ? ` ${extra}` : ""}/>`;
const dots = (points: [number, number][], r: number, fill: string) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join("");
const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
/** Short vertical strokes: fringe, ribbing, pleats. */
const ticks = (xs: number[], y1: number, y2: number, colour: string, width = 0.6) =>
  xs.map((x) => stroke(`M${x} ${y1} L${x} ${y2}`, colour, width)).join("");

// ---------------------------------------------------------------- tops

const longSleeves = (i: Inks) =>
  pair("M31 17 L17 56 L25 59 L31 34 Z", i.main) + pair("M17 56 L25 59 L24.2 62 L16 59 Z", i.detail);

const blouse: Illustration = (i) =>
  pair("M31 19 Q15 28 13 52 L22 56 Q24 42 30 37 Z", i.main) +
  pair("M13 52 L22 56 L21 59 L12.5 55.5 Z", i.detail) +
  path("M39 15 L30 19 L30 40 Q28 58 31 70 L69 70 Q72 58 70 40 L70 19 L61 15 Q50 23 39 15 Z", i.main) +
  dots(
    range(40, 60, 4).map((x) => [x, 16.5 + 6 * (1 - ((x - 50) / 11) ** 2)] as [number, number]),
    0.9,
    i.trim,
  ) +
  stroke("M50 22 L47 30 M50 22 L53 30", i.detail, 0.7);

const buttonUp: Illustration = (i) =>
  longSleeves(i) +
  path("M40 13 L30 17 L29 72 Q50 77 71 72 L70 17 L60 13 Z", i.main) +
  pair("M40 13 L50 24 L44 27 L37 16 Z", i.detail) +
  stroke("M50 24 L50 75", i.detail, 0.7) +
  dots(
    [
      [52, 32],
      [52, 42],
      [52, 52],
      [52, 62],
    ],
    0.9,
    i.detail,
  ) +
  path("M35 30 L43 30 L43 37 L35 37 Z", "none", `stroke="${i.detail}" stroke-width="0.6"`);

const cami: Illustration = (i) =>
  stroke("M38 31 L41 10 M62 31 L59 10", i.detail, 0.9) +
  path("M36 30 Q43 34 50 40 Q57 34 64 30 Q67 52 68 74 Q50 78 32 74 Q33 52 36 30 Z", i.main) +
  stroke("M36.5 31 Q43 35 50 41 Q57 35 63.5 31", i.trim, 0.9, 'stroke-dasharray="1.2 1"');

const cardigan: Illustration = (i) =>
  longSleeves(i) +
  path("M40 12 L30 17 L29 70 L71 70 L70 17 L60 12 L50 38 Z", i.main) +
  stroke("M50 38 L50 70", i.detail, 0.8) +
  path("M29 64 L71 64 L71 70 L29 70 Z", i.detail) +
  ticks(range(31, 69, 2.5), 64.5, 69.5, i.shade, 0.4) +
  dots(
    [
      [52.5, 44],
      [52.5, 51],
      [52.5, 58],
    ],
    1,
    i.trim,
  );

const hoodie: Illustration = (i) =>
  longSleeves(i) +
  path("M38 16 Q36 4 50 3 Q64 4 62 16 Z", i.detail) +
  path("M40 15 L30 19 L29 70 L71 70 L70 19 L60 15 Q50 22 40 15 Z", i.main) +
  path("M38 48 L62 48 L66 62 L34 62 Z", i.detail) +
  stroke("M46 21 L46 32 M54 21 L54 32", i.trim, 0.8) +
  path("M29 66 L71 66 L71 70 L29 70 Z", i.detail);

const jacket: Illustration = (i) =>
  longSleeves(i) +
  path("M40 13 L30 17 L29 66 L71 66 L70 17 L60 13 Z", i.main) +
  pair("M40 13 L47 26 L41 30 L35 18 Z", i.detail) +
  pair("M34 32 L44 32 L44 41 L34 41 Z", i.detail) +
  stroke("M50 20 L50 66", i.detail, 0.8) +
  dots(
    [
      [52, 36],
      [52, 46],
      [52, 56],
      [39, 36.5],
      [61, 36.5],
    ],
    0.9,
    i.trim,
  ) +
  stroke("M29.5 30 L70.5 30", i.trim, 0.5, 'stroke-dasharray="1.2 1"') +
  path("M29 61 L71 61 L71 66 L29 66 Z", i.detail);

const kimono: Illustration = (i) =>
  pair("M32 12 L6 20 L4 54 L22 54 L27 30 Z", i.main) +
  path("M38 9 L30 12 L28 92 L72 92 L70 12 L62 9 Z", i.main) +
  pair("M38 9 L44 9 L46 92 L40 92 Z", i.detail) +
  dots(
    [
      [14, 32],
      [20, 42],
      [11, 46],
      [34, 30],
      [35, 58],
      [33, 80],
      [86, 32],
      [80, 42],
      [89, 46],
      [66, 30],
      [65, 58],
      [67, 80],
    ],
    1.3,
    i.trim,
  ) +
  ticks(range(29, 71, 2), 92, 96, i.detail, 0.5) +
  ticks(range(5, 21, 2), 54, 57.5, i.detail, 0.5) +
  ticks(range(79, 95, 2), 54, 57.5, i.detail, 0.5);

const meshTop: Illustration = (i, id) =>
  `<pattern id="mesh-${id}" width="2.4" height="2.4" patternUnits="userSpaceOnUse"><path d="M0 0 L2.4 2.4 M2.4 0 L0 2.4" stroke="${i.line}" stroke-width="0.25" opacity="0.6"/></pattern>` +
  pair("M33 18 L17 54 L23 56 L33 32 Z", i.main, 'opacity="0.55"') +
  path("M43 8 L43 14 L32 18 L33 56 L67 56 L68 18 L57 14 L57 8 Z", i.main, 'opacity="0.6"') +
  path("M43 8 L43 14 L32 18 L33 56 L67 56 L68 18 L57 14 L57 8 Z", `url(#mesh-${id})`) +
  pair("M33 18 L17 54 L23 56 L33 32 Z", `url(#mesh-${id})`) +
  stroke("M43 8 L57 8", i.detail, 1.2);

const sweater: Illustration = (i) =>
  longSleeves(i) +
  path("M40 14 L29 19 L28 72 L72 72 L71 19 L60 14 Q50 21 40 14 Z", i.main) +
  stroke("M40 14 Q50 21 60 14", i.detail, 2) +
  path("M28 66 L72 66 L72 72 L28 72 Z", i.detail) +
  ticks(range(30, 70, 2.5), 66.5, 71.5, i.shade, 0.4) +
  stroke(
    "M44 26 Q41 30 44 34 Q47 38 44 42 Q41 46 44 50 Q47 54 44 58 M56 26 Q59 30 56 34 Q53 38 56 42 Q59 46 56 50 Q53 54 56 58",
    i.detail,
    0.9,
  );

const tee: Illustration = (i) =>
  pair("M32 16 L16 28 L22 40 L32 33 Z", i.main) +
  path("M41 13 L32 16 L31 74 L69 74 L68 16 L59 13 Q50 20 41 13 Z", i.main) +
  stroke("M41 13 Q50 20 59 13", i.detail, 1.4) +
  `<circle cx="50" cy="38" r="6" fill="${i.trim}"/>` +
  ticks([45, 50, 55], 29, 31, i.trim, 0.8);

const tank: Illustration = (i) =>
  path("M38 10 L44 10 Q44 24 50 26 Q56 24 56 10 L62 10 Q62 22 68 30 L68 76 L32 76 L32 30 Q38 22 38 10 Z", i.main) +
  stroke("M44 10 Q44 24 50 26 Q56 24 56 10", i.detail, 1) +
  ticks(range(36, 64, 4), 40, 74, i.shade, 0.35);

// ---------------------------------------------------------------- dresses

const maxiDress: Illustration = (i) =>
  pair("M37 12 L30 16 L31 24 L38 20 Z", i.detail) +
  path("M40 10 L36 14 L37 36 Q26 66 18 96 L82 96 Q74 66 63 36 L64 14 L60 10 Q50 22 40 10 Z", i.main) +
  stroke("M37 36 L63 36", i.detail, 1.6) +
  stroke("M27 60 Q50 63 73 60", i.detail, 0.8) +
  stroke("M21.5 80 Q50 84 78.5 80", i.detail, 0.8) +
  dots(
    range(22, 78, 6).map((x) => [x, 92] as [number, number]),
    0.9,
    i.trim,
  );

const midiDress: Illustration = (i) =>
  pair("M39 12 L29 17 L30 27 L36 24 Z", i.main) +
  path("M40 10 L36 15 L37 38 Q30 58 26 82 Q50 86 74 82 Q70 58 63 38 L64 15 L60 10 L50 30 Z", i.main) +
  stroke("M40 10 L50 30 L60 10", i.detail, 0.8) +
  stroke("M37 38 L63 38", i.detail, 1.6) +
  path("M58 38 Q64 42 62 50 L60 50 Q61 43 57 39 Z", i.detail) +
  path("M58 38 Q63 44 66 48 L64 49 Q60 44 57 39 Z", i.detail) +
  stroke("M44 42 Q42 60 40 82 M56 42 Q58 60 60 82", i.shade, 0.5);

const miniDress: Illustration = (i) =>
  pair("M36 14 Q26 14 26 24 Q30 30 36 26 Z", i.main) +
  path("M38 12 L36 16 L36 34 Q28 46 24 62 Q50 67 76 62 Q72 46 64 34 L64 16 L62 12 L38 12 Z", i.main) +
  path("M42 12 L58 12 L58 18 L42 18 Z", i.detail) +
  stroke("M36 34 L64 34", i.detail, 1.2) +
  path("M24 62 Q50 67 76 62 L78 68 Q50 73 22 68 Z", i.detail) +
  dots(
    [
      [44, 26],
      [50, 26],
      [56, 26],
    ],
    0.8,
    i.trim,
  );

// ---------------------------------------------------------------- bottoms

/** A waistband from x1 to x2 at y with a button at the centre. */
const waistband = (i: Inks, x1: number, x2: number, y: number, button = true) =>
  path(`M${x1} ${y} L${x2} ${y} L${x2} ${y + 5} L${x1} ${y + 5} Z`, i.detail) +
  (button ? dots([[50, y + 2.5]], 1, i.trim) : "");

const trousers = (i: Inks, d: string, top = 8) =>
  path(d, i.main) + waistband(i, 32, 68, top) + stroke(`M50 ${top + 5} L50 ${top + 20}`, i.detail, 0.7);

const capris: Illustration = (i) =>
  trousers(i, "M32 8 L68 8 L70 70 L53 70 L50 24 L47 70 L30 70 Z") +
  path("M30 66 L47 66 L47 70 L30 70 Z M53 66 L70 66 L70 70 L53 70 Z", i.detail) +
  stroke("M45 10 Q42 16 40 20 M55 10 Q58 16 60 20", i.trim, 0.8);

const flare: Illustration = (i) =>
  trousers(i, "M32 8 L68 8 L69 40 L67 62 L76 94 L54 94 L51 60 L50 24 L49 60 L46 94 L24 94 L33 62 L31 40 Z") +
  stroke("M33 14 Q39 16 42 22 M67 14 Q61 16 58 22", i.detail, 0.7) +
  stroke("M40 60 L35 94 M60 60 L65 94", i.shade, 0.4);

const jeans: Illustration = (i) =>
  trousers(i, "M32 8 L68 8 L70 40 L68 94 L53 94 L50 26 L47 94 L32 94 L30 40 Z") +
  stroke("M33 14 Q39 16 42 22 M67 14 Q61 16 58 22", i.trim, 0.6, 'stroke-dasharray="1 0.8"') +
  stroke("M50 13 Q53 20 50 27", i.trim, 0.6, 'stroke-dasharray="1 0.8"') +
  ticks([36, 50, 64], 8, 13, i.main, 1.2) +
  stroke("M32.5 90 L46.5 90 M53.5 90 L67.5 90", i.trim, 0.5, 'stroke-dasharray="1 0.8"');

const joggers: Illustration = (i) =>
  path("M32 10 L68 10 L71 40 L66 86 L54 86 L50 28 L46 86 L34 86 L29 40 Z", i.main) +
  path("M32 8 L68 8 L68 14 L32 14 Z", i.detail) +
  ticks(range(34, 66, 2), 8.5, 13.5, i.shade, 0.35) +
  stroke("M47 14 Q45 20 44 22 M53 14 Q55 20 56 22", i.trim, 0.8) +
  path("M34 82 L46 82 L46 88 L34 88 Z M54 82 L66 82 L66 88 L54 88 Z", i.detail) +
  stroke("M31 18 Q36 24 35 32 M69 18 Q64 24 65 32", i.detail, 0.6);

const leggings: Illustration = (i) =>
  path("M35 8 L65 8 L64 40 L60 94 L53 94 L50 28 L47 94 L40 94 L36 40 Z", i.main) +
  path("M35 8 L65 8 L65 16 L35 16 Z", i.detail) +
  stroke("M39 40 L42 92 M61 40 L58 92", i.shade, 0.4);

const skirtTiers = (i: Inks, ys: number[], left: (y: number) => number) =>
  ys.map((y) => stroke(`M${left(y)} ${y} Q50 ${y + 3} ${100 - left(y)} ${y}`, i.detail, 0.8)).join("");

const maxiSkirt: Illustration = (i) =>
  path("M36 12 L64 12 Q72 50 84 94 Q50 99 16 94 Q28 50 36 12 Z", i.main) +
  waistband(i, 36, 64, 8, false) +
  skirtTiers(i, [38, 64], (y) => 36 - ((y - 12) / 82) * 20) +
  ticks(range(40, 60, 4), 13, 18, i.shade, 0.4) +
  dots(
    range(22, 78, 7).map((x) => [x, 90] as [number, number]),
    0.9,
    i.trim,
  );

const midiSkirt: Illustration = (i) =>
  path("M37 12 L63 12 Q68 40 74 76 Q62 80 50 77 Q38 80 26 76 Q32 40 37 12 Z", i.main) +
  waistband(i, 37, 63, 8, false) +
  stroke("M44 18 Q42 46 38 76 M56 18 Q58 46 62 76", i.shade, 0.5) +
  stroke("M50 20 Q52 50 50 76", i.shade, 0.4);

const miniSkirt: Illustration = (i) =>
  path("M35 24 L65 24 L74 60 Q50 64 26 60 Z", i.main) +
  waistband(i, 35, 65, 20, false) +
  stroke("M50 25 L50 62", i.detail, 0.8) +
  dots(
    [
      [52, 30],
      [52, 37],
      [52, 44],
      [52, 51],
    ],
    0.9,
    i.trim,
  ) +
  pair("M34 32 L43 32 L42 42 L32 42 Z", "none", `stroke="${i.detail}" stroke-width="0.6"`);

const palazzo: Illustration = (i) =>
  path("M34 14 L66 14 L84 94 L52 94 L50 34 L48 94 L16 94 Z", i.main) +
  path("M34 8 L66 8 L66 15 L34 15 Z", i.detail) +
  path("M50 15 L44 24 L46 25 L50 18 L54 25 L56 24 Z", i.trim) +
  stroke("M40 16 L30 94 M44 16 L40 94 M60 16 L70 94 M56 16 L60 94", i.shade, 0.4);

const skort: Illustration = (i) =>
  path("M34 24 L66 24 L76 62 Q50 66 24 62 Z", i.main) +
  waistband(i, 34, 66, 19, false) +
  range(0, 6, 1)
    .map((n) => stroke(`M${37 + n * 5.2} 25 L${29 + n * 8.4} 63`, i.detail, 0.5))
    .join("") +
  path("M50 24 L66 24 L76 62 Q66 64.5 56 64.8 Z", i.shade, 'opacity="0.35"');

const shorts: Illustration = (i) =>
  trousers(i, "M32 18 L68 18 L74 56 L53 58 L50 38 L47 58 L26 56 Z", 14) +
  path("M26 52 L47 54 L47 58 L26 56 Z M53 54 L74 52 L74 56 L53 58 Z", i.detail) +
  stroke("M33 24 Q39 26 41 32 M67 24 Q61 26 59 32", i.detail, 0.7);

const wideLeg: Illustration = (i) =>
  trousers(i, "M32 8 L68 8 L78 94 L53 94 L50 30 L47 94 L22 94 Z") +
  stroke("M40 13 L34 94 M60 13 L66 94", i.shade, 0.5) +
  stroke("M33 14 Q38 18 40 24 M67 14 Q62 18 60 24", i.detail, 0.6);

// ---------------------------------------------------------------- one pieces

const jumpsuit: Illustration = (i) =>
  stroke("M39 22 L41 4 M61 22 L59 4", i.detail, 0.9) +
  path("M37 20 Q50 26 63 20 L64 40 L74 96 L54 96 L50 50 L46 96 L26 96 L36 40 Z", i.main) +
  path("M36 38 L64 38 L64 43 L36 43 Z", i.detail) +
  path("M50 41 L44 54 L46 55 L50 45 L54 55 L56 54 Z", i.trim) +
  stroke("M42 44 L34 96 M58 44 L66 96", i.shade, 0.4);

const romper: Illustration = (i) =>
  pair("M37 14 Q27 14 27 24 Q31 30 37 26 Z", i.main) +
  path("M39 12 L37 16 L37 38 L33 60 L49 62 L50 52 L51 62 L67 60 L63 38 L63 16 L61 12 L39 12 Z", i.main) +
  path("M42 12 L58 12 L58 17 L42 17 Z", i.detail) +
  range(0, 3, 1)
    .map((n) => stroke(`M37 ${35 + n * 1.8} L63 ${35 + n * 1.8}`, i.detail, 0.5))
    .join("") +
  path("M33 57 L49 59 L49 62 L33 60 Z M51 59 L67 57 L67 60 L51 62 Z", i.detail) +
  dots(
    [
      [45, 24],
      [55, 24],
      [50, 28],
    ],
    0.8,
    i.trim,
  );

const overalls: Illustration = (i) =>
  stroke("M38 20 L34 6 M62 20 L66 6", i.main, 2.6) +
  path("M37 18 L63 18 L63 34 L68 36 L70 94 L53 94 L50 48 L47 94 L30 94 L32 36 L37 34 Z", i.main) +
  path("M43 22 L57 22 L57 31 L43 31 Z", i.detail) +
  dots(
    [
      [39, 20],
      [61, 20],
    ],
    1.3,
    i.trim,
  ) +
  stroke("M32.5 90 L46.5 90 M53.5 90 L67.5 90", i.trim, 0.5, 'stroke-dasharray="1 0.8"') +
  stroke("M37 34 L63 34", i.detail, 0.8);

// ---------------------------------------------------------------- lounge wear

const loungeSet: Illustration = (i) =>
  pair("M34 8 L22 17 L26 24 L34 19 Z", i.main) +
  path("M42 5 L34 8 L33 38 L67 38 L66 8 L58 5 Q50 10 42 5 Z", i.main) +
  stroke("M42 5 Q50 10 58 5", i.detail, 1.2) +
  path("M33 46 L67 46 L70 96 L53 96 L50 62 L47 96 L30 96 Z", i.main) +
  path("M33 43 L67 43 L67 48 L33 48 Z", i.detail) +
  stroke("M47 48 L46 54 M53 48 L54 54", i.trim, 0.8);

const robe: Illustration = (i) =>
  pair("M32 12 L12 26 L18 52 L30 48 L32 30 Z", i.main) +
  pair("M12 26 L18 52 L12.8 54 L8 28 Z", i.detail) +
  path("M40 8 L32 12 L30 94 L70 94 L68 12 L60 8 Z", i.main) +
  path("M40 8 L47 50 L52 50 L60 8 L56 8 L50 40 L44 8 Z", i.detail) +
  path("M30 48 L70 48 L70 53 L30 53 Z", i.detail) +
  path("M54 52 L62 68 L59 69 L52 54 Z M55 52 L66 64 L64 66 L53 54 Z", i.detail) +
  stroke("M40 55 Q38 75 36 94", i.shade, 0.5);

const loungePants: Illustration = (i) =>
  path("M32 12 L68 12 L72 94 L54 94 L50 32 L46 94 L28 94 Z", i.main) +
  path("M32 8 L68 8 L68 14 L32 14 Z", i.detail) +
  ticks(range(34, 66, 2), 8.5, 13.5, i.shade, 0.35) +
  stroke("M48 14 Q46 20 43 24 M52 14 Q54 20 57 24", i.trim, 0.8) +
  stroke("M40 40 L37 94 M60 40 L63 94", i.shade, 0.4);

// ---------------------------------------------------------------- shoes

const sandals: Illustration = (i) =>
  [30, 70]
    .map((x, side) => {
      const tilt = side === 0 ? -6 : 6;
      return (
        `<g transform="rotate(${tilt} ${x} 50)">` +
        `<ellipse cx="${x}" cy="50" rx="11" ry="38" fill="${i.sole}"/>` +
        path(`M${x - 11} 30 Q${x} 20 ${x + 11} 30 L${x + 11} 37 Q${x} 27 ${x - 11} 37 Z`, i.main) +
        path(`M${x - 11} 50 Q${x} 44 ${x + 11} 50 L${x + 11} 57 Q${x} 51 ${x - 11} 57 Z`, i.main) +
        stroke(`M${x} 24 L${x} 32`, i.main, 2) +
        dots([[x, 53.5]], 1.2, i.trim) +
        `</g>`
      );
    })
    .join("");

const boots: Illustration = (i) =>
  [
    [8, i.shade],
    [0, i.main],
  ]
    .map(
      ([dx, fill]) =>
        `<g transform="translate(${dx} ${-Number(dx)})">` +
        path("M30 20 L52 20 L54 56 Q58 62 74 66 Q84 69 84 78 L84 82 L30 82 Z", String(fill)) +
        path("M30 82 L84 82 L84 86 L30 86 Z M30 86 L40 86 L40 92 L31 92 Z", i.detail) +
        stroke("M42 20 L42 56", i.detail, 0.6) +
        path("M52 20 L56 14 L58 16 L55 24 Z", i.detail) +
        stroke("M30 70 Q50 70 58 62", i.trim, 0.6, 'stroke-dasharray="1 0.8"') +
        `</g>`,
    )
    .join("");

const mules: Illustration = (i, id) =>
  `<pattern id="weave-${id}" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 2 L4 2 M2 0 L2 4" stroke="${i.detail}" stroke-width="0.5"/></pattern>` +
  [
    [10, -10],
    [0, 0],
  ]
    .map(
      ([dx, dy]) =>
        `<g transform="translate(${dx} ${dy})">` +
        path("M14 69 Q50 68 84 69 Q90 70 88 74 L14 74 Q12 71 14 69 Z", i.sole) +
        path("M16 74 L30 74 L29 82 L17 82 Z", i.detail) +
        path("M46 69 Q48 56 64 54 Q82 54 88 66 Q89 69 86 69 Z", i.main) +
        path("M46 69 Q48 56 64 54 Q82 54 88 66 Q89 69 86 69 Z", `url(#weave-${id})`) +
        `</g>`,
    )
    .join("");

// ---------------------------------------------------------------- bags

const tote: Illustration = (i, id) =>
  `<pattern id="weave-${id}" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M0 2.5 L5 2.5 M2.5 0 L2.5 5" stroke="${i.detail}" stroke-width="0.6"/></pattern>` +
  stroke("M36 38 Q36 8 50 8 Q64 8 64 38", i.detail, 2.6) +
  path("M22 34 L78 34 L72 92 L28 92 Z", i.main) +
  path("M22 34 L78 34 L72 92 L28 92 Z", `url(#weave-${id})`) +
  path("M22 34 L78 34 L77 42 L23 42 Z", i.detail);

const crossbody: Illustration = (i) =>
  stroke("M30 52 Q26 6 50 6 Q74 6 70 52", i.detail, 1.8) +
  path("M28 48 L72 48 Q76 48 76 54 L76 78 Q76 82 72 82 L28 82 Q24 82 24 78 L24 54 Q24 48 28 48 Z", i.main) +
  path("M24 54 Q24 48 28 48 L72 48 Q76 48 76 54 L76 64 Q50 72 24 64 Z", i.shade) +
  dots([[50, 67]], 1.6, i.trim) +
  ticks(range(27, 73, 2.5), 82, 92, i.main, 0.7);

const clutch: Illustration = (i) =>
  path("M16 36 L84 36 L84 74 Q84 78 80 78 L20 78 Q16 78 16 74 Z", i.main) +
  path("M16 36 L84 36 L50 60 Z", i.shade) +
  stroke("M16 36 L50 60 L84 36", i.detail, 0.7) +
  dots([[50, 60]], 2, i.trim) +
  dots(
    range(22, 78, 6).map((x) => [x, 72] as [number, number]),
    0.8,
    i.trim,
  );

// ---------------------------------------------------------------- jewelry

const ring = (cx: number, cy: number, r: number, colour: string, width: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;

const bracelets: Illustration = (i) =>
  `<ellipse cx="50" cy="56" rx="30" ry="12" fill="none" stroke="${i.detail}" stroke-width="4"/>` +
  `<ellipse cx="50" cy="50" rx="30" ry="12" fill="none" stroke="${i.main}" stroke-width="4"/>` +
  `<ellipse cx="50" cy="43" rx="30" ry="12" fill="none" stroke="${i.detail}" stroke-width="2"/>` +
  dots(
    range(0, 11, 1).map(
      (n) =>
        [50 + 30 * Math.cos((n / 12) * Math.PI * 2 + 0.3), 36 + 12 * Math.sin((n / 12) * Math.PI * 2 + 0.3)] as [
          number,
          number,
        ],
    ),
    2.2,
    i.trim,
  );

const earrings: Illustration = (i) =>
  [34, 66]
    .map(
      (x) =>
        dots([[x, 20]], 2.2, i.main) +
        stroke(`M${x} 22 L${x} 30`, i.detail, 0.9) +
        ring(x, 45, 14, i.main, 3) +
        path(`M${x} 59 Q${x - 5} 66 ${x} 74 Q${x + 5} 66 ${x} 59 Z`, i.trim),
    )
    .join("");

const necklace: Illustration = (i) =>
  stroke("M18 12 Q20 62 50 66 Q80 62 82 12", i.detail, 0.9) +
  dots(
    range(0, 15, 1)
      .map((n) => {
        const t = n / 15;
        return [18 + 64 * t, 12 + 216 * t * (1 - t) - 0.1] as [number, number];
      })
      .filter(([, y]) => y > 30),
    1.3,
    i.main,
  ) +
  path("M50 66 Q40 76 46 88 Q50 84 54 88 Q60 76 50 66 Z", i.main) +
  path("M50 72 Q46 78 48 84 Q50 82 52 84 Q54 78 50 72 Z", i.trim);

const jewelrySet: Illustration = (i) =>
  stroke("M22 8 Q24 44 50 48 Q76 44 78 8", i.main, 1.2) +
  `<circle cx="50" cy="53" r="4.5" fill="${i.trim}" stroke="${i.main}" stroke-width="1.5"/>` +
  ring(34, 76, 9, i.main, 3) +
  `<circle cx="34" cy="66" r="3" fill="${i.trim}"/>` +
  dots(
    [
      [62, 72],
      [74, 72],
    ],
    3,
    i.main,
  ) +
  dots(
    [
      [62, 80],
      [74, 80],
    ],
    2,
    i.trim,
  );

// ---------------------------------------------------------------- accessories

const hat: Illustration = (i) =>
  `<ellipse cx="50" cy="62" rx="44" ry="14" fill="${i.main}"/>` +
  path("M30 62 Q30 30 50 30 Q70 30 70 62 Q50 68 30 62 Z", i.main) +
  path("M30.5 54 Q50 60 69.5 54 L70 61 Q50 67 30 61 Z", i.trim) +
  stroke("M14 66 Q50 80 86 66", i.detail, 0.6);

const scarf: Illustration = (i) =>
  path("M36 8 L64 8 Q70 40 62 60 L56 92 L44 92 L40 60 Q30 40 36 8 Z", i.main) +
  path("M36 8 Q50 22 64 8 Q60 16 50 20 Q40 16 36 8 Z", i.detail) +
  stroke("M38 30 Q50 34 63 30 M39 44 Q50 48 62 44", i.trim, 1.4) +
  ticks(range(44.5, 56, 1.5), 92, 97, i.detail, 0.5);

const belt: Illustration = (i) =>
  path("M10 44 Q50 34 90 44 L90 54 Q50 44 10 54 Z", i.main) +
  `<rect x="4" y="40" width="14" height="18" rx="2" fill="none" stroke="${i.trim}" stroke-width="2.6"/>` +
  stroke("M11 49 L20 49", i.trim, 1.4) +
  dots(
    [
      [60, 45.5],
      [68, 46.5],
      [76, 48],
    ],
    1,
    i.detail,
  ) +
  stroke("M24 46 Q50 39 88 47", i.detail, 0.5, 'stroke-dasharray="1.2 1"');

const hairAccessories: Illustration = (i) =>
  range(0, 14, 1)
    .map((n) => {
      const a = (n / 14) * Math.PI * 2;
      return `<circle cx="${(34 + 16 * Math.cos(a)).toFixed(1)}" cy="${(50 + 16 * Math.sin(a)).toFixed(1)}" r="7" fill="${n % 2 ? i.main : i.detail}"/>`;
    })
    .join("") +
  `<circle cx="34" cy="50" r="8" fill="${i.shade}"/>` +
  stroke("M60 78 Q58 28 78 28 Q98 28 96 78", i.detail, 7) +
  stroke("M60 78 Q58 28 78 28 Q98 28 96 78", i.main, 5.6) +
  dots(
    [
      [66, 38],
      [72, 31.5],
      [79, 29.5],
      [86, 31.5],
      [91, 38],
    ],
    1.4,
    i.trim,
  );

// ---------------------------------------------------------------- home

const pillow: Illustration = (i) =>
  path("M18 20 Q50 26 82 20 Q76 50 82 80 Q50 74 18 80 Q24 50 18 20 Z", i.main) +
  stroke("M30 36 L70 36 M30 64 L70 64", i.trim, 1.2, 'stroke-dasharray="3 2"') +
  path("M50 42 L58 50 L50 58 L42 50 Z", i.detail) +
  dots(
    [
      [36, 50],
      [64, 50],
    ],
    1.8,
    i.detail,
  ) +
  [
    [18, 20],
    [82, 20],
    [18, 80],
    [82, 80],
  ]
    .map(([x, y]) => {
      const dx = x < 50 ? -1 : 1;
      const dy = y < 50 ? -1 : 1;
      return path(
        `M${x} ${y} L${x + dx * 6} ${y + dy * 3} Q${x + dx * 8} ${y + dy * 6} ${x + dx * 4} ${y + dy * 7} Z`,
        i.trim,
      );
    })
    .join("");

const candle: Illustration = (i) =>
  path("M50 14 Q55 22 50 30 Q45 22 50 14 Z", "#E9A93B") +
  path("M50 19 Q52 23 50 28 Q48 23 50 19 Z", "#F8E2A8") +
  stroke("M50 30 L50 36", "#3D2F24", 0.8) +
  path("M30 36 L70 36 L70 86 Q70 90 66 90 L34 90 Q30 90 30 86 Z", i.main) +
  `<ellipse cx="50" cy="36" rx="20" ry="4" fill="${i.shade}"/>` +
  path("M30 54 L70 54 L70 70 L30 70 Z", i.detail) +
  dots(
    [
      [42, 62],
      [50, 62],
      [58, 62],
    ],
    1.2,
    i.trim,
  );

const wallHanging: Illustration = (i) =>
  stroke("M20 14 L50 4 L80 14", i.detail, 0.7) +
  `<rect x="12" y="12" width="76" height="4" rx="2" fill="#8A6A4A"/>` +
  path("M22 16 L78 16 L74 46 L50 70 L26 46 Z", i.main) +
  range(0, 3, 1)
    .map((n) => path(`M${30 + n * 13.3} 22 L${34 + n * 13.3} 28 L${30 + n * 13.3} 34 L${26 + n * 13.3} 28 Z`, i.detail))
    .join("") +
  path("M40 40 L50 50 L60 40 L50 58 Z", i.trim) +
  range(0, 25, 1)
    .map((n) => {
      const x = 27 + n * 1.9;
      const top = x < 50 ? 46 + (x - 26) : 70 - (x - 50);
      return stroke(`M${x} ${top} L${x} ${Math.min(top + 24, 94)}`, i.main, 0.8);
    })
    .join("");

const vase: Illustration = (i) =>
  range(0, 3, 1)
    .map((n) => stroke(`M${48 + n * 2} 40 Q${36 + n * 12} 20 ${28 + n * 22} ${8 + (n % 2) * 6}`, "#A88B62", 0.8))
    .join("") +
  range(0, 3, 1)
    .map(
      (n) =>
        `<ellipse cx="${28 + n * 22}" cy="${8 + (n % 2) * 6}" rx="5" ry="9" transform="rotate(${(n - 1) * 25} ${28 + n * 22} ${8 + (n % 2) * 6})" fill="#E8D9BC"/>`,
    )
    .join("") +
  path("M42 34 L58 34 L57 42 Q74 52 72 72 Q70 92 50 92 Q30 92 28 72 Q26 52 43 42 Z", i.main) +
  stroke("M31 66 Q50 70 69 66", i.trim, 1.6) +
  stroke("M30 74 Q50 78 70 74", i.detail, 0.8);

const blanket: Illustration = (i) =>
  [
    [0, i.detail],
    [1, i.main],
    [2, i.detail],
  ]
    .map(([n, fill]) => {
      const y = 30 + Number(n) * 16;
      return (
        path(`M18 ${y} L82 ${y} Q86 ${y + 8} 82 ${y + 16} L18 ${y + 16} Q14 ${y + 8} 18 ${y} Z`, String(fill)) +
        stroke(`M18 ${y + 8} L82 ${y + 8}`, i.trim, 1.2)
      );
    })
    .join("") + ticks(range(20, 80, 2.5), 78, 84, i.main, 0.6);

// ---------------------------------------------------------------- the studio's own pieces (database seed)

const moonMirror: Illustration = (i) =>
  range(0, 23, 1)
    .map((n) => {
      const a = (n / 24) * Math.PI * 2;
      return stroke(
        `M${(50 + 24 * Math.cos(a)).toFixed(1)} ${(50 + 24 * Math.sin(a)).toFixed(1)} L${(50 + 40 * Math.cos(a)).toFixed(1)} ${(50 + 40 * Math.sin(a)).toFixed(1)}`,
        i.main,
        2.2,
      );
    })
    .join("") +
  `<circle cx="50" cy="50" r="25" fill="${i.main}"/>` +
  `<circle cx="50" cy="50" r="19" fill="#DCE3E4"/>` +
  path("M40 42 Q44 36 52 35", "none", 'stroke="#FFFFFF" stroke-width="1.6" opacity="0.8"');

const rug: Illustration = (i) =>
  `<ellipse cx="50" cy="56" rx="44" ry="30" fill="${i.main}"/>` +
  range(1, 6, 1)
    .map(
      (n) =>
        `<ellipse cx="50" cy="56" rx="${44 - n * 7}" ry="${30 - n * 4.8}" fill="none" stroke="${n % 2 ? i.detail : i.trim}" stroke-width="1.1"/>`,
    )
    .join("");

const sunCatcher: Illustration = (i) =>
  stroke("M50 4 L50 16", i.detail, 0.7) +
  ring(50, 34, 18, i.main, 2.4) +
  `<path d="M50 22 L56 34 L50 46 L44 34 Z" fill="#DCE3E4" stroke="${i.detail}" stroke-width="0.5"/>` +
  [38, 50, 62]
    .map(
      (x, n) =>
        stroke(`M${x} 50 L${x} ${62 + (n % 2) * 8}`, i.detail, 0.6) +
        dots([[x, 56]], 1.4, i.trim) +
        `<path d="M${x} ${62 + (n % 2) * 8} L${x + 4} ${68 + (n % 2) * 8} L${x} ${78 + (n % 2) * 8} L${x - 4} ${68 + (n % 2) * 8} Z" fill="#DCE3E4" stroke="${i.detail}" stroke-width="0.5"/>`,
    )
    .join("");

const incenseHolder: Illustration = (i) =>
  stroke("M50 66 L62 24", "#7B5740", 1.2) +
  stroke("M62 24 Q58 18 63 13 Q68 8 63 3", "#B8ADA4", 0.8) +
  `<ellipse cx="50" cy="70" rx="34" ry="10" fill="${i.main}"/>` +
  `<ellipse cx="50" cy="67" rx="28" ry="6.5" fill="${i.shade}"/>` +
  dots(
    [
      [36, 70],
      [44, 73],
      [58, 72],
      [64, 69],
    ],
    0.8,
    i.detail,
  );

const dreamcatcher: Illustration = (i) =>
  ring(50, 32, 22, i.main, 2.6) +
  range(0, 7, 1)
    .map((n) => {
      const a = (n / 8) * Math.PI * 2;
      return stroke(
        `M50 32 L${(50 + 21 * Math.cos(a)).toFixed(1)} ${(32 + 21 * Math.sin(a)).toFixed(1)}`,
        i.detail,
        0.4,
      );
    })
    .join("") +
  ring(50, 32, 11, i.detail, 0.5) +
  dots([[50, 32]], 1.6, i.trim) +
  [36, 50, 64]
    .map(
      (x, n) =>
        stroke(`M${x} ${50 + (n === 1 ? 4 : 0)} L${x} ${64 + (n === 1 ? 6 : 0)}`, i.detail, 0.6) +
        path(
          `M${x} ${64 + (n === 1 ? 6 : 0)} Q${x - 5} ${76 + (n === 1 ? 6 : 0)} ${x} ${90 + (n === 1 ? 6 : 0)} Q${x + 5} ${76 + (n === 1 ? 6 : 0)} ${x} ${64 + (n === 1 ? 6 : 0)} Z`,
          i.trim,
        ),
    )
    .join("");

const tableRunner: Illustration = (i) =>
  path("M6 34 L94 34 L94 66 L6 66 Z", i.main) +
  range(0, 5, 1)
    .map((n) => stroke(`M${17 + n * 13} 40 L${23 + n * 13} 50 L${17 + n * 13} 60`, i.detail, 1.2))
    .join("") +
  stroke("M6 38 L94 38 M6 62 L94 62", i.trim, 0.9, 'stroke-dasharray="2 1.5"') +
  ticks(range(7, 93, 2), 66, 71, i.main, 0.6) +
  ticks(range(7, 93, 2), 29, 34, i.main, 0.6);

/** One illustration per product type, by the catalogue's productType. */
export const ILLUSTRATIONS: Record<string, Illustration> = {
  Blouses: blouse,
  "Button-Up": buttonUp,
  Camis: cami,
  Cardigans: cardigan,
  Hoodies: hoodie,
  Jackets: jacket,
  Kimonos: kimono,
  Mesh: meshTop,
  Sweaters: sweater,
  "T-Shirts": tee,
  Tanks: tank,
  "Maxi Dresses": maxiDress,
  "Midi Dresses": midiDress,
  "Mini Dresses": miniDress,
  Capris: capris,
  Flare: flare,
  Jeans: jeans,
  Joggers: joggers,
  Leggings: leggings,
  "Maxi Skirts": maxiSkirt,
  "Midi Skirts": midiSkirt,
  "Mini Skirts": miniSkirt,
  Palazzo: palazzo,
  Skorts: skort,
  Shorts: shorts,
  "Wide Leg": wideLeg,
  Jumpsuits: jumpsuit,
  Rompers: romper,
  Overalls: overalls,
  "Lounge Sets": loungeSet,
  Robes: robe,
  "Lounge Pants": loungePants,
  Sandals: sandals,
  Boots: boots,
  Mules: mules,
  "Tote Bags": tote,
  "Crossbody Bags": crossbody,
  Clutches: clutch,
  Bracelets: bracelets,
  Earrings: earrings,
  Necklaces: necklace,
  "Jewelry Sets": jewelrySet,
  Hats: hat,
  Scarves: scarf,
  Belts: belt,
  "Hair Accessories": hairAccessories,
  "Throw Pillows": pillow,
  Candles: candle,
  "Wall Hangings": wallHanging,
  Vases: vase,
  "Throw Blankets": blanket,
  // The studio's own pieces, drawn into public/images/products/studio/ by scripts/draw-studio-pictures.ts.
  Mirrors: moonMirror,
  Rugs: rug,
  "Sun Catchers": sunCatcher,
  "Incense Holders": incenseHolder,
  Dreamcatchers: dreamcatcher,
  "Table Runners": tableRunner,
};
