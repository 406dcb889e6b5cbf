import type { RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

// Flat-routes file naming (products._index.tsx, admin.homepage-images.tsx).
export default flatRoutes() satisfies RouteConfig;
