import type { CacheQuest } from "../../contracts/cache";
import type { QuestNode, QuestStates, QuestStatus } from "../../domain/quest-status";

/** The quest list filters of /progression/quests; empty strings mean "all". */
export type QuestFilters = {
  trader: string;
  map: string;
  status: QuestStatus | "";
  kappa: boolean;
  lighthouse: boolean;
  /** Words that must all appear in the quest's search text (the Pro search, docs/product.md §6). */
  search: string;
};
export const NO_FILTERS: QuestFilters = {
  trader: "",
  map: "",
  status: "",
  kappa: false,
  lighthouse: false,
  search: "",
};

/** What the Pro search reads of a quest: its names, trader and objective texts. */
export const questSearchText = (q: CacheQuest | undefined) =>
  q
    ? [q.name, q.nameL10n.ru, q.trader, ...q.objectives.flatMap((o) => [o.text, o.textRu ?? ""])].join(" ")
    : "";

/** Whether every word of the query appears in the text (case-insensitive). */
export function matchesSearch(text: string, query: string): boolean {
  const hay = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => hay.includes(word));
}

/** The quests passing every filter, in the engine's order; `textOf` gives a quest's search text. */
export function filterQuests(
  states: QuestStates,
  f: QuestFilters,
  textOf: (q: QuestNode) => string = (q) => q.name,
): QuestNode[] {
  const query = f.search.trim();
  return states.quests.filter(
    (q) =>
      (!f.trader || q.trader === f.trader) &&
      (!f.map || q.locations.includes(f.map)) &&
      (!f.status || states.byUid.get(q.uid)?.status === f.status) &&
      (!f.kappa || q.requiredForKappa) &&
      (!f.lighthouse || q.requiredForLighthouse === true) &&
      (!query || matchesSearch(textOf(q), query)),
  );
}

/**
 * The choices the quest list offers, each sorted by `byLabel`: the quests' traders and maps (the
 * filters), and the traders whose standing a quest asks for (the player panel).
 */
export function questChoices(
  quests: readonly Pick<QuestNode, "trader" | "locations" | "reqStanding">[],
  byLabel: (a: string, b: string) => number,
) {
  const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort(byLabel);
  return {
    traders: sorted(quests.map((q) => q.trader)),
    maps: sorted(quests.flatMap((q) => q.locations)),
    standingTraders: sorted(quests.flatMap((q) => (q.reqStanding ?? []).map((r) => r.trader))),
  };
}
