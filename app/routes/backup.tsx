import { redirect } from "@remix-run/cloudflare";

/** Spec 001 section 2: /backup redirects to /admin/backup. */
export function loader() {
  return redirect("/admin/backup", 301);
}
