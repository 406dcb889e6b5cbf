import { Form } from "@remix-run/react";
import { ErrorList } from "../../forms/ErrorList";
import { CheckboxField, Field, TextareaField } from "../../forms/Field";
import { IntentButton } from "../../forms/IntentButton";
import { useContractForm } from "../../../hooks/useContractForm";
import { keptValue } from "../../../lib/forms/form-failure";
import type { FormFailure } from "../../../lib/platform/reply";
import {
  STUDIO_PIECE_LIMITS as LIMITS,
  type StudioPieceField,
  type StudioPieceFormValues,
} from "../../../lib/studio/studio-piece-form";

type TextField = Exclude<StudioPieceField, "categoryIds" | "isActive" | "featured" | "stockSeen">;

/**
 * Every detail of a studio piece, in one plain form: without JavaScript it posts and the page comes back;
 * with it Remix submits it in the background. A refused form comes back with what was typed, each error
 * under its field.
 */
export function StudioPieceForm({
  intent,
  initial,
  failure,
  categories,
}: {
  intent: "create" | "save";
  initial: StudioPieceFormValues;
  /** The page's failure when it was this form's. */
  failure: FormFailure | null;
  categories: { id: string; name: string; isActive: boolean }[];
}) {
  const { form, fields } = useContractForm<StudioPieceField>(`studio-piece-${intent}`, failure ?? undefined);
  const kept = (name: TextField | "stockSeen") => (failure ? (keptValue(failure, name) ?? "") : initial[name]);
  const ticked = (name: "isActive" | "featured") => (failure ? failure.values[name] === "on" : initial[name] === "on");
  const chosen = failure ? [failure.values.categoryIds ?? []].flat() : initial.categoryIds;
  const small = "text-sm";
  return (
    <Form
      // A new key remounts the fields, so a refused form's values replace the ones shown before.
      key={failure ? JSON.stringify(failure.values) : "initial"}
      method="post"
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name="stockSeen" value={kept("stockSeen")} />
      <Field
        label="Name"
        labelClassName={small}
        field={fields.name}
        inputProps={{ required: true, maxLength: LIMITS.name, defaultValue: kept("name") }}
      />
      <Field
        label="Slug"
        labelClassName={small}
        description="The piece's address, /products/{slug}. Left empty, it is made from the name; a new slug sends the old address on."
        field={fields.slug}
        inputProps={{
          maxLength: LIMITS.slug,
          pattern: "[a-z0-9]+(-[a-z0-9]+)*",
          autoCapitalize: "none",
          spellCheck: false,
          defaultValue: kept("slug"),
        }}
      />
      <Field
        label="Price (USD)"
        labelClassName={small}
        field={fields.price}
        inputProps={{ required: true, inputMode: "decimal", placeholder: "45.00", defaultValue: kept("price") }}
      />
      <Field
        label="Compare price (USD, optional)"
        labelClassName={small}
        description="The price before a reduction, shown struck through; above the price."
        field={fields.comparePrice}
        inputProps={{ inputMode: "decimal", defaultValue: kept("comparePrice") }}
      />
      <Field
        label="In stock"
        labelClassName={small}
        description="How many you have ready to send. At 0 the piece shows as sold out."
        field={fields.inventoryQuantity}
        inputProps={{
          required: true,
          inputMode: "numeric",
          pattern: "[0-9]*",
          defaultValue: kept("inventoryQuantity"),
        }}
      />
      <Field
        label="Dimensions (optional)"
        labelClassName={small}
        field={fields.dimensions}
        inputProps={{ maxLength: LIMITS.dimensions, placeholder: "30 × 45 cm", defaultValue: kept("dimensions") }}
      />
      <TextareaField
        className="sm:col-span-2"
        label="Short description (optional)"
        labelClassName={small}
        field={fields.shortDescription}
        textareaProps={{ rows: 2, maxLength: LIMITS.shortDescription, defaultValue: kept("shortDescription") }}
      />
      <TextareaField
        className="sm:col-span-2"
        label="Description"
        labelClassName={small}
        field={fields.description}
        textareaProps={{ rows: 6, maxLength: LIMITS.description, defaultValue: kept("description") }}
      />
      <Field
        label="Tags (optional)"
        labelClassName={small}
        description={`Comma-separated, at most ${LIMITS.tags}; shoppers' searches find them.`}
        field={fields.tags}
        inputProps={{ maxLength: LIMITS.tagsText, placeholder: "macrame, wall art", defaultValue: kept("tags") }}
      />
      <TextareaField
        label="Specifications (optional)"
        labelClassName={small}
        description={`One a line, like "Material: cotton"; at most ${LIMITS.specifications}.`}
        field={fields.specifications}
        textareaProps={{ rows: 4, maxLength: LIMITS.specificationsText, defaultValue: kept("specifications") }}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-ink-900">Categories</legend>
        {categories.length === 0 ? (
          <p className="mt-1 text-sm text-ink-700">
            No categories yet: <a href="/admin/studio/categories">add one</a>.
          </p>
        ) : null}
        <div className="mt-1 grid gap-1 sm:grid-cols-3">
          {categories.map((category, index) => (
            <CheckboxField
              key={category.id}
              id={`studio-piece-${intent}-category-${index}`}
              label={category.isActive ? category.name : `${category.name} (switched off)`}
              labelClassName="text-sm"
              inputProps={{ name: "categoryIds", value: category.id, defaultChecked: chosen.includes(category.id) }}
            />
          ))}
        </div>
        <ErrorList id={fields.categoryIds.errorId} errors={fields.categoryIds.errors} />
      </fieldset>
      <CheckboxField
        label="On sale in the shop"
        description="Unticked, the piece is a draft: only you see it, and carts holding it say it is no longer for sale."
        labelClassName="text-sm font-medium"
        field={fields.isActive}
        inputProps={{ defaultChecked: ticked("isActive") }}
      />
      <CheckboxField
        label="Featured"
        description="Tagged featured: first in line for the home page."
        labelClassName="text-sm font-medium"
        field={fields.featured}
        inputProps={{ defaultChecked: ticked("featured") }}
      />
      <ErrorList id={`studio-piece-${intent}-form-error`} role="alert" className="sm:col-span-2" errors={form.errors} />
      <div className="sm:col-span-2">
        <IntentButton intent={intent} pendingLabel="Saving…">
          {intent === "create" ? "Create piece" : "Save piece"}
        </IntentButton>
      </div>
    </Form>
  );
}
