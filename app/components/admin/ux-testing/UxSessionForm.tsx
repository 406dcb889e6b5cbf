import { Form, type FetcherWithComponents } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { JsReplyField } from "~/components/ui/JsReplyField";
import {
  UX_DEVICE_LABELS,
  UX_DEVICES,
  UX_OUTCOME_LABELS,
  UX_OUTCOMES,
  type UxSessionField,
  type UxSessionFormValues,
} from "~/lib/admin/ux-testing/ux-sessions";

const field = "mt-1 block w-full rounded-xl border border-sand-300 bg-white px-3 py-2 font-normal";
const label = "text-sm font-semibold text-ink-900";

type Props = {
  intent: "create" | "update";
  sessionId?: string;
  values: UxSessionFormValues;
  errors: Partial<Record<UxSessionField, string>>;
  hasScreenshot?: boolean;
  submitLabel: string;
  /** Adding a session goes through a fetcher; editing is a plain form that returns to the list. */
  fetcher?: FetcherWithComponents<unknown>;
};

/** The add / edit form of a usability session; a real multipart form, so it works before JavaScript loads. */
export function UxSessionForm({ intent, sessionId, values, errors, hasScreenshot, submitLabel, fetcher }: Props) {
  const FormComponent = fetcher ? fetcher.Form : Form;
  const prefix = `${intent}-${sessionId ?? "new"}`;
  const busy = fetcher ? fetcher.state !== "idle" : false;
  const describedBy = (name: UxSessionField) => (errors[name] ? `${prefix}-${name}-error` : undefined);
  const error = (name: UxSessionField) =>
    errors[name] ? (
      <span id={`${prefix}-${name}-error`} className="mt-1 block text-sm font-medium text-red-800">
        {errors[name]}
      </span>
    ) : null;
  return (
    <FormComponent
      method="post"
      encType="multipart/form-data"
      className="grid gap-4 rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200 sm:grid-cols-2"
      noValidate
    >
      {fetcher ? <JsReplyField /> : null}
      <input type="hidden" name="intent" value={intent} />
      {sessionId ? <input type="hidden" name="sessionId" value={sessionId} /> : null}
      <div className="sm:col-span-2">
        <label className={`${label} block`}>
          Task
          <input
            name="task"
            defaultValue={values.task}
            required
            maxLength={200}
            className={field}
            aria-invalid={errors.task ? true : undefined}
            aria-describedby={describedBy("task")}
          />
        </label>
        {error("task")}
      </div>
      <div>
        <label className={`${label} block`}>
          Participant
          <input
            name="participant"
            defaultValue={values.participant}
            required
            maxLength={60}
            placeholder="P1"
            className={field}
            aria-invalid={errors.participant ? true : undefined}
            aria-describedby={describedBy("participant")}
          />
        </label>
        {error("participant")}
      </div>
      <div>
        <label className={`${label} block`}>
          Device
          <select
            name="device"
            defaultValue={values.device}
            className={field}
            aria-invalid={errors.device ? true : undefined}
            aria-describedby={describedBy("device")}
          >
            <option value="">Choose…</option>
            {UX_DEVICES.map((device) => (
              <option key={device} value={device}>
                {UX_DEVICE_LABELS[device]}
              </option>
            ))}
          </select>
        </label>
        {error("device")}
      </div>
      <fieldset
        role="radiogroup"
        className="sm:col-span-2"
        aria-invalid={errors.outcome ? true : undefined}
        aria-describedby={describedBy("outcome")}
      >
        <legend className={label}>Outcome</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {UX_OUTCOMES.map((outcome) => (
            <label key={outcome} className="inline-flex items-center gap-2 text-sm text-ink-900">
              <input type="radio" name="outcome" value={outcome} defaultChecked={values.outcome === outcome} />
              {UX_OUTCOME_LABELS[outcome]}
            </label>
          ))}
        </div>
        {error("outcome")}
      </fieldset>
      <div>
        <label className={`${label} block`}>
          Time taken (seconds or m:ss)
          <input
            name="timeTaken"
            defaultValue={values.timeTaken}
            inputMode="numeric"
            placeholder="2:30"
            className={field}
            aria-invalid={errors.timeTaken ? true : undefined}
            aria-describedby={describedBy("timeTaken")}
          />
        </label>
        {error("timeTaken")}
      </div>
      <div>
        <label className={`${label} block`}>
          Screenshot (image, at most 5 MB{hasScreenshot ? "; replaces the current one" : ""})
          <input
            type="file"
            name="screenshot"
            accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
            className={field}
            aria-invalid={errors.screenshot ? true : undefined}
            aria-describedby={describedBy("screenshot")}
          />
        </label>
        {error("screenshot")}
      </div>
      {hasScreenshot ? (
        <label className="inline-flex items-center gap-2 text-sm text-ink-900 sm:col-span-2">
          <input type="checkbox" name="removeScreenshot" value="yes" />
          Remove the current screenshot
        </label>
      ) : null}
      <div className="sm:col-span-2">
        <label className={`${label} block`}>
          Notes
          <textarea
            name="notes"
            defaultValue={values.notes}
            rows={3}
            maxLength={4000}
            className={field}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={describedBy("notes")}
          />
        </label>
        {error("notes")}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </Button>
      </div>
    </FormComponent>
  );
}
