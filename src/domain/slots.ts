/**
 * Inventory cells an item takes, and its price per cell (docs/product.md §9 "per slot"): null when its size
 * or price is unknown, never a made-up 0.
 * @example pricePerSlot(450_000, 2, 1) // 225_000
 */
export function itemSlots(width: number | null, height: number | null): number | null {
  return width !== null && height !== null && width > 0 && height > 0 ? width * height : null;
}

export function pricePerSlot(
  price: number | null,
  width: number | null,
  height: number | null,
): number | null {
  const slots = itemSlots(width, height);
  return price !== null && slots !== null ? Math.round(price / slots) : null;
}
