/** "What to do next" on the progression dashboard (issue 8): pure, from quest states and hideout levels. */
import { builtLevels, canBuild, type HideoutLevel, type HideoutPlayer } from "./hideout-progress";
import type { QuestNode, QuestStates } from "./quest-status";

export type NextSteps = {
  /** Selected quests first, then available ones, heaviest first (the engine's order). */
  quests: QuestNode[];
  /** Hideout levels whose requirements are all met now. */
  levels: HideoutLevel[];
  /** Locked quests one step away: a single reason left. */
  almost: QuestNode[];
};

/** Up to `limit` of each: quests to do, levels to build, quests with one lock reason left. */
export function nextSteps(
  states: QuestStates,
  levels: readonly HideoutLevel[],
  player: HideoutPlayer,
  limit = 5,
): NextSteps {
  const statusOf = (q: QuestNode) => states.byUid.get(q.uid);
  const current = states.quests.filter((q) => statusOf(q)?.status === "Current");
  const available = states.quests.filter((q) => statusOf(q)?.status === "Available");
  const almost = states.quests.filter(
    (q) => statusOf(q)?.status === "Locked" && statusOf(q)?.reasons.length === 1,
  );
  const stations = builtLevels(levels, player.built);
  return {
    quests: [...current, ...available].slice(0, limit),
    levels: levels.filter((l) => canBuild(l, stations, player)).slice(0, limit),
    almost: almost.slice(0, limit),
  };
}
