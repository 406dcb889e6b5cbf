import { Form } from "@remix-run/react";

/** /auth for someone who is already signed in. */
export function SignedInNotice({ email }: { email: string }) {
  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-3xl">You're already signed in.</h1>
      <p className="mt-3 text-ink-700">Signed in as {email}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href="/" className="rounded-full bg-clay-600 px-6 py-3 font-medium text-sand-50 hover:bg-clay-700">Go to Home</a>
        <Form method="post" action="/sign-out">
          <button type="submit" className="rounded-full border border-clay-600 px-6 py-3 font-medium text-clay-700 hover:bg-sand-100">Sign out</button>
        </Form>
      </div>
    </section>
  );
}
