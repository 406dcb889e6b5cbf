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
  signedOut: { title: "You've been signed out successfully" },
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
