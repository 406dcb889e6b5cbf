import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { parseListSort } from "../../lib/admin/admin-list";
import { adminMeta } from "../../lib/admin/admin-meta";
import {
  lowStockBySupplier,
  parseThreshold,
  sortSuppliers,
  SUPPLIER_SORT_KEYS,
  SupplierFormSchema,
} from "../../lib/admin/suppliers/suppliers";
import {
  catalogueProducts,
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  SupplierNameTakenError,
  updateSupplier,
} from "../../lib/admin/suppliers/suppliers.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { redirectWithToast } from "../../lib/auth/flash.server";
import { revalidateUnlessIntent } from "../../lib/platform/revalidate-unless-intent";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formFailure } from "../../lib/platform/reply";
import { parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { SuppliersView } from "./SuppliersView";
import { awaitAll } from "../../lib/platform/await-all";

export const meta: MetaFunction = () => adminMeta("Suppliers");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "low-stock" ? "low-stock" : "list";
  const threshold = parseThreshold(params.get("threshold"));
  const supplierId = params.get("supplier")?.slice(0, 64) ?? null;
  const sort = parseListSort(params, SUPPLIER_SORT_KEYS, { key: "name", direction: "asc" });
  const [supplierList, products, selected] = await awaitAll([
    listSuppliers(context.db),
    catalogueProducts(context),
    supplierId ? getSupplier(context.db, supplierId) : null,
  ]);
  if (supplierId && !selected) throw new Response("No such supplier", { status: 404 });
  const vendors = [...new Set((products ?? []).map((product) => product.vendor).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b),
  );
  const productCount = (vendorNames: string[]) => {
    const covered = new Set(vendorNames.map((name) => name.toLowerCase()));
    return (products ?? []).filter((product) => covered.has(product.vendor.toLowerCase())).length;
  };
  const supplierProducts = selected
    ? (products ?? [])
        .filter((product) => selected.vendorNames.some((name) => name.toLowerCase() === product.vendor.toLowerCase()))
        .map((product) => ({
          id: product.id,
          title: product.title,
          handle: product.handle,
          vendor: product.vendor,
          totalInventory: product.totalInventory,
          variants: product.variants.map((variant) => ({
            id: variant.id,
            title: variant.title,
            quantityAvailable: variant.quantityAvailable,
          })),
        }))
    : [];
  return {
    view,
    threshold,
    catalogueAvailable: products !== null,
    vendors,
    sort,
    suppliers: sortSuppliers(
      supplierList.map((supplier) => ({ ...supplier, productCount: productCount(supplier.vendorNames) })),
      sort,
    ),
    selected,
    supplierProducts,
    lowStock: view === "low-stock" && products ? lowStockBySupplier(products, supplierList, threshold) : [],
  };
}

const SUPPLIER_INTENTS = ["create", "update", "delete", "confirm-delete"] as const;
/** The question a first "Delete supplier" answers with: nothing is deleted until it is confirmed. */
export type DeleteQuestion = { kind: "confirm-delete"; supplierId: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const intent = readIntent(form, SUPPLIER_INTENTS);
  const supplierId = String(form.get("supplierId") ?? "").slice(0, 64);
  const gone = { title: "That supplier no longer exists.", tone: "error" } as const;

  if (intent === "delete") return data<DeleteQuestion>({ kind: "confirm-delete", supplierId });
  if (intent === "confirm-delete") {
    const deleted = await deleteSupplier(context.db, supplierId, admin.id);
    return redirectWithToast(
      request,
      context,
      "/admin/suppliers",
      deleted ? { title: "Supplier deleted", tone: "success" } : gone,
    );
  }
  if (!intent) return replyFailure(formFailure({ formError: "Unknown action." }), 400);

  const parsed = parseSubmission(form, SupplierFormSchema, { intent });
  if (!parsed.ok) return replyFailure(parsed.failure, 400);
  try {
    if (intent === "create") {
      const created = await createSupplier(context.db, parsed.value, admin.id);
      return redirectWithToast(request, context, `/admin/suppliers?supplier=${created.id}`, {
        title: "Supplier added",
        message: created.name,
        tone: "success",
      });
    }
    const updated = await updateSupplier(context.db, supplierId, parsed.value, admin.id);
    if (!updated) return redirectWithToast(request, context, "/admin/suppliers", gone);
    return redirectWithToast(request, context, `/admin/suppliers?supplier=${updated.id}`, {
      title: "Supplier saved",
      tone: "success",
    });
  } catch (error) {
    if (!(error instanceof SupplierNameTakenError)) throw error;
    const fieldErrors = { name: ["Another supplier already has this name."] };
    return replyFailure(formFailure({ intent, fieldErrors, values: parsed.values }), 409);
  }
}

// The delete question changes nothing the loader reads.
export const shouldRevalidate = revalidateUnlessIntent("delete");

export default SuppliersView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
