import { hydrationIsland } from "../platform/hydration-island";
import { ListingPage } from "./ListingPage";

/** The listing as a route's page whose code loads beside the first load (decision 032). */
export const ListingPageIsland = hydrationIsland(
  import.meta.env.SSR ? ListingPage : null,
  () => import("./ListingPage").then((module) => module.ListingPage),
  { ownBoundary: false },
);
