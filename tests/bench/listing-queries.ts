// A deterministic mix of realistic listing URLs: searches (common words,
// garment terms, typos, multi-word), collection and sub-category choices,
// sizes, colours, price caps, stock, sorts and later pages, alone and combined.
import { listingSearchString, parseListingParams } from "../../app/lib/catalog/listing-params";
import { seededRandom } from "../support/fuzz-requests";

export const SEARCHES = [
  "maxi",
  "maxi dress",
  "midi",
  "mini skirt",
  "kimono",
  "crochet",
  "linen",
  "boho",
  "embroidered",
  "floral",
  "high-waisted",
  "low-rise jeans",
  "crop top",
  "sage",
  "gold earrings",
  "turquoise",
  "moonstone",
  "sandals",
  "tote",
  "fringe",
  "kimnoo",
  "drsss",
  "bohemian maxi dress with flutter sleeves",
  "wide leg",
  "palazzo",
  "cardigan",
  "silver",
  "velvet",
  "gauze",
  "lounge",
];
const CATEGORIES = [
  "",
  "",
  "",
  "tops",
  "dresses",
  "bottoms",
  "jewelry",
  "sale",
  "goddess",
  "chrome-hearts",
  "home-decor",
  "shoes",
  "bags",
  "accessories",
  "lounge-wear",
  "one-pieces",
];
const SUBS: Record<string, [string, string[]]> = {
  tops: ["topsSubCategories", ["Blouses", "Kimonos", "Tanks", "Cardigans"]],
  dresses: ["dressesSubCategories", ["Maxi Dresses", "Midi Dresses", "Mini Dresses"]],
  bottoms: ["bottomsSubCategories", ["Jeans", "Flare", "Maxi Skirts", "Wide Leg"]],
  jewelry: ["jewelrySubCategories", ["Earrings", "Necklaces"]],
};
const SIZES = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "onesize"];
const COLORS = ["Black", "White", "Brown", "Beige", "Sage", "Blue", "Pink", "Gold"];
const SORTS = ["", "", "newest", "oldest", "price_asc", "price_desc"];

export function listingQueries(count: number, seed = 2026): string[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const queries = new Set<string>();
  while (queries.size < count) {
    const params = new URLSearchParams();
    if (random() < 0.45) params.set("q", pick(SEARCHES));
    const category = pick(CATEGORIES);
    if (category) params.set("category", category);
    if (SUBS[category] && random() < 0.5) params.set(SUBS[category][0], pick(SUBS[category][1]));
    if (random() < 0.3) params.set("sizes", [pick(SIZES), ...(random() < 0.4 ? [pick(SIZES)] : [])].join(","));
    if (random() < 0.25) params.set("colors", pick(COLORS));
    if (random() < 0.15) params.set("maxPrice", String(50 + Math.floor(random() * 9) * 50));
    if (random() < 0.15) params.set("hideOutOfStock", "true");
    const sort = pick(SORTS);
    if (sort) params.set("sort", sort);
    if (random() < 0.2) params.set("page", String(2 + Math.floor(random() * 4)));
    // As the app writes them (canonical order, defaults omitted), so no request is a redirect.
    queries.add(listingSearchString(parseListingParams(params)).slice(1));
  }
  return [...queries];
}
