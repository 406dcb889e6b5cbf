// Input rules for the auth forms. Client-safe: the forms
// use the same rules the server enforces.

export const EMAIL_MAX_LENGTH = 254;
/**
 * A non-space local part, "@", a domain and a dot suffix. Neither part may hold markup or the other characters
 * an address only has inside quotes (`<>()[]\\,;:"`): an address is shown in pages and emails, and one that
 * needs quoting is no shopper's.
 */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
/** Lowercase, uppercase, digit and a special character from @$!%*?&, and only those characters. */
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

export const AUTH_MESSAGES = {
  invalidPassword: {
    title: "Invalid Password",
    message: "Password must be at least 8 characters with uppercase, lowercase, number, and special character.",
  },
  emailRequired: { title: "Email Required", message: "Please enter your email address." },
  invalidEmail: { title: "Invalid Email", message: "Please enter a valid email address." },
  tooManyAttempts: { title: "Too many attempts", message: "Please wait before trying again." },
  // The generic fallback, when the database cannot answer.
  serviceUnavailable: { title: "Error", message: "Service temporarily unavailable" },
  captchaRequired: { title: "CAPTCHA Required", message: "Please complete the CAPTCHA verification." },
  invalidCredentials: { title: "Error", message: "Invalid email or password" },
  unverified: { title: "Error", message: "Please verify your email before signing in. We've sent you a new link." },
  signedIn: { title: "Welcome back!", message: "You've been signed in successfully." },
  accountCreated: { title: "Account created!", message: "Please check your email to verify your account." },
  resetSent: { title: "Reset Email Sent", message: "Check your email for password reset instructions." },
  signedOut: {
    title: "You've been signed out successfully",
    message: "Favorites kept on this device were cleared, so the next person here won't see them.",
  },
  signOutFailed: { title: "Failed to sign out" },
  emailVerified: { title: "Email verified", message: "Your email is confirmed. You can sign in now." },
  verifyPasswordMismatch: {
    title: "Wrong password",
    message: "Enter the password you chose when you created the account.",
  },
  linkInvalid: { title: "Link expired", message: "This link is invalid or has expired. Please request a new one." },
  passwordUpdated: { title: "Password updated", message: "You can now sign in with your new password." },
} as const;

export const CAPTCHA_LOAD_FAILED = "CAPTCHA couldn’t load. You can try to continue without it.";

export function normalizeEmail(value: unknown): string {
  return typeof value === "string" ? value.trim().toLowerCase() : "";
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function isStrongPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

/** The special characters the rule asks for one of, and the only ones it allows beside letters and digits. */
export const PASSWORD_SPECIAL_CHARACTERS = ["@", "$", "!", "%", "*", "?", "&"] as const;
/** The sign-up form says this before she types, and the refusal repeats it. */
export const PASSWORD_ALLOWED_CHARACTERS = `letters A-Z and a-z, numbers 0-9 and ${PASSWORD_SPECIAL_CHARACTERS.join(" ")}`;

/** What the sign-up and new-password fields say before she types. */
export const PASSWORD_RULE_HINT = `At least 8 characters, with an uppercase and a lowercase letter, a number and one of ${PASSWORD_SPECIAL_CHARACTERS.join(" ")}. Allowed: ${PASSWORD_ALLOWED_CHARACTERS}; no spaces or other symbols.`;

const ALLOWED_PASSWORD_CHARACTER = /^[A-Za-z\d@$!%*?&]$/;

function named(character: string): string {
  if (character === " ") return "a space";
  if (/^\s$/u.test(character)) return "a blank";
  return `“${character}”`;
}

function listed(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The line under the spec's message that says what exactly is wrong with a refused sign-up password: the
 * characters it cannot hold, named; else what it still needs. Null for a password the rule accepts.
 */
export function passwordRuleDetail(password: string): string | null {
  if (isStrongPassword(password)) return null;
  const refused = [...new Set(Array.from(password).filter((character) => !ALLOWED_PASSWORD_CHARACTER.test(character)))];
  if (refused.length > 0) {
    const names = refused.slice(0, 5).map(named);
    return `${listed(names)} can't be used. Use only ${PASSWORD_ALLOWED_CHARACTERS}.`;
  }
  const missing = [
    password.length < 8 ? `at least ${8 - password.length} more character${8 - password.length === 1 ? "" : "s"}` : "",
    /[a-z]/.test(password) ? "" : "a lowercase letter",
    /[A-Z]/.test(password) ? "" : "an uppercase letter",
    /\d/.test(password) ? "" : "a number",
    /[@$!%*?&]/.test(password) ? "" : `one of ${PASSWORD_SPECIAL_CHARACTERS.join(" ")}`,
  ].filter(Boolean);
  return `Add ${listed(missing)}.`;
}
