import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { HomePageIsland } from "../components/home/HomePageIsland";
import { ThemeNote } from "../components/home/ThemeNote";
import { homeMeta } from "../lib/home/home-meta";
import { loadHomeRoute } from "../lib/home/home.server";
import { HOME_THEMES } from "../lib/home/home-themes";

export const meta: MetaFunction<typeof loader> = (args) =>
  homeMeta(args, {
    title: "Warm Theme | Inclusive Boho Fashion | Boho Boutique",
    description:
      "The boutique in golden-hour tones: terracotta, mustard and sun-warmed sand. Inclusive boho fashion in sizes XS to 4XL.",
    canonicalPath: "/",
  });

export const loader = (args: LoaderFunctionArgs) => loadHomeRoute(args);

/** The home page in a warm palette: terracotta, mustard and golden hour. */
export default function WarmTheme() {
  const data = useLoaderData<typeof loader>();
  return (
    <HomePageIsland
      data={data}
      theme={HOME_THEMES.warm}
      interlude={
        <ThemeNote
          title="Golden hour, all year"
          text="Terracotta gauze, mustard embroidery and brass that catches the light: the warm theme gathers the pieces that feel like late afternoon sun."
          swatches={["#8f3f1f", "#d9a441", "#f7d9bd", "#b3603a"]}
        />
      }
    />
  );
}
