import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "~/lib/admin/admin-meta";
import {
  AssignBadgeSchema,
  assignBadge,
  listBadgeAssignments,
  removeBadgeAssignment,
  searchProductsByTitle,
} from "~/lib/admin/badge-assignments.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { PRODUCT_BADGES } from "~/lib/catalog/display";
import type { ProductBadge } from "~/lib/catalog/types";
import { replyWithToast, returnTarget, wantsJson } from "~/lib/platform/reply.server";
import type { Toast } from "~/lib/platform/toast";
import { BadgesView } from "./BadgesView";

export const meta: MetaFunction = () => adminMeta("Badges");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const badgeParam = url.searchParams.get("badge") ?? "";
  const badge = (PRODUCT_BADGES as readonly string[]).includes(badgeParam) ? (badgeParam as ProductBadge) : null;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const [matches, list] = await Promise.all([
    searchProductsByTitle(context, q),
    listBadgeAssignments(context.db, { badge, page }),
  ]);
  return { q, badge, page, matches, ...list };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData().catch(() => new FormData());
  const json = wantsJson(form);
  const to = returnTarget(request, form, "/admin/badges");
  const intent = form.get("intent");
  if (intent === "remove") {
    const removed = await removeBadgeAssignment(context.db, String(form.get("id") ?? ""), admin);
    const toast: Toast = removed
      ? { title: "Badge removed", tone: "success" }
      : { title: "That badge was already removed", tone: "info" };
    return replyWithToast(request, context, { json, status: removed ? 200 : 404, to, toast });
  }
  if (intent === "assign") {
    const values = Object.fromEntries(
      ["productId", "productTitle", "badge", "endsAt"].map((name) => [name, String(form.get(name) ?? "")]),
    );
    const parsed = AssignBadgeSchema.safeParse(values);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Check the form.";
      // Without JavaScript the page re-renders with the message beside the product and what was chosen kept.
      if (!json) return data({ error: { productId: values.productId, message, values } }, { status: 400 });
      return replyWithToast(request, context, {
        json,
        status: 400,
        to,
        toast: { title: "Badge not assigned", message, tone: "error" },
      });
    }
    await assignBadge(context.db, parsed.data, admin);
    return replyWithToast(request, context, {
      json,
      status: 200,
      to,
      toast: { title: `${parsed.data.badge} assigned`, message: parsed.data.productTitle, tone: "success" },
    });
  }
  return data({ error: { productId: "", message: "Unknown action.", values: {} } }, { status: 400 });
}

export default BadgesView;

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
