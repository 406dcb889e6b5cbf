import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { HomePageIsland } from "../components/home/HomePageIsland";
import { homeMeta } from "../lib/home/home-meta";
import { loadHomeRoute } from "../lib/home/home.server";
import { HOME_THEMES } from "../lib/home/home-themes";
import { freeShippingLabelIn } from "../lib/settings/free-shipping";

export const meta: MetaFunction<typeof loader> = (args) =>
  homeMeta(args, {
    title: "Boho Boutique | Plus-Size & Inclusive Boho Fashion",
    description: `Plus-size and inclusive boho fashion in sizes XS to 4XL: flowing dresses, kimonos, jewelry and home decor. Free shipping on orders of ${freeShippingLabelIn(args.matches)} or more and 30-day returns.`,
  });

export const loader = (args: LoaderFunctionArgs) => loadHomeRoute(args);

export default function Index() {
  const data = useLoaderData<typeof loader>();
  return <HomePageIsland data={data} theme={HOME_THEMES.classic} />;
}
