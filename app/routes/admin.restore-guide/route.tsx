import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../../lib/admin/admin-meta";
import { requireAdmin } from "../../lib/auth/session.server";

export const meta: MetaFunction = () => adminMeta("Restore guide");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export { AdminRestoreGuidePage as default } from "./RestoreGuideView";
