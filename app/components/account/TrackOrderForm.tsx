import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { FormNotice } from "./FormNotice";

const inputClass = "mt-1 block w-full rounded-xl border border-sand-300 bg-white px-4 py-3 aria-[invalid=true]:border-rose-500";

/** The /track-order lookup: a POST form (no email in any URL or log), which works without JavaScript. */
export function TrackOrderForm({ orderNumber, email, error }: { orderNumber: string; email: string; error: string | null }) {
  return (
    <Form method="post" className="mt-6 grid gap-4 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      {error ? <div className="sm:col-span-3"><FormNotice id="track-error" title={error} className="" /></div> : null}
      <label className="block text-sm font-medium text-ink-700">
        Order number
        <input name="orderNumber" required defaultValue={orderNumber} placeholder="#1001" className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? "track-error" : undefined} />
      </label>
      <label className="block text-sm font-medium text-ink-700">
        Email
        <input name="email" type="email" required autoComplete="email" defaultValue={email} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? "track-error" : undefined} />
      </label>
      <Button type="submit" size="lg">Find order</Button>
    </Form>
  );
}
