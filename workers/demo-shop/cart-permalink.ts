// Shopify's cart permalink: /cart/{variantId}:{quantity},{variantId}:{quantity}
// with numeric variant ids. Repeated variants add up, as Shopify's do.

export type CartPermalinkLine = { variantNumericId: number; quantity: number };

const MAX_LINES = 250;
const MAX_QUANTITY = 9999;

export function parseCartPermalink(spec: string): { lines: CartPermalinkLine[] } | { error: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(spec);
  } catch {
    return { error: "The cart link is not valid URL text." };
  }
  const parts = decoded.split(",").filter((part) => part !== "");
  if (parts.length === 0) return { lines: [] };
  if (parts.length > MAX_LINES) return { error: `A cart link may hold at most ${MAX_LINES} lines.` };
  const quantities = new Map<number, number>();
  for (const part of parts) {
    const match = /^(\d{1,15}):(\d{1,4})$/.exec(part.trim());
    if (!match) return { error: `"${part}" is not of the form {variantId}:{quantity}.` };
    const [variantNumericId, quantity] = [Number(match[1]), Number(match[2])];
    if (quantity < 1 || quantity > MAX_QUANTITY)
      return { error: `Quantity for variant ${variantNumericId} must be between 1 and ${MAX_QUANTITY}.` };
    quantities.set(variantNumericId, (quantities.get(variantNumericId) ?? 0) + quantity);
  }
  return { lines: [...quantities].map(([variantNumericId, quantity]) => ({ variantNumericId, quantity })) };
}
