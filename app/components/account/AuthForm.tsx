import { Form } from "@remix-run/react";
import { Field } from "../forms/Field";
import { ErrorList } from "../forms/ErrorList";
import { StatusButton } from "../forms/StatusButton";
import { useContractForm } from "../../hooks/useContractForm";
import type { AuthField } from "../../lib/auth/auth-failure";
import { CaptchaField } from "./CaptchaField";
import { Alert } from "../ui/Alert";
import { PASSWORD_RULE_HINT } from "../../lib/auth/rules";

export type AuthMode = "signin" | "signup" | "reset";

const HEADINGS: Record<AuthMode, string> = {
  signin: "Welcome back",
  signup: "Create your account",
  reset: "Reset your password",
};
const SUBMIT: Record<AuthMode, { idle: string; busy: string }> = {
  signin: { idle: "Sign In", busy: "Loading..." },
  signup: { idle: "Sign Up", busy: "Loading..." },
  reset: { idle: "Send Reset Email", busy: "Sending..." },
};

const linkClass = "font-medium text-clay-700 underline decoration-clay-400 underline-offset-4 hover:text-clay-600";

/** The /auth screen's three modes; switching is a plain link, so it works without JavaScript. */
export function AuthForm(props: { mode: AuthMode; redirectTo: string; reply: unknown; captchaSiteKey: string }) {
  const { mode, redirectTo, reply, captchaSiteKey } = props;
  // A failure tied to a field is said under that field (outside its label, so the field's name stays "Email"); any other above the form.
  const { failure, fields } = useContractForm<AuthField>("auth", reply);
  const modeHref = (next: AuthMode) => {
    const params = new URLSearchParams();
    if (next !== "signin") params.set("mode", next);
    if (redirectTo) params.set("redirectTo", redirectTo);
    const query = params.toString();
    return query ? `/auth?${query}` : "/auth";
  };

  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-center text-3xl">{HEADINGS[mode]}</h1>
      {failure?.formError && failure.toast ? (
        <Alert tone="error" id="auth-error" title={failure.toast.title} className="mt-4">
          {failure.toast.message}
        </Alert>
      ) : null}
      <Form
        method="post"
        action={`/auth${mode === "signin" ? "" : `?mode=${mode}`}`}
        className="mt-6 space-y-4"
        noValidate={false}
      >
        <input type="hidden" name="intent" value={mode} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field
          label="Email"
          labelClassName="text-sm"
          field={fields.email}
          errorRole="alert"
          inputProps={{ type: "email", required: true, autoComplete: "email", inputMode: "email", maxLength: 254 }}
        />
        {mode !== "reset" ? (
          <Field
            label="Password"
            labelClassName="text-sm"
            field={fields.password}
            errorRole="alert"
            description={mode === "signup" ? PASSWORD_RULE_HINT : undefined}
            inputProps={{
              type: "password",
              required: true,
              minLength: 8,
              autoComplete: mode === "signup" ? "new-password" : "current-password",
            }}
          />
        ) : null}
        {mode !== "reset" ? (
          <CaptchaField siteKey={captchaSiteKey} resetKey={failure ? JSON.stringify(failure) : ""} />
        ) : null}
        <ErrorList id="auth-captcha-error" errors={fields.captcha.errors} role="alert" />
        <StatusButton action="/auth" pendingLabel={SUBMIT[mode].busy} size="lg" fullWidth>
          {SUBMIT[mode].idle}
        </StatusButton>
        {mode === "signup" ? (
          <p className="text-center text-sm text-ink-700">
            By creating an account you agree to our{" "}
            <a href="/terms" className={linkClass}>
              Terms of Service
            </a>{" "}
            and our{" "}
            <a href="/privacy" className={linkClass}>
              Privacy Policy
            </a>
            , which says what we keep and why.
          </p>
        ) : null}
      </Form>
      <div className="mt-6 space-y-2 text-center text-sm text-ink-700">
        {mode === "signin" ? (
          <p>
            <a href={modeHref("reset")} className={linkClass}>
              Forgot your password?
            </a>
          </p>
        ) : null}
        {mode === "signin" ? (
          <p>
            Don't have an account?{" "}
            <a href={modeHref("signup")} className={linkClass}>
              Sign up
            </a>
          </p>
        ) : null}
        {mode === "signup" ? (
          <p>
            Already have an account?{" "}
            <a href={modeHref("signin")} className={linkClass}>
              Sign in
            </a>
          </p>
        ) : null}
        {mode === "reset" ? (
          <p>
            <a href={modeHref("signin")} className={linkClass}>
              Back to sign in
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
