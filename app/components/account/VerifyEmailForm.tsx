import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import type { Toast } from "~/lib/platform/toast";
import { FormNotice } from "./FormNotice";

/** The page the verification email links to: the password chosen at sign-up confirms the address. */
export function VerifyEmailForm({ email, error }: { email: string | null; error: Toast | null }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-center text-3xl">Confirm your email</h1>
      {email === null ? (
        <>
          <FormNotice id="verify-error" title="Link expired" message="This link is invalid or has expired. Please request a new one." />
          <p className="mt-6 text-center text-sm text-ink-700">
            Signing in with your email and password sends a new link. <a href="/auth" className="font-medium text-clay-700 underline underline-offset-4">Sign in</a>
          </p>
        </>
      ) : (
        <>
          <p className="mt-3 text-center text-ink-700">
            Enter the password you chose for <strong className="break-all font-semibold text-ink-900">{email}</strong> to activate the account.
          </p>
          {error ? <FormNotice id="verify-error" title={error.title} message={error.message} /> : null}
          <Form method="post" className="mt-6 space-y-4">
            <label className="block text-sm font-medium text-ink-700">
              Password
              <input name="password" type="password" required autoComplete="current-password" aria-invalid={error ? true : undefined}
                aria-describedby={error ? "verify-error" : undefined}
                className="mt-1 block w-full rounded-xl border border-sand-300 bg-white px-4 py-3 aria-[invalid=true]:border-rose-500" />
            </label>
            <Button type="submit" disabled={busy} size="lg" fullWidth>
              {busy ? "Confirming..." : "Confirm email"}
            </Button>
          </Form>
          <p className="mt-6 text-center text-sm text-ink-700">
            Did not create an account? Close this page: without the password nothing happens. Forgot it?{" "}
            <a href="/auth?mode=reset" className="font-medium text-clay-700 underline underline-offset-4">Reset your password</a>
          </p>
        </>
      )}
    </section>
  );
}
