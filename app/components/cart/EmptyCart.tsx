import { buttonClass } from "../ui/button-styles";
/** The empty cart, on /cart and /checkout alike. */
export function EmptyCart() {
  return (
    <div className="mt-10 rounded-2xl bg-white/70 p-10 text-center ring-1 ring-sand-200">
      <p className="text-lg text-ink-700">Your cart is empty.</p>
      <a href="/products" className={buttonClass({ size: "lg", className: "mt-6" })}>
        Browse Products
      </a>
    </div>
  );
}
