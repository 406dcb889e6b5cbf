// Title, description, social card and the first image's preload for a product page.
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { productImageSrcSet, sizedImageUrl } from "./product-images";
import type { ProductPageData } from "./product-page";

export function productPageMeta(data: (ProductPageData & { canonicalUrl: string }) | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "Product not found | Boho Boutique" }, { name: "robots", content: "noindex" }];
  const { product } = data;
  const description = (product.description || `${product.title} at Boho Boutique.`).slice(0, 160);
  const image = product.images[0]?.url;
  return [
    { title: `${product.title} | Boho Boutique` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: data.canonicalUrl },
    { property: "og:type", content: "product" },
    { property: "og:title", content: product.title },
    { property: "og:description", content: description },
    ...(image
      ? [
          { property: "og:image", content: sizedImageUrl(image, 1200) },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
          {
            tagName: "link",
            rel: "preload",
            as: "image",
            href: sizedImageUrl(image, 800),
            imageSrcSet: productImageSrcSet(image),
            imageSizes: "(min-width: 1024px) 50vw, 100vw",
          },
        ]
      : []),
  ];
}
