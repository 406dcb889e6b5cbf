import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { HomePageIsland } from "../components/home/HomePageIsland";
import { ColorStoryStrip } from "../components/home/ColorStoryStrip";
import { homeMeta } from "../lib/home/home-meta";
import { loadHomeRoute } from "../lib/home/home.server";
import { HOME_THEMES } from "../lib/home/home-themes";

export const meta: MetaFunction<typeof loader> = (args) =>
  homeMeta(args, {
    title: "The 2025 Edit | Plus-Size Boho Fashion | Boho Boutique",
    description:
      "Our 2025 edit of inclusive boho fashion, built around Mocha Mousse and Future Dusk: new-season dresses, layers and jewelry in sizes XS to 4XL.",
  });

export const loader = (args: LoaderFunctionArgs) => loadHomeRoute(args);

/** The 2025 edit: the home page in this year's palette, with the colour story woven in. */
export default function Home2025() {
  const data = useLoaderData<typeof loader>();
  return <HomePageIsland data={data} theme={HOME_THEMES["edit-2025"]} interlude={<ColorStoryStrip />} />;
}
