import { buttonClass } from "../ui/button-styles";

// The admin filter bars' shared looks: one definition instead of a copy per page.
export const FILTER_LABEL = "block text-sm font-medium text-ink-900";
export const FILTER_INPUT = "mt-1 rounded-xl border border-sand-300 bg-white px-3 py-2";
export const FILTER_BUTTON = buttonClass({ variant: "ghost" });
