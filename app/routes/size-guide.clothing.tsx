import type { MetaFunction } from "@remix-run/cloudflare";
import { ContentPage } from "../components/layout/ContentPage";
import { SizeGuideNav } from "../components/layout/SizeGuideNav";
import { SizeTable } from "../components/layout/SizeTable";
import { clothingSizeRows, oneSizeSpellings } from "../lib/content/size-guides";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Clothing Size Guide | Boho Boutique",
    description: "Clothing sizes XS to 4XL with numeric sizes 0 to 23 and bust, waist and hip measurements in inches.",
    breadcrumbName: "Clothing",
  });

export default function ClothingSizeGuide() {
  const rows = clothingSizeRows();
  return (
    <ContentPage
      eyebrow="Size guide"
      title="Clothing Size Guide"
      intro={<p>From XS to 4XL, with the numeric sizes and the spellings you may see on a label.</p>}
    >
      <SizeGuideNav current="/size-guide/clothing" />
      <SizeTable
        caption="Clothing sizes (body measurements in inches)"
        columns={["Size", "Numeric", "Also labelled", "Bust", "Waist", "Hips"]}
        rows={rows.map((row) => [
          row.label,
          row.numericSizes,
          row.alsoLabelled.join(", ") || "—",
          row.bustIn,
          row.waistIn,
          row.hipsIn,
        ])}
      />
      <h2>One Size pieces</h2>
      <p>
        Pieces labelled {oneSizeSpellings().join(", ")} are cut generously or adjust with ties and elastic, and usually
        fit sizes XS to 2XL. Each product page says how it fits.
      </p>
      <h2>Fit notes</h2>
      <ul>
        <li>Measurements are of the body, not the garment.</li>
        <li>Maxi dresses are 54-58 in long from shoulder; midi 44-48 in; mini 33-36 in.</li>
        <li>Wide-leg and palazzo trousers have an inseam of about 30 in; flares about 32 in.</li>
      </ul>
    </ContentPage>
  );
}
