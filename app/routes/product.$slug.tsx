import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

// /product/{slug} is an old address: send it on for good to /products/{slug}.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const search = new URL(request.url).search;
  return redirect(`/products/${encodeURIComponent(params.slug ?? "")}${search}`, 301);
}
