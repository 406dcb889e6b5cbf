import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import type { Toast } from "~/lib/platform/toast";
import { FormNotice } from "./FormNotice";

/** The page the password reset email links to. */
export function NewPasswordForm({ valid, error }: { valid: boolean; error: Toast | null }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-center text-3xl">Set a new password</h1>
      {!valid ? (
        <>
          <FormNotice id="reset-error" title="Link expired" message="This link is invalid or has expired. Please request a new one." />
          <p className="mt-6 text-center"><a href="/auth?mode=reset" className="font-medium text-clay-700 underline underline-offset-4">Reset your password</a></p>
        </>
      ) : (
        <>
          {error ? <FormNotice id="reset-error" title={error.title} message={error.message} /> : null}
          <Form method="post" className="mt-6 space-y-4">
            <label className="block text-sm font-medium text-ink-700">
              New password
              <input name="password" type="password" required minLength={8} autoComplete="new-password" aria-invalid={error ? true : undefined}
                aria-describedby={error ? "reset-error" : undefined}
                className="mt-1 block w-full rounded-xl border border-sand-300 bg-white px-4 py-3 aria-[invalid=true]:border-rose-500" />
            </label>
            <p className="text-xs text-ink-500">At least 8 characters with uppercase, lowercase, a number and one of @$!%*?&amp;.</p>
            <Button type="submit" disabled={busy} size="lg" fullWidth>
              {busy ? "Saving..." : "Save new password"}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
