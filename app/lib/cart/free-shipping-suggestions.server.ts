// Below the free-shipping line, the cart suggests up to four pieces that each
// lift the order over it on their own: in stock, not in the cart already, the
// smallest such additions first, and among the nearest ones those added in one
// tap (no size or colour to choose) before the rest. Names, prices and images
// come from the catalogue the listing uses.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getCatalog } from "../catalog/catalog.server";
import { logger } from "../platform/logger";
import type { CartView } from "./cart-view";
import type { FreeShippingSuggestion } from "./free-shipping-suggestions";

export const FREE_SHIPPING_SUGGESTION_LIMIT = 4;
/** How many of the nearest qualifying pieces are weighed: enough to find one-tap ones, never the whole catalogue. */
const CANDIDATES_WEIGHED = 60;

export async function suggestForFreeShipping(
  context: AppLoadContext,
  cart: CartView,
): Promise<FreeShippingSuggestion[]> {
  const gap = Number(cart.freeShipping.remaining);
  if (cart.freeShipping.qualifies || cart.lines.length === 0 || !(gap > 0)) return [];
  try {
    const { entry } = await getCatalog(context);
    const inCart = new Set(cart.lines.map((line) => line.variantId));
    const oneTap: FreeShippingSuggestion[] = [];
    const withChoice: FreeShippingSuggestion[] = [];
    let weighed = 0;
    for (const item of entry.index.sortedBy("price_asc")) {
      if (oneTap.length === FREE_SHIPPING_SUGGESTION_LIMIT || weighed === CANDIDATES_WEIGHED) break;
      if (item.minPrice < gap || !item.inStock) continue;
      weighed++;
      const card = entry.index.cardOf(item);
      if (card.variantIds.some((id) => inCart.has(id))) continue;
      const suggestion = {
        handle: card.handle,
        title: card.title,
        displayPrice: card.displayPrice,
        image: card.image ? { url: card.image.url, altText: card.image.altText } : null,
        addVariantId: card.needsVariantChoice ? null : card.defaultVariantId,
      };
      (suggestion.addVariantId ? oneTap : withChoice).push(suggestion);
    }
    const suggestions = [...oneTap, ...withChoice].slice(0, FREE_SHIPPING_SUGGESTION_LIMIT);
    return suggestions;
  } catch (error) {
    // Suggestions are a nicety: a catalogue that cannot be read leaves the cart itself working.
    logger.warn("Free-shipping suggestions skipped", { error });
    return [];
  }
}
