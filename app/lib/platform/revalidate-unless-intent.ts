import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * `shouldRevalidate` for routes where some intents change nothing the loader
 * reads (an editor's live preview, the delete question): those skip reloading,
 * but only while the URL stays put. The editors use it, and the root and admin
 * layouts for the preview, whose loaders would otherwise reload too. A fetcher that lands mid-navigation (the
 * debounced preview posting while "Save" opens the saved page) completes that
 * navigation with its own revalidation; skipping there would leave the new URL
 * showing the old page's data.
 */
export function revalidateUnlessIntent(...intents: string[]): ShouldRevalidateFunction {
  const skipped = new Set(intents);
  return ({ formData, currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.href === nextUrl.href && skipped.has(String(formData?.get("intent"))) ? false : defaultShouldRevalidate;
}
