import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageCount } from "../../lib/admin/admin-list";
import { adminMeta } from "../../lib/admin/admin-meta";
import { listSecurityLog, parseSecurityLogFilters } from "../../lib/admin/security-log.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { parsePageNumber } from "../../lib/platform/page-number";

export const meta: MetaFunction = () => adminMeta("Security log");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const filters = parseSecurityLogFilters(url, parsePageNumber(url.searchParams.get("page")));
  const { rows, total } = await listSecurityLog(context.db, filters);
  return { rows, total, filters, pages: pageCount(total) };
}

export { AdminSecurityPage as default } from "./SecurityView";
