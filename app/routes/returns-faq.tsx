import { redirect } from "@remix-run/cloudflare";

// Spec 000 section 2: /returns-faq redirects to /returns (permanently: it is an old address).
export function loader() {
  return redirect("/returns", 301);
}
