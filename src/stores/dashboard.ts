import { computed } from "nanostores";
import { type NextSteps, nextSteps } from "../domain/dashboard";
import {
  kappaProgress,
  type ProgressCount,
  progressByMap,
  progressByTrader,
} from "../domain/quest-map-counts";
import { $hideoutPlayer } from "./hideout";
import { $hideoutLevels } from "./hideout-levels";
import { $questStates } from "./progression";

export type Dashboard = {
  traders: ProgressCount[];
  maps: ProgressCount[];
  kappa: { done: number; total: number };
  next: NextSteps;
};

/** The dashboard of the active character: progress per trader, per map, Kappa, and what to do next. */
export const $dashboard = computed(
  [$questStates, $hideoutLevels, $hideoutPlayer],
  (states, levels, player): Dashboard | null =>
    states && player
      ? {
          traders: progressByTrader(states),
          maps: progressByMap(states),
          kappa: kappaProgress(states),
          next: nextSteps(states, levels, player),
        }
      : null,
);
