// Demo content for the local database: the boutique's own handmade pieces (they
// join the catalogue as `db_` products), blog posts, hero images, settings and
// two accounts. Deterministic so tests can rely on it.

export const DEMO_ADMIN = { email: "admin@boho.test", password: "Admin#2026!" } as const;
export const DEMO_SHOPPER = { email: "shopper@boho.test", password: "Shopper#2026!" } as const;

export const SEED_CATEGORIES = [
  { slug: "handmade", name: "Handmade", sortOrder: 1 },
  { slug: "home-decor", name: "Home Decor", sortOrder: 2 },
  { slug: "jewelry", name: "Jewelry", sortOrder: 3 },
  { slug: "accessories", name: "Accessories", sortOrder: 4 },
  { slug: "archive", name: "Archive", sortOrder: 9, isActive: false },
] as const;

type SeedProduct = {
  slug: string;
  name: string;
  price: number;
  comparePrice?: number;
  inventory: number;
  categories: string[];
  tags: string[];
  featured?: boolean;
  isActive?: boolean;
  short: string;
  description: string;
  dimensions?: string;
  specifications?: Record<string, string>;
};

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    slug: "hand-woven-macrame-wall-hanging",
    name: "Hand-Woven Macramé Wall Hanging",
    price: 89,
    inventory: 7,
    categories: ["handmade", "home-decor"],
    tags: ["handmade", "macrame", "featured"],
    featured: true,
    short: "Cotton cord knotted by hand in our studio.",
    description:
      "Knotted by hand from undyed recycled cotton cord on a driftwood dowel, this wall hanging softens a bare wall with texture and shadow.",
    dimensions: "60 x 90 cm",
    specifications: { Material: "Recycled cotton", Care: "Shake out; spot clean" },
  },
  {
    slug: "terracotta-sun-ceramic-vase",
    name: "Terracotta Sun Ceramic Vase",
    price: 64,
    comparePrice: 78,
    inventory: 12,
    categories: ["handmade", "home-decor"],
    tags: ["ceramic", "sale"],
    short: "Wheel-thrown stoneware with a sun motif.",
    description:
      "Wheel-thrown stoneware glazed in warm terracotta with a carved sun. Holds dried pampas or fresh stems.",
    dimensions: "22 cm tall",
  },
  {
    slug: "moonstone-crescent-necklace",
    name: "Moonstone Crescent Necklace",
    price: 118,
    inventory: 4,
    categories: ["handmade", "jewelry"],
    tags: ["moonstone", "limited-edition", "featured"],
    featured: true,
    short: "Rainbow moonstone on a recycled silver chain.",
    description:
      "A rainbow moonstone crescent set in recycled sterling silver on a 45 cm chain. Each stone's flash is its own.",
  },
  {
    slug: "beaded-boho-anklet-set",
    name: "Beaded Boho Anklet Set",
    price: 32,
    inventory: 25,
    categories: ["handmade", "jewelry"],
    tags: ["beaded", "bestseller"],
    short: "Three stacking anklets in sea glass tones.",
    description: "Three stretch anklets beaded with glass seed beads and a tiny brass sun charm.",
  },
  {
    slug: "embroidered-floor-cushion",
    name: "Embroidered Floor Cushion",
    price: 145,
    comparePrice: 180,
    inventory: 3,
    categories: ["home-decor"],
    tags: ["embroidered", "sale"],
    short: "Hand-embroidered cotton, filled and ready.",
    description:
      "A generous floor cushion with hand-embroidered suzani florals on heavy cotton, filled with recycled fibre.",
    dimensions: "70 x 70 x 20 cm",
  },
  {
    slug: "rattan-moon-mirror",
    name: "Rattan Moon Mirror",
    price: 132,
    inventory: 0,
    categories: ["home-decor"],
    tags: ["rattan"],
    short: "A woven rattan halo around a round mirror.",
    description: "Woven rattan rays frame a round mirror; hangs from a single hook. Back soon.",
    dimensions: "55 cm diameter",
  },
  {
    slug: "indigo-tie-dye-throw",
    name: "Indigo Tie-Dye Throw",
    price: 96,
    inventory: 9,
    categories: ["handmade", "home-decor"],
    tags: ["indigo", "new-arrival"],
    short: "Plant-dyed indigo on soft cotton gauze.",
    description: "Shibori-folded and dipped in plant indigo, this double-gauze throw gets softer with every wash.",
    dimensions: "130 x 170 cm",
  },
  {
    slug: "hammered-brass-cuff",
    name: "Hammered Brass Cuff",
    price: 48,
    inventory: 18,
    categories: ["jewelry"],
    tags: ["brass", "bestseller"],
    short: "Adjustable cuff, hand-hammered.",
    description: "Hand-hammered recycled brass with a soft brushed finish; gently adjustable to most wrists.",
  },
  {
    slug: "sage-smudge-and-candle-ritual-kit",
    name: "Sage Candle Ritual Kit",
    price: 42,
    inventory: 30,
    categories: ["accessories"],
    tags: ["candle", "gift", "featured"],
    featured: true,
    short: "A soy candle, a ceramic dish and a journal card.",
    description:
      "A hand-poured sage and cedar soy candle with a small ceramic dish and an intention card, boxed for gifting.",
  },
  {
    slug: "fringe-suede-crossbody",
    name: "Fringe Suede Crossbody",
    price: 128,
    comparePrice: 150,
    inventory: 6,
    categories: ["accessories"],
    tags: ["suede", "sale"],
    short: "Soft suede with a swinging fringe.",
    description: "Soft tan suede with a long fringe, brass hardware and an adjustable woven strap.",
  },
  {
    slug: "woven-palm-sun-hat",
    name: "Woven Palm Sun Hat",
    price: 58,
    inventory: 14,
    categories: ["accessories"],
    tags: ["hat", "new-arrival"],
    short: "Wide brim, packable, hand-woven.",
    description: "A wide-brimmed hat woven from palm leaf with a cotton band; rolls for travel.",
  },
  {
    slug: "turquoise-stacking-rings",
    name: "Turquoise Stacking Rings",
    price: 54,
    inventory: 2,
    categories: ["jewelry"],
    tags: ["turquoise", "back-in-stock"],
    short: "Set of three slim stackers.",
    description: "Three slim sterling rings, one set with a tiny turquoise cabochon.",
  },
  {
    slug: "jute-braided-round-rug",
    name: "Jute Braided Round Rug",
    price: 175,
    inventory: 5,
    categories: ["home-decor"],
    tags: ["jute"],
    short: "Natural jute, braided by hand.",
    description: "A hand-braided natural jute rug that grounds a reading corner.",
    dimensions: "120 cm diameter",
  },
  {
    slug: "pressed-flower-resin-earrings",
    name: "Pressed Flower Resin Earrings",
    price: 38,
    inventory: 11,
    categories: ["handmade", "jewelry"],
    tags: ["botanical"],
    short: "Real wildflowers set in clear resin.",
    description: "Real pressed wildflowers set in clear resin on gold-filled hooks. No two pairs alike.",
  },
  {
    slug: "mud-cloth-table-runner",
    name: "Mud Cloth Table Runner",
    price: 72,
    inventory: 8,
    categories: ["home-decor"],
    tags: ["mudcloth"],
    short: "Hand-painted cotton runner.",
    description: "Hand-painted mud cloth patterns on heavy cotton, finished with tassels.",
    dimensions: "35 x 180 cm",
  },
  {
    slug: "crystal-sun-catcher",
    name: "Crystal Sun Catcher",
    price: 36,
    inventory: 20,
    categories: ["handmade", "home-decor"],
    tags: ["crystal", "gift"],
    short: "Throws rainbows across the room.",
    description: "Faceted crystals and glass beads on a brass ring that scatter rainbows in a sunny window.",
  },
  {
    slug: "linen-market-tote",
    name: "Linen Market Tote",
    price: 44,
    inventory: 0,
    categories: ["accessories"],
    tags: ["linen"],
    short: "Sturdy linen with leather handles.",
    description: "A roomy linen tote with vegetable-tanned leather handles and an inner pocket.",
  },
  {
    slug: "amber-bead-mala",
    name: "Amber Bead Mala",
    price: 68,
    inventory: 9,
    categories: ["jewelry"],
    tags: ["mala", "bestseller"],
    short: "108 beads, hand-knotted.",
    description: "108 hand-knotted amber glass beads finished with a silk tassel.",
  },
  {
    slug: "boho-clay-incense-holder",
    name: "Clay Incense Holder",
    price: 22,
    inventory: 40,
    categories: ["handmade", "home-decor"],
    tags: ["clay", "gift"],
    short: "Air-dry clay, hand-shaped.",
    description: "A small hand-shaped clay dish with a single incense hole and a speckled finish.",
  },
  {
    slug: "vintage-kilim-pouch",
    name: "Vintage Kilim Pouch",
    price: 39,
    inventory: 1,
    categories: ["accessories"],
    tags: ["kilim", "limited-edition"],
    short: "Cut from a reclaimed kilim.",
    description: "A zip pouch cut from a reclaimed wool kilim; each one's pattern differs.",
  },
  {
    slug: "retired-feather-dreamcatcher",
    name: "Feather Dreamcatcher (retired)",
    price: 30,
    inventory: 5,
    categories: ["archive"],
    tags: ["retired"],
    isActive: false,
    short: "No longer made.",
    description: "A retired design, kept for our records.",
  },
];

export const SEED_BLOG_POSTS = [
  {
    slug: "styling-a-maxi-dress-for-every-season",
    title: "Styling a Maxi Dress for Every Season",
    excerpt: "One flowing dress, four seasons: layering ideas from our studio.",
    body: "A maxi dress is the most generous piece in a boho wardrobe. In spring, wear it with a cropped denim jacket and sandals.\n\nIn summer, let it breathe: bare shoulders, a woven sun hat and a stack of brass cuffs.\n\nWhen autumn comes, add a chunky cardigan and ankle boots, and in winter a long kimono over a fine knit turns it into an evening look.",
    coverImage: "/images/hero/hero-1.svg",
    publishedAt: "2026-09-12T09:00:00.000Z",
  },
  {
    slug: "the-slow-living-home",
    title: "The Slow-Living Home: Five Small Rituals",
    excerpt: "Candles, clay and quiet corners: how we slow down at home.",
    body: "Slow living is not a style, it is a pace. Start with a corner that asks nothing of you: a floor cushion, a plant, a lamp with warm light.\n\nLight a candle when you sit down to eat. Keep a clay dish for the things in your pockets.\n\nChoose fewer, better things, made by hands you can name.",
    coverImage: "/images/hero/hero-2.svg",
    publishedAt: "2026-10-03T09:00:00.000Z",
  },
  {
    slug: "inclusive-sizing-at-our-boutique",
    title: "How We Think About Size",
    excerpt: "From XS to 4XL and numeric 0 to 23 across the shop: how we think about fit.",
    body: "Boho style has always been about freedom, and freedom means clothes that fit the body you have today.\n\nAcross the shop our clothing spans XS to 4XL, but not every style is cut in every size yet: some run XS to XL, others S to 4XL. Each piece lists the sizes it is made in, and the size filter shows only what comes in yours.\n\nOur size guide maps letter and numeric sizes to one scale, so you can shop by the size you know.\n\nIf something does not fit, returns are free for 30 days.",
    coverImage: "/images/hero/hero-3.svg",
    publishedAt: "2026-11-01T09:00:00.000Z",
  },
] as const;

export const SEED_HOMEPAGE_IMAGES = [
  {
    fileName: "hero-1.svg",
    filePath: "/images/hero/hero-1.svg",
    altText: "Terracotta hills under a pale sun",
    caption: "Golden hour",
    displayOrder: 0,
    isActive: true,
  },
  {
    fileName: "hero-2.svg",
    filePath: "/images/hero/hero-2.svg",
    altText: "Dusty rose dunes and a mustard sun",
    caption: "Desert bloom",
    displayOrder: 1,
    isActive: true,
  },
  {
    fileName: "hero-3.svg",
    filePath: "/images/hero/hero-3.svg",
    altText: "Sage valley with a clay arch",
    caption: "Slow mornings",
    displayOrder: 2,
    isActive: false,
  },
] as const;

/** Placeholder ratings, editable without a deploy. */
export const SEED_SITE_SETTINGS = {
  "ratings.product": { ratingValue: 4.7, reviewCount: 23 },
  "ratings.app": { ratingValue: 4.8, reviewCount: 127 },
  "ratings.trustBadge": { ratingValue: 4.8, reviewCount: 2847 },
  // The demo shop's identity (a 555-01xx number is reserved for fiction); a real shop sets its own in /admin/config.
  "shop.identity": {
    name: "Boho Boutique",
    address: "Boho Boutique Studio\n214 Canyon Road\nSanta Fe, NM 87501\nUnited States",
    email: "hello@boho-boutique.example",
    phone: "+1 505 555 0142",
  },
} as const;

/** Internal how-to articles for /admin/knowledge-base (Markdown). */
export const SEED_KNOWLEDGE_BASE_ARTICLES = [
  {
    title: "Restoring a backup",
    category: "Operations",
    body: `The shop's data (accounts, database products, orders, blog posts, homepage images' records) lives in one libSQL database: Turso in production, a local file in development. Product images uploaded by admins live in the R2 bucket \`homepage-images\`.

## Before you start
- Tell the team: a restore replaces everything written since the backup was taken.
- Note the time of the problem, in UTC. You will restore to just before it.

## Production (Turso)
1. Create a copy of the database as it was at that time:
   \`turso db create boho-restore --from-db boho --timestamp 2026-11-20T09:00:00Z\`
2. Check the copy: \`turso db shell boho-restore "select count(*) from orders"\`.
3. Point the Worker at the copy: set \`DATABASE_URL\` (and a new \`DATABASE_AUTH_TOKEN\`) with \`wrangler secret put\`, then deploy.
4. Open the shop, sign in, and check the latest orders and posts.

## Local development
Stop the app, copy the backup file over \`.data/local.db\`, start it again (\`npm start\`).

See also the step-by-step page at [/admin/restore-guide](/admin/restore-guide) and the backup status at [/admin/backup](/admin/backup).`,
  },
  {
    title: "Adding a homepage image",
    category: "Content",
    body: `The home page hero shows one **active** homepage image at random, preloaded on the home page only. If it fails to load, a default image is shown.

1. Open [Homepage images](/admin/homepage-images).
2. Upload the image: a wide picture (at least 1600 px across) in JPEG, WebP or AVIF. Keep it under 1 MB so the home page stays fast.
3. Write the **alt text**: what the picture shows, for shoppers using screen readers ("Linen dresses drying in a sunny courtyard"), not "hero image".
4. Add a caption if you want one, and choose the **positioning** (which part of the picture stays in view on phones).
5. Drag or move it to the place you want in the order, and make sure it is **active**.

Inactive images stay in the list for admins but never reach shoppers. Deleting an image also removes the stored file.`,
  },
  {
    title: "What each badge means",
    category: "Merchandising",
    body: `Product cards, quick view and product pages show badges. Some appear on their own; others you assign on [Badges](/admin/badges).

| Badge | Appears on its own when | Assign it when |
| --- | --- | --- |
| **sale** | the shown variant's compare-at price is above its price (the card then shows "N% off") | a promotion runs that the prices do not show yet |
| **new-arrival** | the product is tagged \`new-arrival\` in the shop | a piece has just landed |
| **limited-edition** | the product is tagged \`limited-edition\` | only a few will ever be made |
| **bestseller** | the product is tagged \`bestseller\` | it sells well this season |
| **back-in-stock** | the product is tagged \`back-in-stock\` | a sold-out favourite returns |

An assigned badge shows beside the automatic ones and never twice. Give it an **end date** for promotions: it disappears by itself after that day. A change reaches the shop within a minute.`,
  },
] as const;

/**
 * Two published looks over the demo shop's catalogue (its first products are the same
 * at any catalogue size). "Slow Morning Layers" holds a sold-out kimono on purpose.
 */
export const SEED_LOOKS = [
  {
    slug: "desert-bloom-weekend",
    title: "Desert Bloom Weekend",
    story:
      "A tiered maxi that moves with the wind, shells at the neck and a tote big enough for a market haul.\n\n**Wear it** from a slow breakfast to golden hour: swap the fedora for a scarf when the sun goes down.",
    imagePath: "/images/hero/hero-2.svg",
    imageAlt: "Dusty rose dunes and a mustard sun",
    products: [
      {
        productId: "gid://shopify/Product/1000005",
        productHandle: "meadow-tiered-wrap-maxi-dress",
        productTitle: "Meadow Tiered Wrap Maxi Dress",
      },
      {
        productId: "gid://shopify/Product/1000007",
        productHandle: "wanderer-shell-layered-necklace",
        productTitle: "Wanderer Shell Layered Necklace",
      },
      {
        productId: "gid://shopify/Product/1000011",
        productHandle: "mystic-tapestry-tote",
        productTitle: "Mystic Tapestry Tote",
      },
      {
        productId: "gid://shopify/Product/1000009",
        productHandle: "indigo-fringe-wool-fedora",
        productTitle: "Indigo Fringe Wool Fedora",
      },
    ],
  },
  {
    slug: "slow-morning-layers",
    title: "Slow Morning Layers",
    story:
      "An embroidered cami under a velvet kimono, easy straight jeans and woven mules: the outfit for coffee on the porch.\n\n*The kimono sold out fast; the rest of the look is still here.*",
    imagePath: "/images/hero/hero-1.svg",
    imageAlt: "Terracotta hills under a pale sun",
    products: [
      {
        productId: "gid://shopify/Product/1000012",
        productHandle: "sunset-embroidered-cami",
        productTitle: "Sunset Embroidered Cami",
      },
      {
        productId: "gid://shopify/Product/1000027",
        productHandle: "desert-rose-straight-jeans",
        productTitle: "Desert Rose Straight Jeans",
      },
      {
        productId: "gid://shopify/Product/1000008",
        productHandle: "sedona-velvet-maxi-kimono",
        productTitle: "Sedona Velvet Maxi Kimono",
      },
      {
        productId: "gid://shopify/Product/1000022",
        productHandle: "maximalist-woven-mules",
        productTitle: "Maximalist Woven Mules",
      },
    ],
  },
] as const;

/** Marks the looks as seeded once, so deleting a seeded look in the admin is not undone by the next start. */
export const SEED_LOOKS_MARKER = "seed.lookbooks";
