// Where a studio piece stands in the shop, for the admin's list, editor and dashboard (client-safe, no schema).
/** Where a piece stands in the shop: on sale, taken off sale (a draft) or on sale with none left. */
export type StudioPieceStatus = "active" | "draft" | "sold-out";
export const STUDIO_PIECE_STATUS_LABELS: Record<StudioPieceStatus, string> = {
  active: "Active",
  draft: "Draft",
  "sold-out": "Sold out",
};

export function studioPieceStatusOf(piece: { isActive: boolean; inventoryQuantity: number }): StudioPieceStatus {
  if (!piece.isActive) return "draft";
  return piece.inventoryQuantity > 0 ? "active" : "sold-out";
}

/** At or below this many left, a piece on sale is on the dashboard's low-stock line. */
export const STUDIO_LOW_STOCK_THRESHOLD = 2;
