import type { MetaFunction } from "@remix-run/cloudflare";
import { ContentPage } from "../components/layout/ContentPage";
import { SizeGuideNav } from "../components/layout/SizeGuideNav";
import { SizeTable } from "../components/layout/SizeTable";
import { beltSizeRows, HAT_SIZES, oneSizeSpellings } from "../lib/content/size-guides";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Accessories Size Guide | Boho Boutique",
    description:
      "Hat sizes by head circumference, belt lengths for every clothing size from XS to 4XL, and what One Size means.",
    breadcrumbName: "Accessories",
  });

export default function AccessoriesSizeGuide() {
  return (
    <ContentPage
      eyebrow="Size guide"
      title="Accessories Size Guide"
      intro={<p>Hats, belts and the one-size pieces that finish a look.</p>}
    >
      <SizeGuideNav current="/size-guide/accessories" />
      <SizeTable
        caption="Hat sizes"
        columns={["Size", "Head (inches)", "Head (cm)"]}
        rows={HAT_SIZES.map((row) => [row.size, row.headIn, row.headCm])}
      />
      <p>
        Measure around your head just above the ears and eyebrows. Most of our straw hats have an inner drawstring to
        take them down half a size.
      </p>
      <SizeTable
        caption="Belt sizes (inches)"
        columns={["Clothing size", "Waist", "Belt length"]}
        rows={beltSizeRows().map((row) => [row.label, row.waistIn, row.beltLengthIn])}
      />
      <h2>One Size and adjustable</h2>
      <p>
        Scarves, bags, headbands and pieces labelled {oneSizeSpellings().join(", ")} fit everyone: they are listed under
        One Size in our size filter.
      </p>
    </ContentPage>
  );
}
