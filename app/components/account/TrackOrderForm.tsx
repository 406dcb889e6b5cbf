import { Form } from "@remix-run/react";
import { Field } from "../forms/Field";
import { StatusButton } from "../forms/StatusButton";
import { useContractForm } from "../../hooks/useContractForm";
import { Alert } from "../ui/Alert";

/** The /track-order lookup: a POST form (no email in any URL or log), which works without JavaScript. */
export function TrackOrderForm({ reply }: { reply: unknown }) {
  const { failure, fields } = useContractForm<"orderNumber" | "email">("track", reply);
  const error = failure?.formError ?? null;
  // The one answer concerns both fields: each is marked and described by it.
  const concerned = error
    ? { invalid: true, inputDescribedBy: "track-error" }
    : { invalid: false, inputDescribedBy: undefined };
  return (
    <Form
      method="post"
      className="mt-6 grid gap-4 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      {error ? <Alert tone="error" id="track-error" title={error} className="sm:col-span-3" /> : null}
      <Field
        label="Order number"
        labelClassName="text-sm"
        field={fields.orderNumber}
        invalid={concerned.invalid}
        inputProps={{ required: true, placeholder: "#1001", "aria-describedby": concerned.inputDescribedBy }}
      />
      <Field
        label="Email"
        labelClassName="text-sm"
        field={fields.email}
        invalid={concerned.invalid}
        inputProps={{
          type: "email",
          required: true,
          autoComplete: "email",
          "aria-describedby": concerned.inputDescribedBy,
        }}
      />
      <StatusButton action="/track-order" size="lg">
        Find order
      </StatusButton>
    </Form>
  );
}
