import { redirect } from "@remix-run/cloudflare";

/** /backup redirects to /admin/backup (permanently). */
export function loader() {
  return redirect("/admin/backup", 301);
}
