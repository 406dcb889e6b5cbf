import type { MetaFunction } from "@remix-run/cloudflare";

// Any path no other route claims: the not-found page with status 404.
export const meta: MetaFunction = () => [
  { title: "Page not found | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return null;
}
