import { buttonClass } from "../ui/button-styles";
/** The product 404 page: "Product not found", with ways back into the shop. */
export function ProductNotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">404</p>
      <h1 className="mt-2 text-4xl text-ink-900">Product not found</h1>
      <p className="mt-4 text-lg text-ink-700">
        This piece may have sold out for good or moved. There is plenty more to discover.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/products" className={buttonClass({ size: "lg" })}>
          Browse Products
        </a>
        <a href="/" className={buttonClass({ variant: "outline", size: "lg" })}>
          Go Home
        </a>
      </div>
    </main>
  );
}
