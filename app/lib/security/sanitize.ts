// The text sanitizer: trim; when SQL-like or script-like
// patterns appear, strip angle brackets, quotes, semicolons and ampersands (and
// report it so the caller can log suspicious_activity); escape HTML; truncate.

export const SANITIZED_TEXT_MAX_LENGTH = 255;

const SQL_LIKE =
  /(\b(select|insert|update|delete|drop|union|alter|create|exec)\b[\s\S]*\b(from|into|table|set|where|select)\b)|(--)|(\/\*)|('\s*or\s+'?\d)|(;\s*(drop|delete|update|insert)\b)/i;
const SCRIPT_LIKE = /<\s*\/?\s*script\b|javascript\s*:|\bon[a-z]+\s*=|<\s*(iframe|object|embed|img|svg)\b/i;

export type SanitizedText = { value: string; suspicious: boolean };

export function sanitizeText(input: string, maxLength = SANITIZED_TEXT_MAX_LENGTH): SanitizedText {
  // Cut first, then match: the patterns backtrack, so their cost grows with what they read.
  let value = input.trim().slice(0, maxLength);
  const suspicious = SQL_LIKE.test(value) || SCRIPT_LIKE.test(value);
  if (suspicious) value = value.replace(/[<>"'`;&]/g, "");
  value = escapeHtml(value);
  return { value: value.slice(0, maxLength), suspicious };
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
