/**
 * Times in the admin forms are UTC: a datetime-local value read and written as UTC.
 * @example toUtcInput(Date.UTC(2026, 11, 1, 9, 30)) // "2026-12-01T09:30"
 * @example fromUtcInput("2026-12-01T09:30") // Date.UTC(2026, 11, 1, 9, 30)
 */
export const toUtcInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** The instant of a datetime-local (or date) value read as UTC; null when empty or not a time. */
export function fromUtcInput(value: string): number | null {
  if (!value) return null;
  const ms = Date.parse(value.length === 10 ? `${value}T00:00Z` : `${value}Z`);
  return Number.isFinite(ms) ? ms : null;
}
