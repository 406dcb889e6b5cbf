import { useToastAtMostEvery } from "../../hooks/useToastAtMostEvery";
import { Alert } from "../ui/Alert";

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
    <Alert title={TITLE} className="mt-5">
      {MESSAGE}
    </Alert>
  );
}
