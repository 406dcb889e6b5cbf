import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { HomePageIsland } from "../components/home/HomePageIsland";
import { ThemeNote } from "../components/home/ThemeNote";
import { homeMeta } from "../lib/home/home-meta";
import { loadHomeRoute } from "../lib/home/home.server";
import { HOME_THEMES } from "../lib/home/home-themes";

export const meta: MetaFunction<typeof loader> = (args) =>
  homeMeta(args, {
    title: "Muted Theme | Inclusive Boho Fashion | Boho Boutique",
    description: "The boutique in quiet sage, stone and linen: calm, considered boho pieces in sizes XS to 4XL.",
    canonicalPath: "/",
  });

export const loader = (args: LoaderFunctionArgs) => loadHomeRoute(args);

/** The home page in a muted palette: sage, stone and undyed linen. */
export default function MutedTheme() {
  const data = useLoaderData<typeof loader>();
  return (
    <HomePageIsland
      data={data}
      theme={HOME_THEMES.muted}
      interlude={
        <ThemeNote
          title="A quieter palette"
          text="Sage, stone and undyed linen for slow mornings: pieces that rest easy together and let texture do the talking."
          swatches={["#4f5e41", "#b7c2a5", "#e6e9dc", "#a39e8f"]}
        />
      }
    />
  );
}
