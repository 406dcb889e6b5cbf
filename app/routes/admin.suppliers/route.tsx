import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { parseListSort } from "~/lib/admin/admin-list";
import { adminMeta } from "~/lib/admin/admin-meta";
import {
  lowStockBySupplier,
  parseThreshold,
  sortSuppliers,
  SUPPLIER_SORT_KEYS,
  SupplierFormSchema,
  type SupplierField,
  type SupplierFormValues,
} from "~/lib/admin/suppliers/suppliers";
import {
  catalogueProducts,
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  SupplierNameTakenError,
  updateSupplier,
} from "~/lib/admin/suppliers/suppliers.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { redirectWithToast } from "~/lib/platform/flash.server";
import { SuppliersView, EMPTY } from "./SuppliersView";

export const meta: MetaFunction = () => adminMeta("Suppliers");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "low-stock" ? "low-stock" : "list";
  const threshold = parseThreshold(params.get("threshold"));
  const supplierId = params.get("supplier")?.slice(0, 64) ?? null;
  const sort = parseListSort(params, SUPPLIER_SORT_KEYS, { key: "name", direction: "asc" });
  const [supplierList, products, selected] = await Promise.all([
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

function formValues(form: FormData): SupplierFormValues {
  const text = (key: string, max: number) => String(form.get(key) ?? "").slice(0, max);
  return {
    name: text("name", 300),
    contactEmail: text("contactEmail", 400),
    contactPhone: text("contactPhone", 100),
    website: text("website", 500),
    leadTimeDays: text("leadTimeDays", 20),
    notes: text("notes", 4000),
    vendorNames: form
      .getAll("vendorNames")
      .map((value) => String(value).slice(0, 200))
      .slice(0, 200),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent"));
  const supplierId = String(form.get("supplierId") ?? "").slice(0, 64);

  if (intent === "delete") {
    const deleted = await deleteSupplier(context.db, supplierId, admin.id);
    return redirectWithToast(
      request,
      context,
      "/admin/suppliers",
      deleted
        ? { title: "Supplier deleted", tone: "success" }
        : { title: "That supplier no longer exists.", tone: "error" },
    );
  }
  if (intent !== "create" && intent !== "update")
    return data({ intent, values: EMPTY, fieldErrors: {} as Partial<Record<SupplierField, string>> }, { status: 400 });

  const values = formValues(form);
  const parsed = SupplierFormSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<SupplierField, string>> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as SupplierField] ??= issue.message;
    return data({ intent, values, fieldErrors }, { status: 400 });
  }
  try {
    if (intent === "create") {
      const created = await createSupplier(context.db, parsed.data, admin.id);
      return redirectWithToast(request, context, `/admin/suppliers?supplier=${created.id}`, {
        title: "Supplier added",
        message: created.name,
        tone: "success",
      });
    }
    const updated = await updateSupplier(context.db, supplierId, parsed.data, admin.id);
    if (!updated)
      return redirectWithToast(request, context, "/admin/suppliers", {
        title: "That supplier no longer exists.",
        tone: "error",
      });
    return redirectWithToast(request, context, `/admin/suppliers?supplier=${updated.id}`, {
      title: "Supplier saved",
      tone: "success",
    });
  } catch (error) {
    if (!(error instanceof SupplierNameTakenError)) throw error;
    return data(
      {
        intent,
        values,
        fieldErrors: { name: "Another supplier already has this name." } as Partial<Record<SupplierField, string>>,
      },
      { status: 409 },
    );
  }
}

export default SuppliersView;

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
