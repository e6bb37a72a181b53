/** Display text as the importer writes it: whitespace runs (newlines, tabs) → one space, control characters dropped, trimmed. */
export function cleanText(s: string | null | undefined): string | undefined {
  if (typeof s !== "string") return undefined;
  const out = s
    .replace(/\s+/g, " ")
    .replace(/\p{Cc}/gu, "")
    .trim();
  return out || undefined;
}

/** A game item type in camelCase: "no-flea" → "noFlea", "ammo-box" → "ammoBox". */
export const camelType = (t: string) => t.replace(/[-_ ]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());

/** Milliseconds of an ISO time, undefined when absent or not a time. */
export function isoMs(iso: string | null | undefined): number | undefined {
  if (!iso) return undefined;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : undefined;
}
