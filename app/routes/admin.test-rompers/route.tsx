import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../../lib/admin/admin-meta";
import { requireAdmin } from "../../lib/auth/session.server";
import { inspectSearch } from "../../lib/catalog/search-inspector.server";
import { SearchInspectorView } from "./SearchInspectorView";

export const meta: MetaFunction = () => adminMeta("Search inspector");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { inspection: await inspectSearch(context, new URL(request.url).searchParams) };
}

export default SearchInspectorView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
