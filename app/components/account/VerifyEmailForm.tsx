import { Form } from "@remix-run/react";
import { Field } from "../forms/Field";
import { StatusButton } from "../forms/StatusButton";
import { useContractForm } from "../../hooks/useContractForm";
import { Alert } from "../ui/Alert";

/** The page the verification email links to: the password chosen at sign-up confirms the address. */
export function VerifyEmailForm({ email, reply }: { email: string | null; reply: unknown }) {
  const { failure, fields } = useContractForm<"password">("verify", reply);
  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-center text-3xl">Confirm your email</h1>
      {email === null ? (
        <>
          <Alert tone="error" id="verify-error" title="Link expired" className="mt-4">
            This link is invalid or has expired. Please request a new one.
          </Alert>
          <p className="mt-6 text-center text-sm text-ink-700">
            Signing in with your email and password sends a new link.{" "}
            <a href="/auth" className="font-medium text-clay-700 underline underline-offset-4">
              Sign in
            </a>
          </p>
        </>
      ) : (
        <>
          <p className="mt-3 text-center text-ink-700">
            Enter the password you chose for <strong className="font-semibold break-all text-ink-900">{email}</strong>{" "}
            to activate the account.
          </p>
          {failure?.formError && failure.toast ? (
            <Alert tone="error" id="verify-error" title={failure.toast.title} className="mt-4">
              {failure.toast.message}
            </Alert>
          ) : null}
          <Form method="post" className="mt-6 space-y-4">
            <Field
              label="Password"
              labelClassName="text-sm"
              field={fields.password}
              errorRole="alert"
              inputProps={{ type: "password", required: true, autoComplete: "current-password" }}
            />
            <StatusButton pendingLabel="Confirming..." size="lg" fullWidth>
              Confirm email
            </StatusButton>
          </Form>
          <p className="mt-6 text-center text-sm text-ink-700">
            Did not create an account? Close this page: without the password nothing happens. Forgot it?{" "}
            <a href="/auth?mode=reset" className="font-medium text-clay-700 underline underline-offset-4">
              Reset your password
            </a>
          </p>
        </>
      )}
    </section>
  );
}
