/**
 * The header's map tiles show the number of active quests per map when progress tracking is on
 * (SPEC §2): `[data-quest-count]` badges get the count in `data-count` (shown by CSS) and are
 * hidden at zero.
 */
export type CountBadge = { dataset: DOMStringMap; hidden: boolean };

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

/** Loads the progression store only when the kept guest progress has tracking on. */
export function watchMapQuestCounts(): void {
  let tracking = false;
  try {
    tracking =
      JSON.parse(
        localStorage.getItem("tm_progression_guest") /* GUEST_KEY of src/stores/progression.ts */ ?? "{}",
      ).hideoutUseProgress === true;
  } catch {
    return;
  }
  if (!tracking) return;
  void import("../../stores/progression").then(({ $mapQuestCounts, initProgression }) => {
    initProgression();
    $mapQuestCounts.subscribe((counts) =>
      paintMapQuestCounts(document.querySelectorAll<HTMLElement>("[data-quest-count]"), counts),
    );
  });
}
