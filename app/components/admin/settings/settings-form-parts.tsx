// The pieces every section of the settings form is built from: what a field shows (saved, or what a refused
// save sent back) and its errors, a titled section, and a labelled text setting.
import type { InputHTMLAttributes, ReactNode } from "react";
import { Field } from "../../forms/Field";
import { fieldError, keptValue } from "../../../lib/forms/form-failure";
import { type FormFailure } from "../../../lib/platform/reply";
import type { SettingsFormField, SettingsFormValues } from "../../../lib/settings/site-settings";

/** What the form shows: after a refused save, what was sent (and its errors); otherwise the saved settings. */
export type SettingsFormState = {
  value: (name: SettingsFormField) => string;
  errors: (name: SettingsFormField) => string[] | undefined;
};

export function settingsFormState(saved: SettingsFormValues, failure: FormFailure | undefined): SettingsFormState {
  return {
    value: (name) => (failure ? (keptValue(failure, name) ?? "") : saved[name]),
    errors: (name) => {
      const error = fieldError(failure, name);
      return error ? [error] : undefined;
    },
  };
}

/** `productRating.ratingValue` as `setting-productRating-ratingValue`. */
export const settingId = (name: SettingsFormField) => `setting-${name.replace(".", "-")}`;

export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200 sm:p-6">
      <legend className="px-1 text-lg text-ink-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** One text setting with its label, optional help and the server's message under it. */
export function SettingText({
  state,
  name,
  label,
  help,
  className,
  inputProps,
}: {
  state: SettingsFormState;
  name: SettingsFormField;
  label: string;
  help?: ReactNode;
  className?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <Field
      id={settingId(name)}
      label={label}
      description={help}
      errors={state.errors(name)}
      className={className}
      inputProps={{ name, type: "text", defaultValue: state.value(name), className: "max-w-xs", ...inputProps }}
    />
  );
}
