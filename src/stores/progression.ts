import { atom, computed } from "nanostores";
import type { CacheQuest } from "../contracts/cache";
import type { Fraction, GameEdition, Progression, TradersLL, UserGameMode } from "../contracts/user";
import { itemsToKeep, type QuestItems } from "../domain/items-to-keep";
import { activeQuestsPerMap } from "../domain/quest-map-counts";
import { type SelectionResult, toggleDone, toggleSelected } from "../domain/quest-selection";
import { type QuestStates, questStates } from "../domain/quest-status";
import { $cache, type KeyValueStorage, loadCache } from "./cache";

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

/** A new character's progression: what a visitor without a character sees (nothing saved). */
export const guestChar = (): ProgressionChar => ({
  questsDone: [],
  questsHidden: [],
  itemsFound: {},
  modulesBuilt: [],
  fraction: "Usec",
  gameEdition: "Standard",
  gameMode: "PVP",
  level: 1,
  tradersLL: {},
  hideoutUseProgress: false,
  pro: false,
});

/** Starts tracking: loads the quest cache and, without a character yet, a guest one. */
export function initProgression(storage: KeyValueStorage | undefined = globalThis.localStorage): void {
  if ($cache.get().status === "idle") void loadCache({});
  if ($progressionChar.get()) return;
  $progressionChar.set(readGuest(storage) ?? guestChar());
  $progressionChar.listen((char) => {
    if (char && storage) storage.setItem(GUEST_KEY, JSON.stringify(char));
  });
}

/** Where a visitor's guest progress is kept in the browser between pages. */
export const GUEST_KEY = "tm_progression_guest";

function readGuest(storage: KeyValueStorage | undefined): ProgressionChar | null {
  try {
    const raw = storage?.getItem(GUEST_KEY);
    return raw ? { ...guestChar(), ...(JSON.parse(raw) as Partial<ProgressionChar>), pro: false } : null;
  } catch {
    return null;
  }
}

/** Completes or reopens a quest (applied at once). */
export function setQuestDone(uid: string, complete: boolean): void {
  const char = $progressionChar.get();
  if (char) $progressionChar.set({ ...char, questsDone: toggleDone(char.questsDone, uid, complete) });
}

/** Selects or unselects a quest; a free character cannot select a fourth ("freeLimit"). */
export function toggleQuestSelected(uid: string): SelectionResult {
  const char = $progressionChar.get();
  if (!char) return { ok: false, reason: "freeLimit" };
  const result = toggleSelected(char.questsHidden, uid, char.pro);
  if (result.ok) $progressionChar.set({ ...char, questsHidden: result.selected });
  return result;
}

/** Sets progress tracking, the player level or a trader's loyalty level (applied at once). */
export function setPlayer(
  patch: Partial<Pick<ProgressionChar, "hideoutUseProgress" | "level" | "tradersLL">>,
): void {
  const char = $progressionChar.get();
  if (char) $progressionChar.set({ ...char, ...patch });
}

const ITEM_OBJECTIVES = new Set(["Find in raid", "Find", "HandOver"]);

/** Items the quests ask for (find and hand-over objectives), per quest. */
export function questItemsOf(quests: readonly CacheQuest[]): QuestItems[] {
  return quests.map((q) => ({
    uid: q.uid,
    items: q.objectives.flatMap((o) =>
      o.item && ITEM_OBJECTIVES.has(o.type) && !o.optional
        ? [{ item: o.item, count: o.count ?? 1, fir: o.fir === true || o.type === "Find in raid" }]
        : [],
    ),
  }));
}

/** Items still needed by the character's remaining quests. */
export const $itemsToKeep = computed([$cache, $questStates], (cache, states) =>
  states ? itemsToKeep(states, questItemsOf(Object.values(cache.quests)), [], new Set()) : null,
);
