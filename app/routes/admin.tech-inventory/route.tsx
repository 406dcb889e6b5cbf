import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../../lib/admin/admin-meta";
import { rebuildSnapshotNow } from "../../lib/admin/tech-inventory/snapshot-rebuild.server";
import { readTechInventory } from "../../lib/admin/tech-inventory/tech-inventory.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { replyWithToast, wantsJson } from "../../lib/forms/reply.server";
import { TechInventoryView } from "./TechInventoryView";
import { z } from "zod";
import { readFormBody } from "../../lib/forms/form-body.server";
import { parseSubmission } from "../../lib/forms/parse-submission";

export const meta: MetaFunction = () => adminMeta("Tech inventory");

const PAGE = "/admin/tech-inventory";
/** The page's one button: rebuild the catalogue snapshot now. */
const TechInventoryFormSchema = z.object({ intent: z.literal("rebuild-snapshot") });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { inventory: await readTechInventory(context) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const json = wantsJson(form);
  if (!parseSubmission(form, TechInventoryFormSchema).ok) {
    return replyWithToast(request, context, {
      json,
      status: 400,
      to: PAGE,
      toast: { title: "Unknown action.", tone: "error" },
    });
  }
  const result = await rebuildSnapshotNow(context, admin.id);
  return replyWithToast(request, context, { json, status: result.ok ? 200 : 502, to: PAGE, toast: result.toast });
}

export default TechInventoryView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
