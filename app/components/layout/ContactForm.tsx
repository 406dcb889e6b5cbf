import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { VoiceRecorder } from "./VoiceRecorder";
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, type ContactFields, type ContactFormReply } from "~/lib/contact/contact-form";

const FIELDS: { name: ContactFields; label: string; type: "text" | "email" | "textarea"; autoComplete?: string; maxLength: number; minLength?: number }[] = [
  { name: "name", label: "Your name", type: "text", autoComplete: "name", maxLength: CONTACT_LIMITS.name },
  { name: "email", label: "Email address", type: "email", autoComplete: "email", maxLength: CONTACT_LIMITS.email },
  { name: "subject", label: "Subject", type: "text", maxLength: CONTACT_LIMITS.subject },
  { name: "message", label: "Message", type: "textarea", maxLength: CONTACT_LIMITS.message, minLength: CONTACT_LIMITS.messageMin },
];

/** The contact form: a plain POST that works without JavaScript; errors sit under their fields. */
export function ContactForm({ reply }: { reply: ContactFormReply | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");
  const inputClass = "mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-ink-900 placeholder:text-ink-500";
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="space-y-5 rounded-3xl bg-white/70 p-6 ring-1 ring-sand-200 sm:p-8" aria-describedby={reply?.formError ? "contact-form-error" : undefined}>
      {reply?.formError ? (
        <p id="contact-form-error" role="alert" className="rounded-xl bg-rose-300/30 px-4 py-3 font-medium text-ink-900">{reply.formError}</p>
      ) : null}
      {FIELDS.map((field) => {
        const error = reply?.fieldErrors[field.name];
        const errorId = `contact-${field.name}-error`;
        const common = {
          id: `contact-${field.name}`,
          name: field.name,
          required: true,
          maxLength: field.maxLength,
          minLength: field.minLength,
          autoComplete: field.autoComplete,
          defaultValue: reply?.values[field.name] ?? "",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : undefined,
          className: `${inputClass} ${error ? "border-clay-600" : "border-sand-300"}`,
        };
        return (
          <div key={field.name}>
            <label htmlFor={common.id} className="block font-semibold text-ink-900">{field.label}</label>
            {field.type === "textarea" ? <textarea {...common} rows={6} /> : <input {...common} type={field.type} inputMode={field.type === "email" ? "email" : undefined} />}
            {error ? <p id={errorId} className="mt-1 text-sm font-medium text-clay-700">{error}</p> : null}
          </div>
        );
      })}
      <VoiceRecorder />
      {/* Honeypot: hidden from people and assistive tech; bots that fill it are quietly ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`contact-${CONTACT_HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`contact-${CONTACT_HONEYPOT_FIELD}`} type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <Button type="submit" disabled={sending} size="lg" fullWidth className="sm:w-auto">
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
