/**
 * The size of a stash cell in a screenshot. The game lays its interface out for 1920 × 1080 and
 * scales it by the smaller of the width and height ratios, so a 21:9 or 16:10 screen keeps the
 * cell size of its height or width, whichever is tighter.
 */

/** A stash cell's side at 1920 × 1080, in pixels. */
export const SLOT_PX_1080 = 63;

/**
 * The interface scale of a screenshot.
 * @example stashScale(2560, 1440) // 1.333…
 */
export function stashScale(width: number, height: number): number {
  if (!(width > 0 && height > 0)) throw new RangeError("image size must be positive");
  return Math.min(width / 1920, height / 1080);
}

/**
 * A stash cell's side in a screenshot of that size, in pixels (not rounded).
 * @example slotSize(3840, 2160) // 126
 */
export const slotSize = (width: number, height: number) => SLOT_PX_1080 * stashScale(width, height);
