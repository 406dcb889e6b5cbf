import { Form } from "@remix-run/react";
import { CheckboxField, Field, TextareaField } from "../../forms/Field";
import { IntentButton } from "../../forms/IntentButton";
import { useContractForm } from "../../../hooks/useContractForm";
import { keptValue } from "../../../lib/forms/form-failure";
import { isFormFailure } from "../../../lib/platform/reply";
import type { SupplierField, SupplierFormValues } from "../../../lib/admin/suppliers/suppliers";

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

/**
 * Create or edit a supplier: a plain form; errors sit under their fields and what was typed stays.
 * `reply` is the page's action data: only a failure of this form's own intent shows here.
 */
export function SupplierForm({
  intent,
  supplierId,
  initial,
  reply,
  vendors,
  submitLabel,
}: {
  intent: "create" | "update";
  supplierId?: string;
  initial: SupplierFormValues;
  reply: unknown;
  vendors: string[];
  submitLabel: string;
}) {
  const own = isFormFailure(reply) && reply.intent === intent ? reply : undefined;
  const { failure, fields } = useContractForm<SupplierField>(`supplier-${intent}`, own);
  const value = (name: Exclude<SupplierField, "vendorNames">) =>
    failure ? (keptValue(failure, name) ?? "") : initial[name];
  const chosen = failure ? [failure.values.vendorNames ?? []].flat() : initial.vendorNames;
  const allVendors = [...new Set([...vendors, ...chosen])].sort((a, b) => a.localeCompare(b));
  return (
    <Form
      // A new key remounts the fields, so a failed reply's values replace the ones shown before.
      key={failure ? JSON.stringify(failure.values) : "initial"}
      method="post"
      noValidate
      className="space-y-4 rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200"
    >
      {supplierId ? <input type="hidden" name="supplierId" value={supplierId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((spec) => (
          <Field
            key={spec.name}
            label={`${spec.label}${spec.name === "name" ? "" : " (optional)"}`}
            labelClassName="font-semibold"
            field={fields[spec.name]}
            inputProps={{
              type: spec.type,
              inputMode: spec.inputMode,
              defaultValue: value(spec.name),
              required: spec.name === "name",
            }}
          />
        ))}
      </div>
      <TextareaField
        label="Notes (optional)"
        labelClassName="font-semibold"
        field={fields.notes}
        textareaProps={{ rows: 3, defaultValue: value("notes") }}
      />
      <fieldset>
        <legend className="font-semibold text-ink-900">Vendors this supplier covers</legend>
        {allVendors.length === 0 ? (
          <p className="text-sm text-ink-700">The catalogue lists no vendors right now.</p>
        ) : null}
        <div className="mt-2 grid gap-1 sm:grid-cols-3">
          {allVendors.map((vendor, index) => (
            <CheckboxField
              key={vendor}
              id={`supplier-${intent}-vendor-${index}`}
              label={vendor}
              labelClassName="text-sm"
              inputProps={{ name: "vendorNames", value: vendor, defaultChecked: chosen.includes(vendor) }}
            />
          ))}
        </div>
      </fieldset>
      <IntentButton intent={intent}>{submitLabel}</IntentButton>
    </Form>
  );
}
