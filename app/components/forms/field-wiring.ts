// The ids and aria attributes a control gets from its label, description and errors: wired here once.
import { useId } from "react";

/** What Conform's field metadata brings (useContractForm's `fields.x`); a field can also be wired by hand. */
export type ContractField = { id: string; name: string; errors?: string[]; initialValue?: unknown };

export type FieldWiringInput = {
  id?: string;
  field?: ContractField;
  errors?: readonly string[] | null;
  invalid?: boolean;
  hasDescription: boolean;
  describedBy?: string;
};

export function useFieldWiring({
  id,
  field,
  errors,
  invalid: markedInvalid,
  hasDescription,
  describedBy,
}: FieldWiringInput) {
  const fallbackId = useId();
  const controlId = id ?? field?.id ?? fallbackId;
  const shownErrors = errors ?? field?.errors ?? null;
  const hasErrors = Boolean(shownErrors?.length);
  const invalid = hasErrors || Boolean(markedInvalid);
  const errorId = `${controlId}-error`;
  const descriptionId = `${controlId}-description`;
  const ariaDescribedBy =
    [hasErrors ? errorId : null, hasDescription ? descriptionId : null, describedBy ?? null]
      .filter(Boolean)
      .join(" ") || undefined;
  const initialValue = typeof field?.initialValue === "string" ? field.initialValue : undefined;
  return {
    controlId,
    errorId,
    descriptionId,
    errors: shownErrors,
    controlProps: {
      id: controlId,
      name: field?.name,
      "aria-invalid": invalid ? true : undefined,
      "aria-describedby": ariaDescribedBy,
    },
    initialValue,
  };
}
