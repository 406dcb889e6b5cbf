import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Input, Label, Select, Textarea } from "~/components/ui/Input";
import { ErrorList } from "./ErrorList";
import { useFieldWiring, type ContractField } from "./field-wiring";

type FieldFrame = {
  label: ReactNode;
  /** A hint under the label, read with the control. */
  description?: ReactNode;
  /** Conform's field (useContractForm): its id, name, errors and put-back value. */
  field?: ContractField;
  /** Errors for a field wired by hand (without `field`). */
  errors?: readonly string[] | null;
  id?: string;
  className?: string;
  labelClassName?: string;
  /** role="alert" on the errors, for a form whose only feedback is there. */
  errorRole?: "alert";
  /** Marked invalid by a form error that concerns it (described through the control's own aria-describedby). */
  invalid?: boolean;
};

function Description({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-ink-700">
      {children}
    </p>
  );
}

/** A labelled text input with its description and errors. */
export function Field({
  label,
  description,
  field,
  errors,
  id,
  className,
  labelClassName,
  errorRole,
  invalid,
  inputProps = {},
}: FieldFrame & { inputProps?: InputHTMLAttributes<HTMLInputElement> }) {
  const wiring = useFieldWiring({
    id: id ?? inputProps.id,
    field,
    errors,
    invalid,
    hasDescription: Boolean(description),
    describedBy: inputProps["aria-describedby"],
  });
  return (
    <div className={className}>
      <Label htmlFor={wiring.controlId} className={labelClassName}>
        {label}
      </Label>
      {description ? <Description id={wiring.descriptionId}>{description}</Description> : null}
      <Input
        defaultValue={inputProps.value === undefined ? wiring.initialValue : undefined}
        {...inputProps}
        {...wiring.controlProps}
        name={inputProps.name ?? wiring.controlProps.name}
      />
      <ErrorList id={wiring.errorId} errors={wiring.errors} role={errorRole} />
    </div>
  );
}

export function TextareaField({
  label,
  description,
  field,
  errors,
  id,
  className,
  labelClassName,
  errorRole,
  invalid,
  textareaProps = {},
}: FieldFrame & { textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const wiring = useFieldWiring({
    id: id ?? textareaProps.id,
    field,
    errors,
    invalid,
    hasDescription: Boolean(description),
    describedBy: textareaProps["aria-describedby"],
  });
  return (
    <div className={className}>
      <Label htmlFor={wiring.controlId} className={labelClassName}>
        {label}
      </Label>
      {description ? <Description id={wiring.descriptionId}>{description}</Description> : null}
      <Textarea
        defaultValue={textareaProps.value === undefined ? wiring.initialValue : undefined}
        {...textareaProps}
        {...wiring.controlProps}
        name={textareaProps.name ?? wiring.controlProps.name}
      />
      <ErrorList id={wiring.errorId} errors={wiring.errors} role={errorRole} />
    </div>
  );
}

export function SelectField({
  label,
  description,
  field,
  errors,
  id,
  className,
  labelClassName,
  errorRole,
  invalid,
  selectProps = {},
  children,
}: FieldFrame & { selectProps?: SelectHTMLAttributes<HTMLSelectElement>; children: ReactNode }) {
  const wiring = useFieldWiring({
    id: id ?? selectProps.id,
    field,
    errors,
    invalid,
    hasDescription: Boolean(description),
    describedBy: selectProps["aria-describedby"],
  });
  return (
    <div className={className}>
      <Label htmlFor={wiring.controlId} className={labelClassName}>
        {label}
      </Label>
      {description ? <Description id={wiring.descriptionId}>{description}</Description> : null}
      <Select
        defaultValue={selectProps.value === undefined ? wiring.initialValue : undefined}
        {...selectProps}
        {...wiring.controlProps}
        name={selectProps.name ?? wiring.controlProps.name}
      >
        {children}
      </Select>
      <ErrorList id={wiring.errorId} errors={wiring.errors} role={errorRole} />
    </div>
  );
}

/** A checkbox with its label beside it. A failure puts back "on" (or the box's value) when it was ticked. */
export function CheckboxField({
  label,
  description,
  field,
  errors,
  id,
  className,
  labelClassName,
  errorRole,
  invalid,
  inputProps = {},
}: FieldFrame & { inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> }) {
  const wiring = useFieldWiring({
    id: id ?? inputProps.id,
    field,
    errors,
    invalid,
    hasDescription: Boolean(description),
    describedBy: inputProps["aria-describedby"],
  });
  const keptChecked =
    field && field.initialValue !== undefined ? field.initialValue === (inputProps.value ?? "on") : undefined;
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          defaultChecked={inputProps.checked === undefined ? keptChecked : undefined}
          className="mt-1 h-4 w-4 accent-clay-700"
          {...inputProps}
          {...wiring.controlProps}
          name={inputProps.name ?? wiring.controlProps.name}
        />
        <label htmlFor={wiring.controlId} className={labelClassName ?? "text-ink-900"}>
          {label}
        </label>
      </div>
      {description ? <Description id={wiring.descriptionId}>{description}</Description> : null}
      <ErrorList id={wiring.errorId} errors={wiring.errors} role={errorRole} />
    </div>
  );
}
