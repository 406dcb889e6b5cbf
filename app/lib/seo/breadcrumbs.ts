// Breadcrumbs, two ways. The visible bar follows the route map to the
// letter (crumbs only for five paths); structured data gets the full trail.

/** The only paths that get a crumb in the bar. */
export const BREADCRUMB_BAR_PATHS = [
  "/",
  "/products",
  "/collections",
  "/collections/goddess",
  "/collections/chrome-hearts",
] as const;

export type Crumb = { name: string; path: string };

/** "chrome-hearts" -> "Chrome Hearts": path segments title-cased with hyphens as spaces. */
export function titleCaseSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as typed.
  }
  return decoded
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Every prefix of the path, "/" first: "/a/b" -> ["/", "/a", "/a/b"]. */
function pathPrefixes(pathname: string): string[] {
  const segments = normalisePath(pathname).split("/").filter(Boolean);
  return ["/", ...segments.map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)];
}

function crumbFor(path: string): Crumb {
  if (path === "/") return { name: "Home", path };
  return { name: titleCaseSegment(path.slice(path.lastIndexOf("/") + 1)), path };
}

/** The breadcrumb bar: null on the home page (hidden), else the allowed crumbs along the path. */
export function breadcrumbBarCrumbs(pathname: string): Crumb[] | null {
  if (normalisePath(pathname) === "/") return null;
  const allowed: ReadonlySet<string> = new Set(BREADCRUMB_BAR_PATHS);
  return pathPrefixes(pathname)
    .filter((path) => allowed.has(path))
    .map(crumbFor);
}

/** The full trail for BreadcrumbList structured data; `lastName` overrides the page's own crumb. */
export function breadcrumbTrail(pathname: string, lastName?: string): Crumb[] {
  const crumbs = pathPrefixes(pathname).map(crumbFor);
  if (lastName && crumbs.length > 1) crumbs[crumbs.length - 1] = { ...crumbs[crumbs.length - 1], name: lastName };
  return crumbs;
}
