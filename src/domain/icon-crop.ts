/**
 * An icon crop as the items cache carries it ("t,r,b,l": percent cut from the top, right, bottom
 * and left, /admin/cut-edges) as a CSS `object-view-box` value; null for no crop or a malformed one.
 * @example cropViewBox("5,0,10,2") // "inset(5% 0% 10% 2%)"
 * @example cropViewBox(null) // null
 */
export function cropViewBox(crop: string | null | undefined): string | null {
  if (!crop) return null;
  const sides = crop.split(",").map(Number);
  if (sides.length !== 4 || sides.some((n) => !Number.isInteger(n) || n < 0 || n > 45)) return null;
  if (sides.every((n) => n === 0)) return null;
  return `inset(${sides.map((n) => `${n}%`).join(" ")})`;
}

/** The cache's form of a crop's sides. */
export const cropText = (c: { top: number; right: number; bottom: number; left: number }) =>
  `${c.top},${c.right},${c.bottom},${c.left}`;
