/** The empty cart, on /cart and /checkout alike. */
export function EmptyCart() {
  return (
    <div className="mt-10 rounded-2xl bg-white/70 p-10 text-center ring-1 ring-sand-200">
      <p className="text-lg text-ink-700">Your cart is empty.</p>
      <a href="/products" className="mt-6 inline-block rounded-full bg-clay-600 px-6 py-3 font-medium text-sand-50 hover:bg-clay-700">Browse Products</a>
    </div>
  );
}
