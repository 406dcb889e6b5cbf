import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Button } from "~/components/ui/Button";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { SupplierForm } from "~/components/admin/suppliers/SupplierForm";
import { adminMeta } from "~/lib/admin/admin-meta";
import { lowStockBySupplier, parseThreshold, SupplierFormSchema, type SupplierField, type SupplierFormValues } from "~/lib/admin/suppliers/suppliers";
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

export const meta: MetaFunction = () => adminMeta("Suppliers");

const EMPTY: SupplierFormValues = { name: "", contactEmail: "", contactPhone: "", website: "", leadTimeDays: "", notes: "", vendorNames: [] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "low-stock" ? "low-stock" : "list";
  const threshold = parseThreshold(params.get("threshold"));
  const supplierId = params.get("supplier")?.slice(0, 64) ?? null;
  const [supplierList, products, selected] = await Promise.all([
    listSuppliers(context.db),
    catalogueProducts(context),
    supplierId ? getSupplier(context.db, supplierId) : null,
  ]);
  if (supplierId && !selected) throw new Response("No such supplier", { status: 404 });
  const vendors = [...new Set((products ?? []).map((product) => product.vendor).filter(Boolean))].sort((a, b) => a.localeCompare(b));
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
          variants: product.variants.map((variant) => ({ id: variant.id, title: variant.title, quantityAvailable: variant.quantityAvailable })),
        }))
    : [];
  return {
    view,
    threshold,
    catalogueAvailable: products !== null,
    vendors,
    suppliers: supplierList.map((supplier) => ({ ...supplier, productCount: productCount(supplier.vendorNames) })),
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
    vendorNames: form.getAll("vendorNames").map((value) => String(value).slice(0, 200)).slice(0, 200),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent"));
  const supplierId = String(form.get("supplierId") ?? "").slice(0, 64);

  if (intent === "delete") {
    const deleted = await deleteSupplier(context.db, supplierId, admin.id);
    return redirectWithToast(request, context, "/admin/suppliers", deleted ? { title: "Supplier deleted", tone: "success" } : { title: "That supplier no longer exists.", tone: "error" });
  }
  if (intent !== "create" && intent !== "update") return data({ intent, values: EMPTY, fieldErrors: {} as Partial<Record<SupplierField, string>> }, { status: 400 });

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
      return redirectWithToast(request, context, `/admin/suppliers?supplier=${created.id}`, { title: "Supplier added", message: created.name, tone: "success" });
    }
    const updated = await updateSupplier(context.db, supplierId, parsed.data, admin.id);
    if (!updated) return redirectWithToast(request, context, "/admin/suppliers", { title: "That supplier no longer exists.", tone: "error" });
    return redirectWithToast(request, context, `/admin/suppliers?supplier=${updated.id}`, { title: "Supplier saved", tone: "success" });
  } catch (error) {
    if (!(error instanceof SupplierNameTakenError)) throw error;
    return data({ intent, values, fieldErrors: { name: "Another supplier already has this name." } as Partial<Record<SupplierField, string>> }, { status: 409 });
  }
}

const link = "font-medium text-clay-700 underline";
const cell = "px-3 py-2";

export default function AdminSuppliersPage() {
  const { view, threshold, catalogueAvailable, vendors, suppliers, selected, supplierProducts, lowStock } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as { intent: string; values: SupplierFormValues; fieldErrors: Partial<Record<SupplierField, string>> } | undefined;
  const failedFor = (intent: string) => (reply && reply.intent === intent ? reply : undefined);
  const tabs = (
    <nav aria-label="Supplier views" className="mt-6 flex flex-wrap gap-2">
      {[
        { href: "/admin/suppliers", label: "Suppliers", current: view === "list" && !selected },
        { href: `/admin/suppliers?view=low-stock&threshold=${threshold}`, label: "Low stock", current: view === "low-stock" },
      ].map((tab) => (
        <a key={tab.href} href={tab.href} aria-current={tab.current ? "page" : undefined} className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 ring-sand-300 ${tab.current ? "bg-ink-900 text-sand-50" : "bg-white"}`}>
          {tab.label}
        </a>
      ))}
    </nav>
  );
  const unavailable = catalogueAvailable ? null : (
    <p role="status" className="mt-4 rounded-xl bg-sand-100 p-4 text-ink-800">
      The catalogue cannot be read right now, so products and stock are not shown. Suppliers can still be edited.
    </p>
  );

  if (selected) {
    const update = failedFor("update");
    return (
      <>
        <AdminPageHeader title={selected.name} description={`Supplier of ${selected.vendorNames.join(", ") || "no vendors yet"}.`} />
        {tabs}
        {unavailable}
        <section aria-labelledby="supplier-products" className="mt-6">
          <h2 id="supplier-products" className="mb-3 text-xl text-ink-900">
            Products and stock
          </h2>
          {supplierProducts.length === 0 ? (
            <p className="rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">No catalogue products from this supplier&apos;s vendors.</p>
          ) : (
            <div className="relative overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200">
              <table className="w-full min-w-[32rem] text-left text-sm">
                <caption className="sr-only">Products of {selected.name}</caption>
                <thead className="bg-sand-100">
                  <tr>
                    <th scope="col" className={cell}>Product</th>
                    <th scope="col" className={cell}>Vendor</th>
                    <th scope="col" className={cell}>Stock by variant</th>
                    <th scope="col" className={cell}>Total</th>
                  </tr>
                </thead>
                <tbody>
                  {supplierProducts.map((product) => (
                    <tr key={product.id} className="border-t border-sand-200 align-top">
                      <td className={cell}>
                        <a href={`/products/${product.handle}`} className="underline">
                          {product.title}
                        </a>
                      </td>
                      <td className={cell}>{product.vendor}</td>
                      <td className={cell}>
                        {product.variants.map((variant) => (
                          <span key={variant.id} className={`mr-2 inline-block ${variant.quantityAvailable !== null && variant.quantityAvailable <= threshold ? "font-semibold text-clay-700" : ""}`}>
                            {variant.title}: {variant.quantityAvailable ?? "not tracked"}
                          </span>
                        ))}
                      </td>
                      <td className={cell}>{product.totalInventory}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section aria-labelledby="edit-supplier" className="mt-8">
          <h2 id="edit-supplier" className="mb-3 text-xl text-ink-900">
            Edit supplier
          </h2>
          <SupplierForm
            intent="update"
            supplierId={selected.id}
            values={
              update?.values ?? {
                name: selected.name,
                contactEmail: selected.contactEmail ?? "",
                contactPhone: selected.contactPhone ?? "",
                website: selected.website ?? "",
                leadTimeDays: selected.leadTimeDays === null ? "" : String(selected.leadTimeDays),
                notes: selected.notes,
                vendorNames: selected.vendorNames,
              }
            }
            errors={update?.fieldErrors ?? {}}
            vendors={vendors}
            submitLabel="Save supplier"
          />
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="supplierId" value={selected.id} />
            <Button type="submit" variant="outline">
              Delete supplier
            </Button>
          </Form>
        </section>
      </>
    );
  }

  if (view === "low-stock") {
    return (
      <>
        <AdminPageHeader title="Low stock" description="Variants at or below the threshold, grouped by supplier: a reorder list to send." />
        {tabs}
        {unavailable}
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="view" value="low-stock" />
          <label className="text-sm font-semibold text-ink-900">
            At or below
            <input name="threshold" type="number" min={0} max={10000} defaultValue={threshold} className="mt-1 block w-28 rounded-xl border border-sand-300 bg-white px-3 py-2" />
          </label>
          <Button type="submit" variant="secondary">
            Show
          </Button>
          <a href={`/admin/suppliers/low-stock.csv?threshold=${threshold}`} className={`${link} py-2`} download>
            Download CSV
          </a>
        </Form>
        {catalogueAvailable && lowStock.length === 0 ? <p className="mt-4 rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">Nothing is at or below {threshold}.</p> : null}
        {lowStock.map((group) => (
          <section key={group.supplierId ?? "none"} aria-label={group.supplierName} className="mt-6" data-testid="low-stock-group">
            <h2 className="text-xl text-ink-900">
              {group.supplierId ? <a href={`/admin/suppliers?supplier=${group.supplierId}`} className="underline">{group.supplierName}</a> : group.supplierName}
              <span className="ml-2 text-sm text-ink-700">
                {group.lines.length} variant{group.lines.length === 1 ? "" : "s"}
                {group.leadTimeDays !== null ? `, ${group.leadTimeDays} days lead time` : ""}
              </span>
            </h2>
            <ul className="mt-2 divide-y divide-sand-200 rounded-2xl bg-white/80 text-sm ring-1 ring-sand-200">
              {group.lines.map((line) => (
                <li key={line.variantId} className="flex justify-between gap-4 px-3 py-2">
                  <span>
                    {line.product} <span className="text-ink-700">({line.variant}, {line.vendor})</span>
                  </span>
                  <span className="font-semibold">{line.quantity} left</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </>
    );
  }

  const create = failedFor("create");
  return (
    <>
      <AdminPageHeader title="Suppliers" description="Who makes what the shop sells: each supplier covers one or more of the catalogue's vendors." />
      {tabs}
      {unavailable}
      <div className="relative mt-6 overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200">
        {suppliers.length === 0 ? (
          <p className="p-6 text-ink-700">No suppliers yet. Add the first below.</p>
        ) : (
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Suppliers</caption>
            <thead className="bg-sand-100">
              <tr>
                <th scope="col" className={cell}>Supplier</th>
                <th scope="col" className={cell}>Contact</th>
                <th scope="col" className={cell}>Lead time</th>
                <th scope="col" className={cell}>Vendors</th>
                <th scope="col" className={cell}>Products</th>
              </tr>
            </thead>
            <tbody>
              {suppliers.map((supplier) => (
                <tr key={supplier.id} className="border-t border-sand-200 align-top">
                  <td className={cell}>
                    <a href={`/admin/suppliers?supplier=${supplier.id}`} className={link}>
                      {supplier.name}
                    </a>
                  </td>
                  <td className={cell}>{[supplier.contactEmail, supplier.contactPhone].filter(Boolean).join(" · ") || "—"}</td>
                  <td className={cell}>{supplier.leadTimeDays === null ? "—" : `${supplier.leadTimeDays} days`}</td>
                  <td className={cell}>{supplier.vendorNames.join(", ") || "—"}</td>
                  <td className={cell}>{supplier.productCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <section aria-labelledby="add-supplier" className="mt-8">
        <h2 id="add-supplier" className="mb-3 text-xl text-ink-900">
          Add a supplier
        </h2>
        <SupplierForm intent="create" values={create?.values ?? EMPTY} errors={create?.fieldErrors ?? {}} vendors={vendors} submitLabel="Add supplier" />
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
