import type { QuestNode, QuestStates, QuestStatus } from "../../domain/quest-status";

/** The quest list filters of /progression/quests; empty strings mean "all". */
export type QuestFilters = {
  trader: string;
  map: string;
  status: QuestStatus | "";
  kappa: boolean;
  lighthouse: boolean;
};
export const NO_FILTERS: QuestFilters = { trader: "", map: "", status: "", kappa: false, lighthouse: false };

/** The quests passing every filter, in the engine's order. */
export function filterQuests(states: QuestStates, f: QuestFilters): QuestNode[] {
  return states.quests.filter(
    (q) =>
      (!f.trader || q.trader === f.trader) &&
      (!f.map || q.locations.includes(f.map)) &&
      (!f.status || states.byUid.get(q.uid)?.status === f.status) &&
      (!f.kappa || q.requiredForKappa) &&
      (!f.lighthouse || q.requiredForLighthouse === true),
  );
}
