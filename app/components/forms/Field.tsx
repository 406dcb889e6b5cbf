import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Input, Label, Select, Textarea } from "../ui/Input";
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

type ControlAttributes = { id?: string; name?: string; value?: unknown; "aria-describedby"?: string };

/** The wiring for a frame's control: ids, aria attributes, and the value a failed submission puts back. */
function useWiredControl<Props extends ControlAttributes>(frame: FieldFrame, props: Props) {
  const wiring = useFieldWiring({
    id: frame.id ?? props.id,
    field: frame.field,
    errors: frame.errors,
    invalid: frame.invalid,
    hasDescription: Boolean(frame.description),
    describedBy: props["aria-describedby"],
  });
  const controlProps = {
    defaultValue: props.value === undefined ? wiring.initialValue : undefined,
    ...props,
    ...wiring.controlProps,
    name: props.name ?? wiring.controlProps.name,
  };
  return { wiring, controlProps };
}

/** Label, description, the control, then its errors: the one layout of a stacked field. */
function StackedField({
  frame,
  wiring,
  children,
}: {
  frame: FieldFrame;
  wiring: ReturnType<typeof useFieldWiring>;
  children: ReactNode;
}) {
  return (
    <div className={frame.className}>
      <Label htmlFor={wiring.controlId} className={frame.labelClassName}>
        {frame.label}
      </Label>
      {frame.description ? <Description id={wiring.descriptionId}>{frame.description}</Description> : null}
      {children}
      <ErrorList id={wiring.errorId} errors={wiring.errors} role={frame.errorRole} />
    </div>
  );
}

/** A labelled text input with its description and errors. */
export function Field({
  inputProps = {},
  ...frame
}: FieldFrame & { inputProps?: InputHTMLAttributes<HTMLInputElement> }) {
  const { wiring, controlProps } = useWiredControl(frame, inputProps);
  return (
    <StackedField frame={frame} wiring={wiring}>
      <Input {...controlProps} />
    </StackedField>
  );
}

export function TextareaField({
  textareaProps = {},
  ...frame
}: FieldFrame & { textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const { wiring, controlProps } = useWiredControl(frame, textareaProps);
  return (
    <StackedField frame={frame} wiring={wiring}>
      <Textarea {...controlProps} />
    </StackedField>
  );
}

export function SelectField({
  selectProps = {},
  children,
  ...frame
}: FieldFrame & { selectProps?: SelectHTMLAttributes<HTMLSelectElement>; children: ReactNode }) {
  const { wiring, controlProps } = useWiredControl(frame, selectProps);
  return (
    <StackedField frame={frame} wiring={wiring}>
      <Select {...controlProps}>{children}</Select>
    </StackedField>
  );
}

/** A checkbox with its label beside it. A failure puts back "on" (or the box's value) when it was ticked. */
export function CheckboxField({
  inputProps = {},
  ...frame
}: FieldFrame & { inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> }) {
  const { label, description, field, className, labelClassName, errorRole } = frame;
  const { wiring } = useWiredControl(frame, inputProps);
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
