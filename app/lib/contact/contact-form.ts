// The contact form's rules, shared by the server (authoritative) and the
// browser's own constraint attributes. Spec 000 section 5: field errors
// appear under the field and mark it invalid.
import { z } from "zod";

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, messageMin: 10, message: 5000 } as const;
/** Spec 000 section 5: a non-space local part, "@", a domain and a dot suffix. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The honeypot's name: people never see it, form-filling bots usually fill it. */
export const CONTACT_HONEYPOT_FIELD = "website";

// Control characters other than newlines and tabs have no place in a message.
const clean = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();

export const ContactFormSchema = z.object({
  name: z.string().transform(clean).pipe(z.string().min(1, "Please tell us your name.").max(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters.`)),
  email: z
    .string()
    .transform(clean)
    .pipe(
      z
        .string()
        .min(1, "Please enter your email address.")
        .max(CONTACT_LIMITS.email, "Please enter a valid email address.")
        .regex(EMAIL_PATTERN, "Please enter a valid email address."),
    ),
  subject: z.string().transform(clean).pipe(z.string().min(1, "Please add a subject.").max(CONTACT_LIMITS.subject, `Please keep the subject under ${CONTACT_LIMITS.subject} characters.`)),
  message: z
    .string()
    .transform(clean)
    .pipe(
      z
        .string()
        .min(CONTACT_LIMITS.messageMin, `Please write at least ${CONTACT_LIMITS.messageMin} characters so we can help.`)
        .max(CONTACT_LIMITS.message, `Please keep your message under ${CONTACT_LIMITS.message} characters.`),
    ),
});

export type ContactFields = "name" | "email" | "subject" | "message";
export type ContactValues = Record<ContactFields, string>;
export type ContactFormReply = { values: ContactValues; fieldErrors: Partial<Record<ContactFields, string>>; formError?: string };

/** Reads the form leniently: a missing or non-text field is an empty string, never an exception. */
export function readContactForm(form: FormData): { values: ContactValues; honeypotFilled: boolean } {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    values: { name: text("name").slice(0, 500), email: text("email").slice(0, 500), subject: text("subject").slice(0, 500), message: text("message").slice(0, 20_000) },
    honeypotFilled: text(CONTACT_HONEYPOT_FIELD).trim() !== "",
  };
}

export function validateContactForm(values: ContactValues): { ok: true; data: ContactValues } | { ok: false; fieldErrors: Partial<Record<ContactFields, string>> } {
  const result = ContactFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Partial<Record<ContactFields, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactFields;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
