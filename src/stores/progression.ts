import { atom, computed } from "nanostores";
import type { CacheQuest } from "../contracts/cache";
import type { Fraction, GameEdition, Progression, TradersLL, UserGameMode } from "../contracts/user";
import { activeQuestsPerMap } from "../domain/quest-map-counts";
import { type QuestStates, questStates } from "../domain/quest-status";
import { $cache } from "./cache";

/** What the quest engine needs of the active character: its progression lists and settings. */
export type ProgressionChar = Progression & {
  fraction: Fraction;
  gameEdition: GameEdition;
  gameMode: UserGameMode;
  level: number;
  tradersLL: TradersLL;
  /** Progress tracking on (level and loyalty checked, map tiles counted). */
  hideoutUseProgress: boolean;
  pro: boolean;
};

/** The active character's progression; set from the user store once it carries the character. */
export const $progressionChar = atom<ProgressionChar | null>(null);

/** The name of the final Kappa quest (SPEC §4). */
export const FINAL_KAPPA_QUEST = "Collector";

/** Quest states of a character over the cached quests ("Quest not found" goes to the console). */
export function statesOf(quests: readonly CacheQuest[], char: ProgressionChar): QuestStates {
  return questStates(
    quests,
    {
      done: char.questsDone,
      selected: char.questsHidden,
      fraction: char.fraction,
      gameEdition: char.gameEdition,
      gameMode: char.gameMode,
      tracking: char.hideoutUseProgress,
      level: char.level,
      tradersLL: char.tradersLL,
    },
    {
      finalKappaUid: quests.find((q) => q.name === FINAL_KAPPA_QUEST)?.uid,
      log: (m, id) => console.warn(m, id),
    },
  );
}

/** Every quest's status for the active character; null without a character or quests. */
export const $questStates = computed([$cache, $progressionChar], (cache, char) => {
  const quests = Object.values(cache.quests);
  return char && quests.length > 0 ? statesOf(quests, char) : null;
});

/** Active quests per map tile for the header (empty when tracking is off). */
export const $mapQuestCounts = computed([$questStates, $progressionChar], (states, char) =>
  states && char ? activeQuestsPerMap(states, char.hideoutUseProgress) : {},
);
