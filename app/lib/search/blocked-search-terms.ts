// The blocked-term form's rules (admin > Search inspector), shared by its page and its action.
import { z } from "zod";
import { formText } from "../forms/parse-submission";

export const BLOCKED_TERM_MAX_LENGTH = 100;
/** A term as suggestions are compared with it: lower case, single spaces, letters, digits, hyphens and apostrophes. */
export const BlockSearchTermSchema = z.object({
  term: formText().pipe(
    z
      .string()
      .transform((value) => value.trim().replace(/\s+/g, " ").toLowerCase())
      .pipe(
        z
          .string()
          .min(2, "Enter a word or words of at least 2 letters.")
          .max(BLOCKED_TERM_MAX_LENGTH, `Keep it to ${BLOCKED_TERM_MAX_LENGTH} characters.`)
          .regex(/^[\p{L}\p{N}' -]+$/u, "Use letters, digits, spaces, hyphens and apostrophes only."),
      ),
  ),
});
