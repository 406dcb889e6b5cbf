import { useToastAtMostEvery } from "../../hooks/useToastAtMostEvery";

/** The featured-products failure toast shows at most once per 30 s. */
const FEATURED_FAILURE_TOAST_MS = 30_000;
const TITLE = "Products temporarily unavailable";
const MESSAGE = "Please try again in a moment.";

/** The featured row's failure: said in place (readable without JavaScript) and once as a toast. */
export function FeaturedProductsFailed() {
  useToastAtMostEvery(
    "featured-products",
    FEATURED_FAILURE_TOAST_MS,
    { title: TITLE, message: MESSAGE, tone: "error" },
    true,
  );
  return (
    <div role="status" className="mt-5 rounded-2xl bg-white/60 p-6 text-center ring-1 ring-sand-200">
      <p className="font-semibold text-ink-900">{TITLE}</p>
      <p className="mt-1 text-ink-700">{MESSAGE}</p>
    </div>
  );
}
