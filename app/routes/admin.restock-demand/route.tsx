import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../../lib/admin/admin-meta";
import { requireAdmin } from "../../lib/auth/session.server";
import { loadRestockDemand } from "../../lib/restock/restock-demand.server";
import { RestockDemandView } from "./RestockDemandView";

export const meta: MetaFunction = () => adminMeta("Restock demand");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return loadRestockDemand(context);
}

export default RestockDemandView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
