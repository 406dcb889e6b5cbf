import { hydrationIsland } from "../platform/hydration-island";
import { HomePage } from "./HomePage";

/** The home page (and its themed variants) as a route's page whose code loads beside the first load (decision 032). */
export const HomePageIsland = hydrationIsland(
  import.meta.env.SSR ? HomePage : null,
  () => import("./HomePage").then((module) => module.HomePage),
  { ownBoundary: false },
);
