/** Spec 000 section 8: no catalogue at all (the shop failed and nothing is cached); a retry that works without JavaScript. */
export function ProductsUnavailable({ retryHref }: { retryHref: string }) {
  return (
    <div role="alert" className="rounded-2xl bg-white/70 px-6 py-12 text-center ring-1 ring-sand-200">
      <h2 className="text-2xl text-ink-900">Products unavailable</h2>
      <p className="mt-2 text-ink-700">We couldn't load our products (retried up to 3x). Please try again in a moment.</p>
      <a href={retryHref} className="mt-6 inline-block rounded-full bg-clay-600 px-6 py-3 font-medium text-sand-50 hover:bg-clay-700">
        Try again
      </a>
    </div>
  );
}
