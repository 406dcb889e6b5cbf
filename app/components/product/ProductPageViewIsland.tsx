import { hydrationIsland } from "../platform/hydration-island";
import { ProductPageView } from "./ProductPageView";

/** The product page as a route's page whose code loads beside the first load (decision 032). */
export const ProductPageViewIsland = hydrationIsland(
  import.meta.env.SSR ? ProductPageView : null,
  () => import("./ProductPageView").then((module) => module.ProductPageView),
  { ownBoundary: false },
);
