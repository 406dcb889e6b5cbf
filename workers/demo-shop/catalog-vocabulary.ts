// The words and numbers the demo catalogue is generated from. Kept apart from
// the generator so the shape of the shop (which kinds of product exist, in which
// sizes, colours and price bands) reads as one table.

export const COLLECTIONS = [
  { handle: "goddess", title: "Goddess", description: "Flowing maxi and midi dresses, airy blouses and kimonos that move with you: our most ethereal pieces." },
  { handle: "chrome-hearts", title: "Chrome Hearts", description: "Sterling silver crosses, daggers and scrolls: statement jewelry and accessories with a gothic edge." },
  { handle: "home-decor", title: "Home Decor", description: "Macrame, woven textiles, hand-thrown vases and soy candles for a slow, sunlit home." },
  { handle: "sale", title: "Sale", description: "Boho favourites at a softer price, while they last." },
  { handle: "tops", title: "Tops", description: "Peasant blouses, crochet camis, kimonos and cosy knits in earthy tones." },
  { handle: "bottoms", title: "Bottoms", description: "High-waisted flares, wide leg linen, palazzo pants and skirts of every length." },
  { handle: "lounge-wear", title: "Lounge Wear", description: "Soft gauze sets, robes and lounge pants made for slow mornings." },
  { handle: "one-pieces", title: "One Pieces", description: "Jumpsuits, rompers and overalls: one piece, whole outfit." },
  { handle: "dresses", title: "Dresses", description: "Maxi, midi and mini dresses in florals, gauze and embroidered cotton." },
  { handle: "shoes", title: "Shoes", description: "Leather sandals, suede boots and woven mules for the wandering kind." },
  { handle: "bags", title: "Bags", description: "Woven totes, fringe crossbody bags and tapestry clutches." },
  { handle: "jewelry", title: "Jewelry", description: "Hammered gold, turquoise and moonstone: bracelets, earrings, necklaces and sets." },
  { handle: "accessories", title: "Accessories", description: "Wide-brim hats, silk scarves, braided belts and the finishing touches." },
] as const;

export type CollectionHandle = (typeof COLLECTIONS)[number]["handle"];

/** Every size form the app's size groups must understand. */
export const SIZE_CHARTS = {
  core: ["XS", "S", "M", "L", "XL"],
  extended: ["S", "M", "L", "XL", "XXL", "3XL", "4XL"],
  extendedSpelledOut: ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "XXXXL"],
  plus: ["XL", "XXL", "3XL", "4XL"],
  numericEven: ["0", "2", "4", "6", "8", "10", "12", "14", "16", "18", "20", "22"],
  numericOdd: ["1", "3", "5", "7", "9", "11", "13", "15", "17", "19", "21", "23"],
  shoe: ["5", "6", "7", "8", "9", "10", "11"],
  oneSize: ["One Size"],
  os: ["OS"],
  adjustable: ["Adjustable"],
} as const satisfies Record<string, readonly string[]>;

export type SizeChartName = keyof typeof SIZE_CHARTS;

const CLOTHING_COLOURS = ["Black", "White", "Brown", "Beige", "Sage", "Blue", "Pink", "Rust", "Terracotta", "Mustard", "Olive", "Cream", "Ivory", "Turquoise", "Burgundy", "Lavender"];
const DENIM_COLOURS = ["Blue", "Black", "White", "Beige", "Brown"];
const JEWELRY_COLOURS = ["Gold", "Silver", "Turquoise", "Ivory", "Black"];
const LEATHER_COLOURS = ["Brown", "Black", "Beige", "Cream", "Rust", "Gold", "Olive"];
const HOME_COLOURS = ["Cream", "Ivory", "Terracotta", "Sage", "Mustard", "Beige", "Brown", "White", "Black", "Blue", "Pink"];

export type ProductGroup = "top" | "dress" | "bottom" | "one-piece" | "lounge" | "jewelry" | "accessory" | "bag" | "shoe" | "home";

export type ProductKind = {
  productType: string;
  collection: CollectionHandle;
  group: ProductGroup;
  /** Relative frequency in the catalogue. */
  weight: number;
  /** Title endings; they carry the cut words (maxi, crop, high-waisted...). */
  nouns: string[];
  sizeCharts: SizeChartName[];
  colours: string[];
  price: [min: number, max: number];
  /** May also join the goddess collection (flowy pieces). */
  goddess?: boolean;
  /** May be made as a sterling piece for the chrome-hearts collection. */
  chrome?: boolean;
  /** Occasionally priced just over 500, to exercise the price filter. */
  premium?: boolean;
};

const CLOTHING = ["core", "extended", "extendedSpelledOut", "plus"] satisfies SizeChartName[];

export const PRODUCT_KINDS: ProductKind[] = [
  // Tops
  { productType: "Blouses", collection: "tops", group: "top", weight: 4, nouns: ["Peasant Blouse", "Blouse", "Off-Shoulder Blouse", "Tie-Front Blouse"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [34, 98], goddess: true },
  { productType: "Button-Up", collection: "tops", group: "top", weight: 3, nouns: ["Button-Up Shirt", "Button-Up Tunic", "Crop Button-Up"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [38, 110] },
  { productType: "Camis", collection: "tops", group: "top", weight: 3, nouns: ["Cami", "Crop Cami", "Lace Cami"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [22, 64], goddess: true },
  { productType: "Cardigans", collection: "tops", group: "top", weight: 3, nouns: ["Cardigan", "Longline Cardigan", "Crop Cardigan"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [48, 168] },
  { productType: "Hoodies", collection: "tops", group: "top", weight: 2, nouns: ["Hoodie", "Crop Hoodie", "Oversized Hoodie"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [44, 118] },
  { productType: "Jackets", collection: "tops", group: "top", weight: 3, nouns: ["Denim Jacket", "Fringe Jacket", "Shacket", "Suede Jacket"], sizeCharts: CLOTHING, colours: LEATHER_COLOURS, price: [78, 420], premium: true },
  { productType: "Kimonos", collection: "tops", group: "top", weight: 4, nouns: ["Kimono", "Maxi Kimono", "Duster Kimono"], sizeCharts: ["oneSize", "os", "core"], colours: CLOTHING_COLOURS, price: [42, 148], goddess: true },
  { productType: "Mesh", collection: "tops", group: "top", weight: 2, nouns: ["Mesh Top", "Mesh Crop Top", "Sheer Mesh Blouse"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [26, 72] },
  { productType: "Sweaters", collection: "tops", group: "top", weight: 3, nouns: ["Sweater", "Crop Sweater", "Chunky Knit Sweater"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [54, 188] },
  { productType: "T-Shirts", collection: "tops", group: "top", weight: 3, nouns: ["Tee", "Crop Tee", "Graphic Tee", "Oversized Tee"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [18, 48] },
  { productType: "Tanks", collection: "tops", group: "top", weight: 3, nouns: ["Tank", "Crop Tank", "Ribbed Tank"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [14, 42] },
  // Dresses
  { productType: "Maxi Dresses", collection: "dresses", group: "dress", weight: 7, nouns: ["Maxi Dress", "Tiered Maxi Dress", "Wrap Maxi Dress"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [68, 260], goddess: true, premium: true },
  { productType: "Midi Dresses", collection: "dresses", group: "dress", weight: 6, nouns: ["Midi Dress", "Slip Midi Dress", "Smocked Midi Dress"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [58, 210], goddess: true },
  { productType: "Mini Dresses", collection: "dresses", group: "dress", weight: 5, nouns: ["Mini Dress", "Babydoll Mini Dress", "Crochet Mini Dress"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [44, 148] },
  // Bottoms
  { productType: "Capris", collection: "bottoms", group: "bottom", weight: 2, nouns: ["Capri Pants", "Linen Capris"], sizeCharts: ["core", "numericEven"], colours: CLOTHING_COLOURS, price: [32, 78] },
  { productType: "Flare", collection: "bottoms", group: "bottom", weight: 3, nouns: ["High-Waisted Flares", "Flare Pants", "Low-Rise Flares"], sizeCharts: ["numericEven", "numericOdd", "core"], colours: DENIM_COLOURS, price: [48, 128] },
  { productType: "Jeans", collection: "bottoms", group: "bottom", weight: 4, nouns: ["High-Waisted Jeans", "Low-Rise Jeans", "Straight Jeans", "Mom Jeans"], sizeCharts: ["numericEven", "numericOdd"], colours: DENIM_COLOURS, price: [58, 168] },
  { productType: "Joggers", collection: "bottoms", group: "bottom", weight: 2, nouns: ["Joggers", "Cargo Joggers"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [34, 84] },
  { productType: "Leggings", collection: "bottoms", group: "bottom", weight: 2, nouns: ["Leggings", "High-Waisted Leggings", "Flare Leggings"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [24, 68] },
  { productType: "Maxi Skirts", collection: "bottoms", group: "bottom", weight: 3, nouns: ["Maxi Skirt", "Tiered Maxi Skirt"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [44, 138], goddess: true },
  { productType: "Midi Skirts", collection: "bottoms", group: "bottom", weight: 2, nouns: ["Midi Skirt", "Slip Midi Skirt"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [38, 118] },
  { productType: "Mini Skirts", collection: "bottoms", group: "bottom", weight: 2, nouns: ["Mini Skirt", "Low-Rise Mini Skirt", "Suede Mini Skirt"], sizeCharts: ["core", "numericEven"], colours: CLOTHING_COLOURS, price: [28, 88] },
  { productType: "Palazzo", collection: "bottoms", group: "bottom", weight: 2, nouns: ["Palazzo Pants", "High-Waisted Palazzo Pants"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [42, 112] },
  { productType: "Skorts", collection: "bottoms", group: "bottom", weight: 2, nouns: ["Skort", "Pleated Skort"], sizeCharts: ["core", "numericOdd"], colours: CLOTHING_COLOURS, price: [28, 64] },
  { productType: "Shorts", collection: "bottoms", group: "bottom", weight: 3, nouns: ["High-Waisted Shorts", "Denim Cutoff Shorts", "Linen Shorts", "Low-Rise Shorts"], sizeCharts: ["core", "numericEven", "numericOdd"], colours: DENIM_COLOURS, price: [26, 72] },
  { productType: "Wide Leg", collection: "bottoms", group: "bottom", weight: 3, nouns: ["Wide Leg Pants", "High-Waisted Wide Leg Trousers", "Wide Leg Jeans"], sizeCharts: ["extended", "numericEven"], colours: CLOTHING_COLOURS, price: [48, 138] },
  // One pieces
  { productType: "Jumpsuits", collection: "one-pieces", group: "one-piece", weight: 3, nouns: ["Jumpsuit", "Wide Leg Jumpsuit", "Linen Jumpsuit"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [64, 188] },
  { productType: "Rompers", collection: "one-pieces", group: "one-piece", weight: 3, nouns: ["Romper", "Smocked Romper", "Crochet Romper"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [44, 118] },
  { productType: "Overalls", collection: "one-pieces", group: "one-piece", weight: 1, nouns: ["Overalls", "Denim Overalls"], sizeCharts: ["core", "numericEven"], colours: DENIM_COLOURS, price: [68, 148] },
  // Lounge wear
  { productType: "Lounge Sets", collection: "lounge-wear", group: "lounge", weight: 3, nouns: ["Lounge Set", "Gauze Lounge Set", "Crop Lounge Set"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [58, 148] },
  { productType: "Robes", collection: "lounge-wear", group: "lounge", weight: 2, nouns: ["Robe", "Waffle Robe", "Maxi Robe"], sizeCharts: ["oneSize", "os", "core"], colours: CLOTHING_COLOURS, price: [48, 128] },
  { productType: "Lounge Pants", collection: "lounge-wear", group: "lounge", weight: 2, nouns: ["Lounge Pants", "Gauze Pants"], sizeCharts: CLOTHING, colours: CLOTHING_COLOURS, price: [34, 78] },
  // Shoes
  { productType: "Sandals", collection: "shoes", group: "shoe", weight: 3, nouns: ["Sandals", "Slide Sandals", "Gladiator Sandals"], sizeCharts: ["shoe"], colours: LEATHER_COLOURS, price: [38, 148] },
  { productType: "Boots", collection: "shoes", group: "shoe", weight: 3, nouns: ["Ankle Boots", "Western Boots", "Suede Boots"], sizeCharts: ["shoe"], colours: LEATHER_COLOURS, price: [98, 460], premium: true },
  { productType: "Mules", collection: "shoes", group: "shoe", weight: 1, nouns: ["Mules", "Woven Mules"], sizeCharts: ["shoe"], colours: LEATHER_COLOURS, price: [58, 138] },
  // Bags
  { productType: "Tote Bags", collection: "bags", group: "bag", weight: 2, nouns: ["Tote", "Market Tote", "Beach Tote"], sizeCharts: ["oneSize", "os"], colours: LEATHER_COLOURS, price: [32, 168] },
  { productType: "Crossbody Bags", collection: "bags", group: "bag", weight: 2, nouns: ["Crossbody Bag", "Fringe Crossbody Bag", "Mini Crossbody Bag"], sizeCharts: ["oneSize", "os"], colours: LEATHER_COLOURS, price: [38, 240], premium: true },
  { productType: "Clutches", collection: "bags", group: "bag", weight: 1, nouns: ["Clutch", "Beaded Clutch"], sizeCharts: ["oneSize"], colours: LEATHER_COLOURS, price: [28, 98] },
  // Jewelry
  { productType: "Bracelets", collection: "jewelry", group: "jewelry", weight: 3, nouns: ["Cuff Bracelet", "Bangle Set", "Beaded Bracelet", "Charm Bracelet"], sizeCharts: ["adjustable", "oneSize"], colours: JEWELRY_COLOURS, price: [14, 148], chrome: true },
  { productType: "Earrings", collection: "jewelry", group: "jewelry", weight: 3, nouns: ["Hoop Earrings", "Drop Earrings", "Huggie Earrings", "Feather Earrings"], sizeCharts: ["oneSize", "os"], colours: JEWELRY_COLOURS, price: [12, 118], chrome: true },
  { productType: "Necklaces", collection: "jewelry", group: "jewelry", weight: 3, nouns: ["Pendant Necklace", "Layered Necklace", "Choker", "Lariat Necklace"], sizeCharts: ["adjustable", "oneSize"], colours: JEWELRY_COLOURS, price: [18, 260], chrome: true, premium: true },
  { productType: "Jewelry Sets", collection: "jewelry", group: "jewelry", weight: 2, nouns: ["Jewelry Set", "Stacking Ring Set", "Earring and Necklace Set"], sizeCharts: ["adjustable", "oneSize"], colours: JEWELRY_COLOURS, price: [38, 320], chrome: true, premium: true },
  // Accessories
  { productType: "Hats", collection: "accessories", group: "accessory", weight: 2, nouns: ["Wide Brim Hat", "Straw Hat", "Wool Fedora"], sizeCharts: ["oneSize", "adjustable"], colours: LEATHER_COLOURS, price: [28, 128] },
  { productType: "Scarves", collection: "accessories", group: "accessory", weight: 2, nouns: ["Scarf", "Silk Bandana", "Blanket Scarf"], sizeCharts: ["oneSize", "os"], colours: CLOTHING_COLOURS, price: [18, 78] },
  { productType: "Belts", collection: "accessories", group: "accessory", weight: 2, nouns: ["Braided Belt", "Concho Belt", "Chain Belt"], sizeCharts: ["adjustable", "core"], colours: LEATHER_COLOURS, price: [24, 138], chrome: true },
  { productType: "Hair Accessories", collection: "accessories", group: "accessory", weight: 1, nouns: ["Hair Clip Set", "Headband", "Scrunchie Set"], sizeCharts: ["oneSize", "adjustable"], colours: CLOTHING_COLOURS, price: [12, 38] },
  // Home decor
  { productType: "Throw Pillows", collection: "home-decor", group: "home", weight: 2, nouns: ["Throw Pillow", "Lumbar Pillow", "Floor Cushion"], sizeCharts: ["oneSize", "os"], colours: HOME_COLOURS, price: [28, 98] },
  { productType: "Candles", collection: "home-decor", group: "home", weight: 2, nouns: ["Soy Candle", "Pillar Candle Set", "Travel Candle"], sizeCharts: ["oneSize"], colours: HOME_COLOURS, price: [16, 64] },
  { productType: "Wall Hangings", collection: "home-decor", group: "home", weight: 2, nouns: ["Macrame Wall Hanging", "Woven Tapestry", "Wall Hanging"], sizeCharts: ["oneSize", "os"], colours: HOME_COLOURS, price: [48, 380], premium: true },
  { productType: "Vases", collection: "home-decor", group: "home", weight: 2, nouns: ["Vase", "Bud Vase Set", "Floor Vase"], sizeCharts: ["oneSize", "os"], colours: HOME_COLOURS, price: [22, 168] },
  { productType: "Throw Blankets", collection: "home-decor", group: "home", weight: 1, nouns: ["Throw Blanket", "Fringe Throw"], sizeCharts: ["oneSize"], colours: HOME_COLOURS, price: [58, 188] },
];

/** First words of titles. Some are decoys on purpose: "Minimal", "Midnight" and
 * "Maximalist" must not match whole-word searches for mini, midi or maxi. */
export const TITLE_MOTIFS = [
  "Wildflower", "Desert Rose", "Sunset", "Luna", "Saffron", "Marigold", "Canyon", "Juniper", "Willow",
  "Solstice", "Paloma", "Santa Fe", "Tulum", "Topanga", "Sedona", "Nomad", "Wanderer", "Mystic", "Golden Hour",
  "Meadow", "Bluebell", "Dune", "Coyote", "Harvest", "Sol", "Aurora", "Fable", "Hazel", "Indigo",
  "Minimal", "Midnight", "Maximalist", "Mineral",
];

export const TITLE_DETAILS: Record<ProductGroup, string[]> = {
  top: ["Embroidered", "Crochet", "Gauze", "Linen", "Lace", "Paisley", "Floral", "Tie-Dye", "Ruffled", "Smocked", "Patchwork", "Velvet"],
  dress: ["Embroidered", "Crochet", "Gauze", "Linen", "Lace", "Paisley", "Floral", "Tie-Dye", "Ruffled", "Velvet", "Tiered"],
  bottom: ["Linen", "Denim", "Corduroy", "Paisley", "Floral", "Suede", "Gauze", "Patchwork", "Crochet"],
  "one-piece": ["Linen", "Gauze", "Floral", "Embroidered", "Denim", "Paisley"],
  lounge: ["Waffle", "Gauze", "Bamboo", "Organic Cotton", "Ribbed"],
  jewelry: ["Hammered", "Beaded", "Turquoise", "Moonstone", "Layered", "Crescent", "Feather", "Shell"],
  accessory: ["Woven", "Leather", "Silk", "Fringe", "Beaded", "Suede"],
  bag: ["Woven", "Leather", "Fringe", "Suede", "Straw", "Tapestry"],
  shoe: ["Leather", "Suede", "Braided", "Woven", "Embroidered"],
  home: ["Macrame", "Woven", "Handwoven", "Ceramic", "Rattan", "Jute", "Mudcloth", "Terracotta"],
};

/** Details for the sterling pieces of the chrome-hearts collection. */
export const CHROME_DETAILS = ["Sterling Cross", "Dagger", "Fleur", "Gothic Scroll", "Sterling Heart", "Floral Cross"];

export const VENDORS = ["Wild Sage Collective", "Desert Bloom", "Luna & Loom", "Terra Thread", "Golden Hour Goods", "Canyon Road"];
export const CHROME_VENDOR = "Silver Sparrow Studio";

export const STYLE_TAGS = ["boho", "bohemian", "festival", "vintage-inspired", "handmade", "sustainable", "beach", "desert", "plus-size", "inclusive", "layering", "vacation"];
