import { serializeJsonLd } from "../../lib/product/structured-data";

export function ProductStructuredData({ data }: { data: Record<string, unknown> | null }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
