import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { recordCspViolation } from "../lib/security/csp-reports.server";

// POST /csp-report: browsers report Content-Security-Policy violations here
// (report-uri); each is kept as a security event. Always 204: a report is never an error for the browser.
export async function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await recordCspViolation(request, context);
  return new Response(null, { status: 204 });
}
