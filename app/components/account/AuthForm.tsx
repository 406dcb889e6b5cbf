import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import type { AuthFailure } from "~/lib/auth/auth-failure";
import { CaptchaField } from "./CaptchaField";
import { FormNotice } from "./FormNotice";

export type AuthMode = "signin" | "signup" | "reset";

const HEADINGS: Record<AuthMode, string> = { signin: "Welcome back", signup: "Create your account", reset: "Reset your password" };
const SUBMIT: Record<AuthMode, { idle: string; busy: string }> = {
  signin: { idle: "Sign In", busy: "Loading..." },
  signup: { idle: "Sign Up", busy: "Loading..." },
  reset: { idle: "Send Reset Email", busy: "Sending..." },
};

const inputClass =
  "mt-1 block w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-ink-900 placeholder:text-ink-500 aria-[invalid=true]:border-rose-500";
const linkClass = "font-medium text-clay-700 underline decoration-clay-400 underline-offset-4 hover:text-clay-600";

/** The /auth screen's three modes; switching is a plain link, so it works without JavaScript. */
export function AuthForm(props: { mode: AuthMode; redirectTo: string; failure: AuthFailure | null; captchaSiteKey: string }) {
  const { mode, redirectTo, failure, captchaSiteKey } = props;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/auth");
  const modeHref = (next: AuthMode) => {
    const params = new URLSearchParams();
    if (next !== "signin") params.set("mode", next);
    if (redirectTo) params.set("redirectTo", redirectTo);
    const query = params.toString();
    return query ? `/auth?${query}` : "/auth";
  };
  const invalid = (field: AuthFailure["field"]) => (failure?.field === field ? true : undefined);
  // A failure tied to a field is said under that field (outside its label, so the field's name stays "Email"); any other above the form.
  const fieldError = (field: NonNullable<AuthFailure["field"]>) =>
    failure?.field === field ? (
      <p id={`auth-${field}-error`} role="alert" className="mt-1 text-sm text-rose-700">
        {failure.toast.message ? `${failure.toast.title}: ${failure.toast.message}` : failure.toast.title}
      </p>
    ) : null;
  const describedBy = (field: NonNullable<AuthFailure["field"]>) => (failure?.field === field ? `auth-${field}-error` : undefined);

  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-center text-3xl">{HEADINGS[mode]}</h1>
      {failure && !failure.field ? <FormNotice id="auth-error" title={failure.toast.title} message={failure.toast.message} /> : null}
      <Form method="post" action={`/auth${mode === "signin" ? "" : `?mode=${mode}`}`} className="mt-6 space-y-4" noValidate={false}>
        <input type="hidden" name="intent" value={mode} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <div>
          <label className="block text-sm font-medium text-ink-700">
            Email
            <input name="email" type="email" required autoComplete="email" inputMode="email" maxLength={254} defaultValue={failure?.email ?? ""}
              className={inputClass} aria-invalid={invalid("email")} aria-describedby={describedBy("email")} />
          </label>
          {fieldError("email")}
        </div>
        {mode !== "reset" ? (
          <div>
            <label className="block text-sm font-medium text-ink-700">
              Password
              <input name="password" type="password" required minLength={8} autoComplete={mode === "signup" ? "new-password" : "current-password"}
                className={inputClass} aria-invalid={invalid("password")} aria-describedby={describedBy("password")} />
            </label>
            {fieldError("password")}
          </div>
        ) : null}
        {mode === "signup" ? <p className="text-xs text-ink-500">At least 8 characters with uppercase, lowercase, a number and one of @$!%*?&amp;.</p> : null}
        {mode !== "reset" ? <CaptchaField siteKey={captchaSiteKey} resetKey={failure ? JSON.stringify(failure) : ""} /> : null}
        {fieldError("captcha")}
        <Button type="submit" disabled={busy} size="lg" fullWidth>
          {busy ? SUBMIT[mode].busy : SUBMIT[mode].idle}
        </Button>
      </Form>
      <div className="mt-6 space-y-2 text-center text-sm text-ink-700">
        {mode === "signin" ? <p><a href={modeHref("reset")} className={linkClass}>Forgot your password?</a></p> : null}
        {mode === "signin" ? <p>Don't have an account? <a href={modeHref("signup")} className={linkClass}>Sign up</a></p> : null}
        {mode === "signup" ? <p>Already have an account? <a href={modeHref("signin")} className={linkClass}>Sign in</a></p> : null}
        {mode === "reset" ? <p><a href={modeHref("signin")} className={linkClass}>Back to sign in</a></p> : null}
      </div>
    </section>
  );
}
