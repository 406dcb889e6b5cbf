import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import type { SupplierField, SupplierFormValues } from "~/lib/admin/suppliers/suppliers";

const FIELDS: {
  name: Exclude<SupplierField, "vendorNames" | "notes">;
  label: string;
  type: string;
  inputMode?: "email" | "tel" | "url" | "numeric";
}[] = [
  { name: "name", label: "Name", type: "text" },
  { name: "contactEmail", label: "Contact email", type: "email", inputMode: "email" },
  { name: "contactPhone", label: "Contact phone", type: "tel", inputMode: "tel" },
  { name: "website", label: "Website", type: "url", inputMode: "url" },
  { name: "leadTimeDays", label: "Lead time (days)", type: "text", inputMode: "numeric" },
];

/** Create or edit a supplier: a plain form; errors sit under their fields and what was typed stays. */
export function SupplierForm({
  intent,
  supplierId,
  values,
  errors,
  vendors,
  submitLabel,
}: {
  intent: "create" | "update";
  supplierId?: string;
  values: SupplierFormValues;
  errors: Partial<Record<SupplierField, string>>;
  vendors: string[];
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const prefix = `supplier-${intent}`;
  const allVendors = [...new Set([...vendors, ...values.vendorNames])].sort((a, b) => a.localeCompare(b));
  return (
    <Form method="post" noValidate className="space-y-4 rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200">
      <input type="hidden" name="intent" value={intent} />
      {supplierId ? <input type="hidden" name="supplierId" value={supplierId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const error = errors[field.name];
          const id = `${prefix}-${field.name}`;
          return (
            <div key={field.name}>
              <label htmlFor={id} className="block font-semibold text-ink-900">
                {field.label}
                {field.name === "name" ? "" : " (optional)"}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                inputMode={field.inputMode}
                defaultValue={values[field.name]}
                required={field.name === "name"}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={`mt-1 block w-full rounded-xl border bg-white px-3 py-2 ${error ? "border-clay-600" : "border-sand-300"}`}
              />
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm font-medium text-clay-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div>
        <label htmlFor={`${prefix}-notes`} className="block font-semibold text-ink-900">
          Notes (optional)
        </label>
        <textarea
          id={`${prefix}-notes`}
          name="notes"
          rows={3}
          defaultValue={values.notes}
          aria-invalid={errors.notes ? true : undefined}
          className="mt-1 block w-full rounded-xl border border-sand-300 bg-white px-3 py-2"
        />
        {errors.notes ? <p className="mt-1 text-sm font-medium text-clay-700">{errors.notes}</p> : null}
      </div>
      <fieldset>
        <legend className="font-semibold text-ink-900">Vendors this supplier covers</legend>
        {allVendors.length === 0 ? (
          <p className="text-sm text-ink-700">The catalogue lists no vendors right now.</p>
        ) : null}
        <div className="mt-2 grid gap-1 sm:grid-cols-3">
          {allVendors.map((vendor) => (
            <label key={vendor} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="vendorNames"
                value={vendor}
                defaultChecked={values.vendorNames.includes(vendor)}
              />
              {vendor}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
