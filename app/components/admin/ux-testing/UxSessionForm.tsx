import { Form, type FetcherWithComponents } from "@remix-run/react";
import { ErrorList } from "../../forms/ErrorList";
import { CheckboxField, Field, SelectField, TextareaField } from "../../forms/Field";
import { IntentButton } from "../../forms/IntentButton";
import { JsReplyField } from "../../ui/JsReplyField";
import { useContractForm } from "../../../hooks/useContractForm";
import { keptValue } from "../../../lib/forms/form-failure";
import { isFormFailure } from "../../../lib/platform/reply";
import {
  UX_DEVICE_LABELS,
  UX_DEVICES,
  UX_OUTCOME_LABELS,
  UX_OUTCOMES,
  type UxSessionField,
  type UxSessionFormValues,
} from "../../../lib/admin/ux-testing/ux-sessions";

const label = "text-sm font-semibold";

type Props = {
  intent: "create" | "update";
  sessionId?: string;
  initial: UxSessionFormValues;
  /** The action's reply (page or fetcher): only a failure of this form's own intent shows here. */
  reply: unknown;
  hasScreenshot?: boolean;
  submitLabel: string;
  /** Adding a session goes through a fetcher; editing is a plain form that returns to the list. */
  fetcher?: FetcherWithComponents<unknown>;
};

/** The add / edit form of a usability session; a real multipart form, so it works before JavaScript loads. */
export function UxSessionForm({ intent, sessionId, initial, reply, hasScreenshot, submitLabel, fetcher }: Props) {
  const own = isFormFailure(reply) && reply.intent === intent ? reply : undefined;
  const { failure, fields } = useContractForm<UxSessionField>(`ux-${intent}`, own);
  const value = (name: keyof UxSessionFormValues) => (failure ? (keptValue(failure, name) ?? "") : initial[name]);
  const FormComponent = fetcher ? fetcher.Form : Form;
  const outcome = fields.outcome;
  return (
    <FormComponent
      // A new key remounts the fields, so a failed reply's values replace the ones shown before.
      key={failure ? JSON.stringify(failure.values) : "initial"}
      method="post"
      encType="multipart/form-data"
      className="grid gap-4 rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200 sm:grid-cols-2"
      noValidate
    >
      {fetcher ? <JsReplyField /> : null}
      {sessionId ? <input type="hidden" name="sessionId" value={sessionId} /> : null}
      <Field
        label="Task"
        className="sm:col-span-2"
        labelClassName={label}
        field={fields.task}
        inputProps={{ defaultValue: value("task"), required: true, maxLength: 200 }}
      />
      <Field
        label="Participant"
        labelClassName={label}
        field={fields.participant}
        inputProps={{ defaultValue: value("participant"), required: true, maxLength: 60, placeholder: "P1" }}
      />
      <SelectField
        label="Device"
        labelClassName={label}
        field={fields.device}
        selectProps={{ defaultValue: value("device") }}
      >
        <option value="">Choose…</option>
        {UX_DEVICES.map((device) => (
          <option key={device} value={device}>
            {UX_DEVICE_LABELS[device]}
          </option>
        ))}
      </SelectField>
      <fieldset
        role="radiogroup"
        className="sm:col-span-2"
        aria-invalid={outcome.errors?.length ? true : undefined}
        aria-describedby={outcome.errors?.length ? outcome.errorId : undefined}
      >
        <legend className={`${label} text-ink-900`}>Outcome</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {UX_OUTCOMES.map((choice) => (
            <label key={choice} className="inline-flex items-center gap-2 text-sm text-ink-900">
              <input type="radio" name="outcome" value={choice} defaultChecked={value("outcome") === choice} />
              {UX_OUTCOME_LABELS[choice]}
            </label>
          ))}
        </div>
        <ErrorList id={outcome.errorId} errors={outcome.errors} />
      </fieldset>
      <Field
        label="Time taken (seconds or m:ss)"
        labelClassName={label}
        field={fields.timeTaken}
        inputProps={{ defaultValue: value("timeTaken"), inputMode: "numeric", placeholder: "2:30" }}
      />
      <Field
        label={`Screenshot (image, at most 5 MB${hasScreenshot ? "; replaces the current one" : ""})`}
        labelClassName={label}
        field={fields.screenshot}
        inputProps={{ type: "file", accept: "image/png,image/jpeg,image/webp,image/avif,image/gif" }}
      />
      {hasScreenshot ? (
        <CheckboxField
          id={`ux-${intent}-removeScreenshot`}
          label="Remove the current screenshot"
          className="sm:col-span-2"
          labelClassName="text-sm text-ink-900"
          inputProps={{ name: "removeScreenshot", value: "yes" }}
        />
      ) : null}
      <TextareaField
        label="Notes"
        className="sm:col-span-2"
        labelClassName={label}
        field={fields.notes}
        textareaProps={{ defaultValue: value("notes"), rows: 3, maxLength: 4000 }}
      />
      <div className="sm:col-span-2">
        <IntentButton intent={intent} fetcherState={fetcher?.state} pendingLabel="Saving…">
          {submitLabel}
        </IntentButton>
      </div>
    </FormComponent>
  );
}
