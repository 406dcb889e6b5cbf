// Badges an admin assigns (/admin/badges) shown beside the automatic ones
// (sale from prices, the rest from tags): one list, in the spec's order, no duplicates.
import { PRODUCT_BADGES } from "./display";
import type { ProductBadge } from "./types";

/** Badges assigned per product id; a product with none is absent. */
export type AssignedBadges = ReadonlyMap<string, readonly ProductBadge[]>;

export const NO_ASSIGNED_BADGES: AssignedBadges = new Map();

export function mergeBadges(
  automatic: readonly ProductBadge[],
  assigned: readonly ProductBadge[] | undefined,
): ProductBadge[] {
  if (!assigned || assigned.length === 0) return [...automatic];
  const all = new Set<ProductBadge>([...automatic, ...assigned]);
  return PRODUCT_BADGES.filter((badge) => all.has(badge));
}

/** The same cards with assigned badges merged in; cards are copied, never changed (the listing memo shares them). */
export function withAssignedBadges<T extends { id: string; badges: ProductBadge[] }>(
  cards: readonly T[],
  assigned: AssignedBadges,
): T[] {
  if (assigned.size === 0) return [...cards];
  return cards.map((card) =>
    assigned.has(card.id) ? { ...card, badges: mergeBadges(card.badges, assigned.get(card.id)) } : card,
  );
}
