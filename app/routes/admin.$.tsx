import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../lib/admin/admin-meta";
import { requireAdmin } from "../lib/auth/session.server";

// Any /admin address no page claims: a 404 inside the admin (its bar and sidebar), not the shop's.
// The guard comes first, so a visitor learns nothing about which admin addresses exist.
export const meta: MetaFunction = () => adminMeta("Not found");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  throw new Response("No admin page at this address", { status: 404 });
}

export default function AdminNotFound() {
  return null;
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
