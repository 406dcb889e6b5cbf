// The contact form's rules, shared by the server (authoritative) and the
// browser's own constraint attributes. Field errors
// appear under the field and mark it invalid.
import { z } from "zod";
import { isValidEmail } from "../auth/rules";
import { formText } from "../forms/parse-submission";

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, messageMin: 10, message: 5000 } as const;
/** The honeypot's name: people never see it, form-filling bots usually fill it. */
export const CONTACT_HONEYPOT_FIELD = "website";

// Control characters other than newlines and tabs have no place in a message.
const clean = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();

export const ContactFormSchema = z.object({
  name: formText()
    .transform(clean)
    .pipe(
      z
        .string()
        .min(1, "Please tell us your name.")
        .max(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters.`),
    ),
  email: formText()
    .transform(clean)
    .pipe(
      z
        .string()
        .min(1, "Please enter your email address.")
        .max(CONTACT_LIMITS.email, "Please enter a valid email address.")
        .refine(isValidEmail, "Please enter a valid email address."),
    ),
  subject: formText()
    .transform(clean)
    .pipe(
      z
        .string()
        .min(1, "Please add a subject.")
        .max(CONTACT_LIMITS.subject, `Please keep the subject under ${CONTACT_LIMITS.subject} characters.`),
    ),
  message: formText()
    .transform(clean)
    .pipe(
      z
        .string()
        .min(CONTACT_LIMITS.messageMin, `Please write at least ${CONTACT_LIMITS.messageMin} characters so we can help.`)
        .max(CONTACT_LIMITS.message, `Please keep your message under ${CONTACT_LIMITS.message} characters.`),
    ),
});

export type ContactFields = "name" | "email" | "subject" | "message";
export type ContactValues = z.output<typeof ContactFormSchema>;

/** True when the honeypot was filled: the sender is treated as a bot. */
export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(CONTACT_HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
