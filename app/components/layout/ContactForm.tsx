import { Form } from "@remix-run/react";
import { VoiceRecorder } from "./VoiceRecorder";
import { Field, TextareaField } from "../forms/Field";
import { StatusButton } from "../forms/StatusButton";
import { useContractForm } from "../../hooks/useContractForm";
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, type ContactFields } from "../../lib/contact/contact-form";
import { Alert } from "../ui/Alert";

const labelClass = "font-semibold";

/** The contact form: a plain POST that works without JavaScript; errors sit under their fields. */
export function ContactForm({ reply }: { reply: unknown }) {
  const { failure, fields } = useContractForm<ContactFields>("contact", reply);
  const formError = failure?.formError;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="space-y-5 rounded-3xl bg-white/70 p-6 ring-1 ring-sand-200 sm:p-8"
      aria-describedby={formError ? "contact-form-error" : undefined}
    >
      {formError ? (
        <Alert tone="error" id="contact-form-error">
          {formError}
        </Alert>
      ) : null}
      <Field
        label="Your name"
        labelClassName={labelClass}
        field={fields.name}
        inputProps={{ required: true, maxLength: CONTACT_LIMITS.name, autoComplete: "name" }}
      />
      <Field
        label="Email address"
        labelClassName={labelClass}
        field={fields.email}
        inputProps={{
          type: "email",
          inputMode: "email",
          required: true,
          maxLength: CONTACT_LIMITS.email,
          autoComplete: "email",
        }}
      />
      <Field
        label="Subject"
        labelClassName={labelClass}
        field={fields.subject}
        inputProps={{ required: true, maxLength: CONTACT_LIMITS.subject }}
      />
      <TextareaField
        label="Message"
        labelClassName={labelClass}
        field={fields.message}
        textareaProps={{
          required: true,
          rows: 6,
          maxLength: CONTACT_LIMITS.message,
          minLength: CONTACT_LIMITS.messageMin,
        }}
      />
      <VoiceRecorder />
      {/* Honeypot: hidden from people and assistive tech; bots that fill it are quietly ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`contact-${CONTACT_HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`contact-${CONTACT_HONEYPOT_FIELD}`}
          type="text"
          name={CONTACT_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <StatusButton action="/contact" pendingLabel="Sending..." size="lg" className="w-full sm:w-auto">
        Send Message
      </StatusButton>
    </Form>
  );
}
