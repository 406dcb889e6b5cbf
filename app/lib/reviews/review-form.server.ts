// The review forms' fields, checked on the server (the browser's maxLength attributes only help).
import { z } from "zod";
import { formText } from "../forms/parse-submission";
import { FITS, REVIEW_LIMITS } from "./review-rules";

// Control characters other than newlines and tabs have no place in a review.
const clean = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();

export const ReviewFormSchema = z.object({
  rating: formText().pipe(z.enum(["1", "2", "3", "4", "5"], { error: "Choose a rating from 1 to 5 stars." })),
  title: formText()
    .transform(clean)
    .pipe(
      z
        .string()
        .min(1, "Give your review a title.")
        .max(REVIEW_LIMITS.title, `Keep the title to ${REVIEW_LIMITS.title} characters or fewer.`),
    ),
  body: formText()
    .transform(clean)
    .pipe(
      z
        .string()
        .min(1, "Tell other shoppers what you thought.")
        .max(REVIEW_LIMITS.body, `Keep your review to ${REVIEW_LIMITS.body} characters or fewer.`),
    ),
  size: formText().transform(clean),
  fit: formText().pipe(z.enum(FITS, { error: "Choose how it fits." })),
});
export type ReviewFormValues = z.output<typeof ReviewFormSchema>;

export const HideReviewSchema = z.object({
  reason: formText()
    .transform(clean)
    .pipe(
      z
        .string()
        .min(1, "Say why it is hidden (kept for the audit log).")
        .max(REVIEW_LIMITS.reason, `Keep the reason to ${REVIEW_LIMITS.reason} characters or fewer.`),
    ),
});

export const ReplyReviewSchema = z.object({
  reply: formText()
    .transform(clean)
    .pipe(z.string().max(REVIEW_LIMITS.reply, `Keep the reply to ${REVIEW_LIMITS.reply} characters or fewer.`)),
});
