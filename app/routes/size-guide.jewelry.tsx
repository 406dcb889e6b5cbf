import type { MetaFunction } from "@remix-run/cloudflare";
import { ContentPage } from "../components/layout/ContentPage";
import { SizeGuideNav } from "../components/layout/SizeGuideNav";
import { SizeTable } from "../components/layout/SizeTable";
import { BRACELET_SIZES, NECKLACE_LENGTHS, oneSizeSpellings, ringSizeRows } from "../lib/content/size-guides";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Jewelry Size Guide | Boho Boutique",
    description:
      "US ring sizes with diameters, bracelet sizes by wrist measurement and necklace lengths from choker to lariat.",
    breadcrumbName: "Jewelry",
  });

export default function JewelrySizeGuide() {
  return (
    <ContentPage
      eyebrow="Size guide"
      title="Jewelry Size Guide"
      intro={<p>Rings, bracelets and necklaces that sit just where you want them.</p>}
    >
      <SizeGuideNav current="/size-guide/jewelry" />
      <SizeTable
        caption="Ring sizes"
        columns={["US size", "Inner diameter (mm)", "Inner circumference (mm)"]}
        rows={ringSizeRows().map((row) => [row.usSize, row.diameterMm, row.circumferenceMm])}
      />
      <p>
        Measure a ring that fits the right finger, inside edge to inside edge. Fingers swell in the heat, so measure at
        the end of the day. Rings labelled {oneSizeSpellings().join(" or ")} open gently to fit sizes 5 to 10.
      </p>
      <SizeTable
        caption="Bracelet sizes (inches)"
        columns={["Size", "Wrist", "Bracelet length"]}
        rows={BRACELET_SIZES.map((row) => [row.size, row.wristIn, row.braceletIn])}
      />
      <SizeTable
        caption="Necklace lengths (inches)"
        columns={["Style", "Length", "Where it sits"]}
        rows={NECKLACE_LENGTHS.map((row) => [row.name, row.lengthIn, row.sits])}
      />
    </ContentPage>
  );
}
