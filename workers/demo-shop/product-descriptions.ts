// Product descriptions composed from the product's own facts: the material named
// in its title (or one that suits the kind), the garment its title ends with, its
// colours and sizes. A description never names a material the title contradicts,
// and verbs agree with the garment ("the skirt sits", "the trousers sit").
import type { ProductGroup, ProductKind } from "./catalog-vocabulary";
import type { SeededRandom } from "./seeded-random";

type MaterialFacts = {
  /** How sentences name it: "washed linen". */
  phrase: string;
  /** What it does for the piece, "{singular|plural}" verb forms: "{softens|soften} with every wash". */
  quality: string;
  care: string;
};

const MACHINE_WASH = "Machine wash cold, line dry.";
const HAND_WASH = "Hand wash cold and dry flat.";
const WIPE_CLEAN = "Wipe clean with a soft cloth.";

export const MATERIALS = {
  Linen: { phrase: "washed linen", quality: "{softens|soften} with every wash", care: MACHINE_WASH },
  Denim: {
    phrase: "vintage-wash denim",
    quality: "{moulds|mould} to you over time",
    care: "Machine wash cold inside out, line dry.",
  },
  Gauze: { phrase: "airy double gauze", quality: "{stays|stay} cool on the warmest days", care: MACHINE_WASH },
  Cotton: { phrase: "breathable cotton", quality: "{feels|feel} soft from the first wear", care: MACHINE_WASH },
  "Organic Cotton": { phrase: "organic cotton", quality: "{feels|feel} soft from the first wear", care: MACHINE_WASH },
  Corduroy: {
    phrase: "soft corduroy",
    quality: "{brings|bring} warmth and a little texture",
    care: "Machine wash cold inside out, tumble dry low.",
  },
  Suede: { phrase: "brushed suede", quality: "{breaks|break} in beautifully", care: "Brush clean and keep dry." },
  Velvet: { phrase: "crushed velvet", quality: "{catches|catch} the light as you move", care: HAND_WASH },
  Crochet: { phrase: "open crochet", quality: "{lets|let} the breeze through", care: HAND_WASH },
  Lace: { phrase: "delicate lace", quality: "{adds|add} a romantic touch", care: HAND_WASH },
  Leather: {
    phrase: "vegetable-tanned leather",
    quality: "{ages|age} beautifully",
    care: "Wipe clean and condition now and then.",
  },
  Silk: { phrase: "washed silk", quality: "{drapes|drape} like water", care: HAND_WASH },
  Straw: { phrase: "natural straw", quality: "{keeps|keep} things light", care: "Spot clean only." },
  Bamboo: {
    phrase: "silky bamboo",
    quality: "{stretches|stretch} and {breathes|breathe} with you",
    care: MACHINE_WASH,
  },
  Waffle: { phrase: "waffle knit", quality: "{gets|get} softer with every wash", care: MACHINE_WASH },
  Ribbed: { phrase: "stretchy rib knit", quality: "{hugs|hug} without clinging", care: MACHINE_WASH },
  Wool: { phrase: "soft wool", quality: "{keeps|keep} you warm without bulk", care: HAND_WASH },
  Rayon: { phrase: "fluid rayon", quality: "{floats|float} as you walk", care: HAND_WASH },
  Mesh: { phrase: "sheer mesh", quality: "{layers|layer} beautifully over a bralette", care: HAND_WASH },
  Canvas: { phrase: "sturdy canvas", quality: "{holds|hold} {its|their} shape however full", care: "Spot clean only." },
  Tapestry: { phrase: "woven tapestry", quality: "{brings|bring} rich colour and pattern", care: "Spot clean only." },
  Jute: { phrase: "natural jute", quality: "{brings|bring} an earthy texture", care: "Shake out; spot clean." },
  Brass: { phrase: "nickel-free recycled brass", quality: "{is|are} gentle on sensitive skin", care: WIPE_CLEAN },
  Sterling: {
    phrase: "solid sterling silver",
    quality: "{darkens|darken} softly with wear",
    care: "Polish with a soft cloth.",
  },
  Turquoise: { phrase: "natural turquoise", quality: "{makes|make} every piece a little different", care: WIPE_CLEAN },
  Moonstone: { phrase: "rainbow moonstone", quality: "{catches|catch} the light with a soft glow", care: WIPE_CLEAN },
  Shell: { phrase: "cowrie shell", quality: "{brings|bring} the beach along", care: WIPE_CLEAN },
  Ceramic: { phrase: "glazed ceramic", quality: "{is|are} thrown by hand, so no two are alike", care: WIPE_CLEAN },
  Terracotta: {
    phrase: "unglazed terracotta",
    quality: "{is|are} shaped by hand, so no two are alike",
    care: WIPE_CLEAN,
  },
  Stoneware: {
    phrase: "speckled stoneware",
    quality: "{is|are} thrown by hand, so no two are alike",
    care: WIPE_CLEAN,
  },
  Macrame: {
    phrase: "knotted macrame cord",
    quality: "{casts|cast} soft shadows on the wall",
    care: "Shake out; spot clean.",
  },
  Mudcloth: {
    phrase: "hand-dyed mudcloth",
    quality: "{carries|carry} a bold, graphic pattern",
    care: "Spot clean only.",
  },
  Soy: { phrase: "pure soy wax", quality: "{burns|burn} clean and slow", care: "Trim the wick before each burn." },
  Rattan: { phrase: "hand-woven rattan", quality: "{brings|bring} a natural texture", care: WIPE_CLEAN },
} as const satisfies Record<string, MaterialFacts>;

export type MaterialName = keyof typeof MATERIALS;

/** Title words that name a material; "Jeans" are denim. */
const TITLE_MATERIAL_WORDS: ReadonlyArray<[word: string, material: MaterialName]> = [
  ...(Object.keys(MATERIALS) as MaterialName[]).map((name): [string, MaterialName] => [name, name]),
  ["Jeans", "Denim"],
];

/** The materials a kind can be made of; a title detail naming another material is left out. */
const KIND_MATERIALS: Record<string, MaterialName[]> = {
  Blouses: ["Gauze", "Linen", "Cotton", "Lace", "Crochet", "Silk", "Velvet"],
  "Button-Up": ["Linen", "Cotton", "Gauze", "Denim", "Corduroy"],
  Camis: ["Silk", "Linen", "Cotton", "Lace", "Crochet", "Velvet"],
  Cardigans: ["Wool", "Cotton", "Crochet"],
  Hoodies: ["Organic Cotton", "Cotton", "Velvet", "Linen"],
  Jackets: ["Denim", "Suede", "Corduroy", "Velvet", "Leather", "Wool", "Linen"],
  Kimonos: ["Gauze", "Silk", "Rayon", "Lace", "Crochet", "Velvet", "Linen"],
  Mesh: ["Mesh"],
  Sweaters: ["Wool", "Cotton", "Organic Cotton", "Crochet"],
  "T-Shirts": ["Organic Cotton", "Cotton", "Linen"],
  Tanks: ["Cotton", "Linen", "Ribbed", "Crochet", "Lace"],
  "Maxi Dresses": ["Gauze", "Linen", "Rayon", "Cotton", "Crochet", "Lace", "Velvet"],
  "Midi Dresses": ["Gauze", "Linen", "Rayon", "Cotton", "Crochet", "Lace", "Velvet", "Silk"],
  "Mini Dresses": ["Gauze", "Linen", "Cotton", "Crochet", "Lace", "Velvet"],
  Capris: ["Linen", "Cotton", "Denim"],
  Flare: ["Denim", "Corduroy", "Linen", "Suede"],
  Jeans: ["Denim"],
  Joggers: ["Organic Cotton", "Linen", "Corduroy", "Gauze"],
  Leggings: ["Bamboo", "Organic Cotton"],
  "Maxi Skirts": ["Gauze", "Linen", "Rayon", "Crochet", "Denim", "Suede"],
  "Midi Skirts": ["Gauze", "Linen", "Rayon", "Silk", "Denim", "Suede", "Corduroy"],
  "Mini Skirts": ["Denim", "Suede", "Linen", "Corduroy", "Crochet"],
  Palazzo: ["Linen", "Rayon", "Gauze"],
  Skorts: ["Linen", "Cotton", "Denim", "Corduroy"],
  Shorts: ["Denim", "Linen", "Corduroy", "Gauze", "Crochet"],
  "Wide Leg": ["Linen", "Rayon", "Denim", "Corduroy", "Gauze"],
  Jumpsuits: ["Linen", "Gauze", "Rayon", "Denim"],
  Rompers: ["Linen", "Gauze", "Crochet", "Cotton"],
  Overalls: ["Denim", "Corduroy", "Linen"],
  "Lounge Sets": ["Gauze", "Bamboo", "Organic Cotton", "Waffle", "Ribbed"],
  Robes: ["Waffle", "Gauze", "Bamboo", "Organic Cotton"],
  "Lounge Pants": ["Gauze", "Bamboo", "Organic Cotton", "Waffle"],
  Sandals: ["Leather", "Suede"],
  Boots: ["Leather", "Suede"],
  Mules: ["Leather", "Suede"],
  "Tote Bags": ["Straw", "Leather", "Canvas", "Tapestry", "Jute"],
  "Crossbody Bags": ["Leather", "Suede", "Tapestry"],
  Clutches: ["Leather", "Suede", "Straw", "Tapestry"],
  Bracelets: ["Brass", "Turquoise", "Moonstone", "Shell"],
  Earrings: ["Brass", "Turquoise", "Moonstone", "Shell"],
  Necklaces: ["Brass", "Turquoise", "Moonstone", "Shell"],
  "Jewelry Sets": ["Brass", "Turquoise", "Moonstone", "Shell"],
  Hats: ["Straw", "Wool", "Suede"],
  Scarves: ["Silk", "Cotton", "Gauze", "Wool"],
  Belts: ["Leather", "Suede"],
  "Hair Accessories": ["Silk", "Velvet"],
  "Throw Pillows": ["Cotton", "Linen", "Mudcloth", "Jute", "Velvet", "Macrame"],
  Candles: ["Soy"],
  "Wall Hangings": ["Macrame", "Jute", "Cotton", "Wool", "Rattan"],
  Vases: ["Ceramic", "Terracotta", "Stoneware"],
  "Throw Blankets": ["Cotton", "Wool", "Mudcloth"],
};

/** Nouns whose material is fixed by what they are. */
const NOUN_MATERIALS: Record<string, MaterialName[]> = {
  "Chain Belt": ["Brass", "Leather"],
  "Hair Clip Set": ["Brass"],
};

/** Details that are no material but still make no sense on a kind ("Woven Soy Candle"). */
const KIND_UNFIT_DETAILS: Record<string, string[]> = {
  Candles: ["Woven", "Handwoven"],
  Vases: ["Woven", "Handwoven"],
};

/** Garments named in the plural: "the jeans sit", "the sandals go". */
const PLURAL_GARMENTS = new Set([
  "Pants",
  "Jeans",
  "Flares",
  "Joggers",
  "Leggings",
  "Capris",
  "Shorts",
  "Trousers",
  "Overalls",
  "Sandals",
  "Boots",
  "Mules",
  "Earrings",
]);

export function titleMaterials(text: string): MaterialName[] {
  return TITLE_MATERIAL_WORDS.filter(([word]) => new RegExp(`\\b${word}\\b`).test(text)).map(
    ([, material]) => material,
  );
}

/** Whether a title detail belongs before this noun: not said twice, no second or unfitting material. */
export function titleDetailFits(kind: ProductKind, noun: string, detail: string): boolean {
  if (
    noun.toLowerCase().includes(detail.toLowerCase()) ||
    detail.toLowerCase().includes(noun.split(" ")[0].toLowerCase())
  )
    return false;
  if (KIND_UNFIT_DETAILS[kind.productType]?.includes(detail)) return false;
  const [detailMaterial] = titleMaterials(detail);
  if (!detailMaterial) return true;
  return titleMaterials(noun).length === 0 && (KIND_MATERIALS[kind.productType] ?? []).includes(detailMaterial);
}

const OPENERS: Record<ProductGroup, string[]> = {
  top: [
    "The {title} {is|are} the easy layer you will reach for again and again.",
    "Meet the {title}: relaxed, flattering and made for layering.",
    "A free-spirited favourite, the {title} {keeps|keep} things easy.",
  ],
  dress: [
    "The {title} {floats|float} from sunrise markets to sunset dinners.",
    "Twirl-ready and effortless, the {title} {is|are} a season-long staple.",
    "Romantic and relaxed, the {title} {moves|move} with you.",
  ],
  bottom: [
    "The {title} {sits|sit} just right and {goes|go} with everything you own.",
    "Meet the {title}: relaxed, flattering and endlessly wearable.",
    "Made for wandering, the {title} {balances|balance} comfort and shape.",
  ],
  "one-piece": [
    "One piece, whole outfit: the {title} {does|do} the styling for you.",
    "The {title} {is|are} the throw-on-and-go piece of your summer.",
  ],
  lounge: [
    "The {title} {turns|turn} slow mornings into a ritual.",
    "Soft enough to sleep in, pretty enough to wear out: the {title}.",
  ],
  jewelry: [
    "The {title} {adds|add} a little shine to every day.",
    "Made to be worn daily, the {title} {looks|look} just as good stacked as alone.",
  ],
  accessory: [
    "The {title} {is|are} the finishing touch your outfit was missing.",
    "Small detail, big mood: the {title}.",
  ],
  bag: [
    "The {title} {carries|carry} everything from market hauls to beach days.",
    "Roomy and relaxed, the {title} {goes|go} everywhere you do.",
  ],
  shoe: [
    "The {title} {is|are} made for long walks and longer summers.",
    "Comfortable from the first wear, the {title} {goes|go} with everything.",
  ],
  home: [
    "The {title} {brings|bring} warmth and texture to any room.",
    "Slow living, made visible: the {title} {softens|soften} every corner.",
  ],
};

const MATERIAL_SENTENCES = [
  "Made of {material}, the {garment} {quality}.",
  "The {garment} {is|are} made of {material} and {quality}.",
];

const COLOUR_SENTENCES = ["Available in {colours}.", "{It comes|They come} in {colours}."];

const STYLING: Record<ProductGroup, string[]> = {
  top: ["Wear {it|them} tucked in or loose, from morning to night.", "Easy to style up or down, season after season."],
  dress: [
    "Made for golden-hour festivals and long summer evenings.",
    "Style {it|them} up or down, from beach days to dinners out.",
  ],
  bottom: ["Made for easy weekends and long days out.", "Style {it|them} up or down, season after season."],
  "one-piece": ["Cinch {it|them} at the waist or let {it|them} hang loose.", "Step in, tie up and you are ready."],
  lounge: [
    "Made for slow Sundays, road trips and long mornings.",
    "Wear {it|them} around the house or out for coffee.",
  ],
  jewelry: [
    "Layer {it|them} with your everyday pieces or wear {it|them} alone.",
    "A thoughtful gift, boxed and ready to give.",
  ],
  accessory: ["The easy way to change the mood of an outfit.", "Made to last seasons, not weeks."],
  bag: ["Light enough to carry all day.", "Carry {it|them} every day; {it gets|they get} better with use."],
  shoe: ["Made to go from city streets to sandy paths.", "A cushioned footbed keeps long days comfortable."],
  home: [
    "Made in small batches, so each one is a little different.",
    "Pair {it|them} with plants and warm light for a slow, sunlit corner.",
  ],
};

export type ProductDescription = { text: string; html: string; material: MaterialName };

/** The garment a title ends with, without its material: "Denim Cutoff Shorts" is "cutoff shorts". */
export function garmentOf(noun: string): string {
  if (noun === "Woven Tapestry") return "tapestry";
  const words = noun.split(" ").filter((word) => titleMaterials(word).length === 0 || word === "Jeans");
  return words.join(" ").toLowerCase();
}

export function isPluralGarment(noun: string): boolean {
  return PLURAL_GARMENTS.has(noun.split(" ").at(-1) ?? "");
}

/**
 * `random` is the description's own stream: the catalogue's draws (titles,
 * prices, stock) do not depend on how many choices a description makes.
 */
export function describeProduct(
  random: SeededRandom,
  {
    kind,
    title,
    noun,
    sterling,
    colours,
    sizes,
  }: { kind: ProductKind; title: string; noun: string; sterling: boolean; colours: string[]; sizes: readonly string[] },
): ProductDescription {
  const [named] = titleMaterials(title);
  // Hammered pieces are metal. Turquoise and terracotta are colours too: only a title names them.
  const fitting = /\bHammered\b/.test(title)
    ? ["Brass" as const]
    : (NOUN_MATERIALS[noun] ?? KIND_MATERIALS[kind.productType] ?? ["Cotton" as const]).filter(
        (name) => name !== "Turquoise" && name !== "Terracotta",
      );
  const material: MaterialName = sterling ? "Sterling" : (named ?? random.pick(fitting));
  const facts: MaterialFacts = MATERIALS[material];
  const plural = isPluralGarment(noun);
  const fill = (template: string) =>
    template
      .replace("{title}", title)
      .replace("{garment}", garmentOf(noun))
      .replace("{material}", facts.phrase)
      .replace("{quality}", facts.quality)
      .replace("{colours}", listOf(colours))
      .replace(/\{([^|{}]*)\|([^|{}]*)\}/g, (_, singular: string, pluralForm: string) =>
        plural ? pluralForm : singular,
      );

  const opener = fill(random.pick(OPENERS[kind.group]));
  const materialSentence = fill(random.pick(MATERIAL_SENTENCES));
  const colourSentence = fill(random.pick(COLOUR_SENTENCES));
  const styling = fill(random.pick(STYLING[kind.group]));
  const details = [`Colours: ${colours.join(", ")}`, `Sizes: ${sizes.join(", ")}`, facts.care];
  return {
    text: `${opener} ${materialSentence} ${colourSentence} ${styling} ${details.join(". ")}`,
    html: `<p>${escapeText(opener)}</p><p>${escapeText(materialSentence)} ${escapeText(colourSentence)} ${escapeText(styling)}</p><ul>${details.map((detail) => `<li>${escapeText(detail)}</li>`).join("")}</ul>`,
    material,
  };
}

function listOf(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
