/**
 * The p-th percentile of timings sorted ascending (nearest rank); NaN for none.
 * @example percentile([1, 2, 3, 4], 50) // 2
 */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
