/** Selecting (tracking) quests: free users at most 3 at once (docs/product.md §5, §9). */
export const FREE_QUEST_SELECTION_LIMIT = 3;

export type SelectionResult = { ok: true; selected: string[] } | { ok: false; reason: "freeLimit" };

/** Adds or removes a quest from the selected list; a free user cannot select a fourth. */
export function toggleSelected(selected: readonly string[], uid: string, pro: boolean): SelectionResult {
  if (selected.includes(uid)) return { ok: true, selected: selected.filter((s) => s !== uid) };
  if (!pro && selected.length >= FREE_QUEST_SELECTION_LIMIT) return { ok: false, reason: "freeLimit" };
  return { ok: true, selected: [...selected, uid] };
}

/** Done list after completing (added once) or reopening (removed) a quest. */
export function toggleDone(done: readonly string[], uid: string, complete: boolean): string[] {
  const rest = done.filter((d) => d !== uid);
  return complete ? [...rest, uid] : rest;
}
