import { redirect } from "@remix-run/cloudflare";

// /returns-faq redirects to /returns (permanently: it is an old address).
export function loader() {
  return redirect("/returns", 301);
}
