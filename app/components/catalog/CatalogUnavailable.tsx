import { useToastAtMostEvery } from "../../hooks/useToastAtMostEvery";
import { buttonClass } from "../ui/button-styles";

/** The catalogue-unavailable toast repeats at most once per 10 s. */
const CATALOG_UNAVAILABLE_TOAST_MS = 10_000;

/**
 * No catalogue at all (the shop failed and nothing is cached): the spec's
 * title, its fixed message (never the Storefront's error text) and "retried up to 3x", in the page (so it reads
 * without JavaScript) and as a toast. Try again is a plain link.
 */
export function CatalogUnavailable({
  title,
  message,
  retryHref,
}: {
  title: "Products unavailable" | "Collections unavailable";
  message: string;
  retryHref: string;
}) {
  const description = `${message} (retried up to 3x)`;
  useToastAtMostEvery(title, CATALOG_UNAVAILABLE_TOAST_MS, { title, message: description, tone: "error" }, true);
  return (
    <div role="alert" className="rounded-2xl bg-white/70 px-6 py-12 text-center ring-1 ring-sand-200">
      <h2 className="text-2xl text-ink-900">{title}</h2>
      <p className="mt-2 text-ink-700">{description}</p>
      <a href={retryHref} className={buttonClass({ size: "lg", className: "mt-6" })}>
        Try again
      </a>
    </div>
  );
}
