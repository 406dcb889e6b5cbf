// The links the header, drawer, footer and HTML sitemap share.
import { COLLECTION_ORDER, FEATURED_COLLECTION_ORDER } from "../catalog/collections-order";

export type NavLink = { label: string; href: string };

export const PRIMARY_NAV: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Products", href: "/products" },
  { label: "Goddess", href: "/collections/goddess" },
  { label: "2025 Colors", href: "/2025-colors" },
];

const COLLECTION_LABELS: Readonly<
  Record<(typeof COLLECTION_ORDER | typeof FEATURED_COLLECTION_ORDER)[number], string>
> = {
  goddess: "Goddess",
  "chrome-hearts": "Chrome Hearts",
  "home-decor": "Home Decor",
  sale: "Sale",
  tops: "Tops",
  bottoms: "Bottoms",
  "lounge-wear": "Lounge Wear",
  "one-pieces": "All-in-Ones",
  dresses: "Dresses",
  shoes: "Shoes",
  bags: "Bags",
  jewelry: "Jewelry",
  accessories: "Accessories",
};

/** Every collection the shop is built around, featured ones first, then the clothing order: the mobile drawer lists them. */
export const COLLECTION_NAV: readonly NavLink[] = [...FEATURED_COLLECTION_ORDER, ...COLLECTION_ORDER].map((handle) => ({
  label: COLLECTION_LABELS[handle],
  href: `/collections/${handle}`,
}));

export const FOOTER_GROUPS: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: "Shop",
    links: [
      { label: "All Products", href: "/products" },
      { label: "Collections", href: "/collections" },
      { label: "Goddess", href: "/collections/goddess" },
      { label: "Chrome Hearts", href: "/collections/chrome-hearts" },
      { label: "Lookbooks", href: "/lookbooks" },
    ],
  },
  {
    heading: "Our Story",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Journal", href: "/blog" },
      { label: "Slow Living", href: "/slow-living" },
      { label: "Contact", href: "/contact" },
    ],
  },
  {
    heading: "Help",
    links: [
      { label: "Shipping Info", href: "/shipping-info" },
      { label: "Returns & FAQ", href: "/faq" },
      { label: "Size Guide", href: "/size-guide/clothing" },
      { label: "Track Order", href: "/track-order" },
      { label: "Sitemap", href: "/sitemap" },
    ],
  },
];

/** Paths where the header search is hidden: the listing has its own, product and collection pages focus on the item. */
export function hidesHeaderSearch(pathname: string): boolean {
  return /^\/(products|product|shopify-product|collections)(\/|$)/.test(pathname);
}
