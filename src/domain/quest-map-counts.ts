/** Progress per trader and per map, Kappa progress and the header's map-tile counts (docs/product.md §2, §4). */
import { isActive, type QuestNode, type QuestStates } from "./quest-status";

export type ProgressCount = { key: string; done: number; total: number };

/** A location counted under its map tile: every factory variant (night included) counts as factory. */
export const mapTileOf = (location: string) =>
  location.toLowerCase().includes("factory") ? "factory" : location;

function countBy(states: QuestStates, keys: (q: QuestNode) => string[]): ProgressCount[] {
  const counts = new Map<string, ProgressCount>();
  for (const q of states.quests) {
    if (states.cancelled.has(q.uid)) continue;
    for (const key of new Set(keys(q))) {
      const c = counts.get(key) ?? { key, done: 0, total: 0 };
      c.total++;
      if (states.done.has(q.uid)) c.done++;
      counts.set(key, c);
    }
  }
  return [...counts.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Done and total quests per trader (cancelled quests left out). */
export const progressByTrader = (states: QuestStates) => countBy(states, (q) => [q.trader]);

/** Done and total quests per map tile (cancelled quests left out). */
export const progressByMap = (states: QuestStates) => countBy(states, (q) => q.locations.map(mapTileOf));

/** Done and total requiredForKappa quests. */
export function kappaProgress(states: QuestStates): { done: number; total: number } {
  const kappa = states.quests.filter((q) => q.requiredForKappa);
  return { done: kappa.filter((q) => states.done.has(q.uid)).length, total: kappa.length };
}

/** Active quests per map tile; empty when progress tracking is off. */
export function activeQuestsPerMap(states: QuestStates, tracking: boolean): Record<string, number> {
  const counts: Record<string, number> = {};
  if (!tracking) return counts;
  for (const q of states.quests) {
    if (!isActive(states.byUid.get(q.uid))) continue;
    for (const tile of new Set(q.locations.map(mapTileOf))) counts[tile] = (counts[tile] ?? 0) + 1;
  }
  return counts;
}
