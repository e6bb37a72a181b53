/**
 * The header's map tiles show the number of active quests per map when progress tracking is on
 * (docs/product.md §2): `[data-quest-count]` badges get the count in `data-count` (shown by CSS) and are
 * hidden at zero.
 */
export type CountBadge = { dataset: Record<string, string | undefined>; hidden: boolean };

/** Writes each tile's count; tiles without active quests (or with tracking off) stay hidden. */
export function paintMapQuestCounts(
  badges: Iterable<CountBadge>,
  counts: Readonly<Record<string, number>>,
): void {
  for (const badge of badges) {
    const n = counts[badge.dataset.questCount ?? ""] ?? 0;
    badge.dataset.count = String(n);
    badge.hidden = n === 0;
  }
}
