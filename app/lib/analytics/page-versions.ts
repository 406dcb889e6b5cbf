// Version labels per page ("home 2.1.0", "products 2.0.0"),
// shown in the page version badge.
export type PageVersion = { version: string; lastModified: string; description: string };

export const PAGE_VERSIONS = {
  home: {
    version: "2.1.0",
    lastModified: "2026-11-21",
    description: "Streamed featured sections and a database-driven hero",
  },
  products: {
    version: "2.0.0",
    lastModified: "2026-11-21",
    description: "Server-side listing with search, filters and pagination",
  },
} as const satisfies Record<string, PageVersion>;

/** The versioned page a path shows ("/" is home, "/products" the listing), or null. */
export function pageVersionOfPath(path: string): { page: keyof typeof PAGE_VERSIONS; version: PageVersion } | null {
  if (path === "/") return { page: "home", version: PAGE_VERSIONS.home };
  if (path === "/products" || path === "/products/") return { page: "products", version: PAGE_VERSIONS.products };
  return null;
}
