import { Form } from "@remix-run/react";
import { buttonClass } from "../ui/button-styles";
import { Button } from "../ui/Button";

/** /auth for someone who is already signed in. */
export function SignedInNotice({ email }: { email: string }) {
  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-3xl">You're already signed in.</h1>
      <p className="mt-3 text-ink-700">Signed in as {email}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href="/" className={buttonClass({ size: "lg" })}>
          Go to Home
        </a>
        <Form method="post" action="/sign-out">
          <Button type="submit" variant="outline" size="lg">
            Sign out
          </Button>
        </Form>
      </div>
    </section>
  );
}
