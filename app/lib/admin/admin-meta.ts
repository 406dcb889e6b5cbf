import type { MetaDescriptor } from "@remix-run/cloudflare";

/** Admin pages are never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Admin | Boho Boutique` }, { name: "robots", content: "noindex, nofollow" }];
}
