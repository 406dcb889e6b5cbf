import { Form } from "@remix-run/react";
import { Field } from "../forms/Field";
import { StatusButton } from "../forms/StatusButton";
import { useContractForm } from "../../hooks/useContractForm";
import { Alert } from "../ui/Alert";
import { PASSWORD_RULE_HINT } from "../../lib/auth/rules";

/** The page the password reset email links to. */
export function NewPasswordForm({ valid, reply }: { valid: boolean; reply: unknown }) {
  const { failure, fields } = useContractForm<"password">("reset", reply);
  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-center text-3xl">Set a new password</h1>
      {!valid ? (
        <>
          <Alert tone="error" id="reset-error" title="Link expired" className="mt-4">
            This link is invalid or has expired. Please request a new one.
          </Alert>
          <p className="mt-6 text-center">
            <a href="/auth?mode=reset" className="font-medium text-clay-700 underline underline-offset-4">
              Reset your password
            </a>
          </p>
        </>
      ) : (
        <>
          {failure?.formError && failure.toast ? (
            <Alert tone="error" id="reset-error" title={failure.toast.title} className="mt-4">
              {failure.toast.message}
            </Alert>
          ) : null}
          <Form method="post" className="mt-6 space-y-4">
            <Field
              label="New password"
              labelClassName="text-sm"
              field={fields.password}
              errorRole="alert"
              description={PASSWORD_RULE_HINT}
              inputProps={{ type: "password", required: true, minLength: 8, autoComplete: "new-password" }}
            />
            <StatusButton pendingLabel="Saving..." size="lg" fullWidth>
              Save new password
            </StatusButton>
          </Form>
        </>
      )}
    </section>
  );
}
