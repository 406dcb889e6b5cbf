import { Link, useLocation } from "@remix-run/react";
import { buttonClass } from "../ui/button-styles";

/** The global error page: "Something went wrong", with Try Again (the same address) and Go Home. */
export function GlobalErrorPage() {
  const { pathname, search } = useLocation();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <h1 className="text-4xl text-ink-900">Something went wrong</h1>
      <p className="mt-4 text-lg text-ink-700">We apologize for the inconvenience. An unexpected error has occurred.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A link to the current page works as "try again" with or without JavaScript. */}
        <a href={`${pathname}${search}`} className={buttonClass({ size: "lg" })}>
          Try Again
        </a>
        <Link to="/" className={buttonClass({ variant: "outline", size: "lg" })}>
          Go Home
        </Link>
      </div>
      <p className="mt-8 text-sm text-ink-500">If this problem persists, please contact support.</p>
    </main>
  );
}

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">404</p>
      <h1 className="mt-2 text-4xl text-ink-900">Page not found</h1>
      <p className="mt-4 text-lg text-ink-700">This path wandered off. Let's get you back to the good stuff.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/products" className={buttonClass({ size: "lg" })}>
          Shop all products
        </Link>
        <Link to="/" className={buttonClass({ variant: "outline", size: "lg" })}>
          Go Home
        </Link>
      </div>
    </main>
  );
}
