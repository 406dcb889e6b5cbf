// The free-shipping threshold as the pages word it. Client-safe (no schema
// library): the footer, product page and help pages read it from the root loader.
import { formatWholeDollars } from "../catalog/money";

/** Free shipping from $150, until an admin changes it in /admin/config. */
export const DEFAULT_FREE_SHIPPING_THRESHOLD = 150;

/** "$150" (or "$149.50"): the threshold as the shop advertises it. */
export function freeShippingLabel(threshold: number | null | undefined): string {
  return formatWholeDollars(threshold ?? DEFAULT_FREE_SHIPPING_THRESHOLD);
}

/** The label from a meta function's matches (the root loader carries the setting). */
export function freeShippingLabelIn(matches: readonly { id: string; data?: unknown }[]): string {
  const root = matches.find((match) => match.id === "root")?.data as { freeShippingThreshold?: number } | undefined;
  return freeShippingLabel(root?.freeShippingThreshold);
}
