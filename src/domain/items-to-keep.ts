/** Items still needed by the remaining quests and hideout levels (issue 8), found-in-raid marked. */
import type { QuestStates } from "./quest-status";

export type ItemNeed = { item: string; count: number; fir?: boolean };
export type QuestItems = { uid: string; items: ItemNeed[] };
export type HideoutLevelItems = { uid: string; items: ItemNeed[] };

export type ItemToKeep = {
  item: string;
  /** Total still needed, found-in-raid or not. */
  count: number;
  /** Of which must be found in raid. */
  firCount: number;
  /** Of which quests need, and hideout levels. */
  questCount: number;
  hideoutCount: number;
  /** Quest and hideout-level uids that still need it. */
  sources: string[];
};

function add(acc: Map<string, ItemToKeep>, source: string, need: ItemNeed, kind: "quest" | "hideout") {
  if (need.count <= 0) return;
  const row = acc.get(need.item) ?? {
    item: need.item,
    count: 0,
    firCount: 0,
    questCount: 0,
    hideoutCount: 0,
    sources: [],
  };
  row.count += need.count;
  if (kind === "quest") row.questCount += need.count;
  else row.hideoutCount += need.count;
  if (need.fir) row.firCount += need.count;
  if (!row.sources.includes(source)) row.sources.push(source);
  acc.set(need.item, row);
}

/**
 * Sums the items of visible quests that are neither completed nor cancelled and of hideout
 * levels not built, biggest counts first.
 */
export function itemsToKeep(
  states: QuestStates,
  questItems: readonly QuestItems[],
  levels: readonly HideoutLevelItems[],
  built: ReadonlySet<string>,
): ItemToKeep[] {
  const acc = new Map<string, ItemToKeep>();
  for (const q of questItems) {
    const s = states.byUid.get(q.uid);
    if (!s || s.status === "Completed" || s.status === "Cancelled") continue;
    for (const need of q.items) add(acc, q.uid, need, "quest");
  }
  for (const level of levels) {
    if (built.has(level.uid)) continue;
    for (const need of level.items) add(acc, level.uid, need, "hideout");
  }
  return [...acc.values()].sort((a, b) => b.count - a.count || a.item.localeCompare(b.item));
}
