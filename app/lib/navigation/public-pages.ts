// Every public page of the route map with the name the
// HTML sitemap shows; the XML sitemap lists the same paths.
export type PublicPage = { path: string; name: string; group: "Shop" | "Our Story" | "Help" | "Home" };

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", name: "Home", group: "Home" },
  { path: "/home-2025", name: "The 2025 Edit", group: "Home" },
  { path: "/warm-theme", name: "Warm Theme", group: "Home" },
  { path: "/muted-theme", name: "Muted Theme", group: "Home" },
  { path: "/products", name: "All Products", group: "Shop" },
  { path: "/collections", name: "Collections", group: "Shop" },
  { path: "/collections/goddess", name: "Goddess", group: "Shop" },
  { path: "/collections/chrome-hearts", name: "Chrome Hearts", group: "Shop" },
  { path: "/collections/sale", name: "Sale", group: "Shop" },
  { path: "/2025-colors", name: "2025 Colors", group: "Shop" },
  { path: "/lookbooks", name: "Lookbooks", group: "Shop" },
  { path: "/about", name: "About Us", group: "Our Story" },
  { path: "/blog", name: "Journal", group: "Our Story" },
  { path: "/slow-living", name: "Slow Living", group: "Our Story" },
  { path: "/contact", name: "Contact", group: "Our Story" },
  { path: "/size-guide", name: "Size Guide", group: "Help" },
  { path: "/size-guide/clothing", name: "Clothing Size Guide", group: "Help" },
  { path: "/size-guide/jewelry", name: "Jewelry Size Guide", group: "Help" },
  { path: "/size-guide/accessories", name: "Accessories Size Guide", group: "Help" },
  { path: "/shipping-info", name: "Shipping Info", group: "Help" },
  { path: "/returns", name: "Returns", group: "Help" },
  { path: "/faq", name: "Returns & FAQ", group: "Help" },
  { path: "/track-order", name: "Track Order", group: "Help" },
  { path: "/auth", name: "Sign In", group: "Help" },
  { path: "/sitemap", name: "Sitemap", group: "Help" },
  { path: "/privacy", name: "Privacy Policy", group: "Help" },
  { path: "/terms", name: "Terms of Service", group: "Help" },
];
