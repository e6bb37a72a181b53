import { atom, computed } from "nanostores";
import type { CacheQuest } from "../contracts/cache";
import type {
  Fraction,
  GameEdition,
  Progression,
  ProgressionOps,
  TradersLL,
  TradersStanding,
  User,
  UserGameMode,
} from "../contracts/user";
import { builtWithEdition } from "../domain/editions";
import { itemsToKeep, type QuestItems } from "../domain/items-to-keep";
import { questItemNeeds } from "../domain/quest-item-needs";
import { activeQuestsPerMap } from "../domain/quest-map-counts";
import { type SelectionResult, toggleSelected } from "../domain/quest-selection";
import { finalKappaUid, type QuestStates, questStates } from "../domain/quest-status";
import { $cache, itemsLoading, loadCache, questsLoading } from "./cache";
import type { KeyValueStorage } from "./cache-keys";
import { $hideoutLevels } from "./hideout-levels";
import { $priceMode } from "./market-mode";
import { applyOps } from "./progression-ops";
import { $user, updateProgression, updateUser } from "./user";
import { loadSessionUser } from "./user-session";

/** What the quest engine needs of the active character: its progression lists and settings. */
export type ProgressionChar = Progression & {
  fraction: Fraction;
  gameEdition: GameEdition;
  gameMode: UserGameMode;
  level: number;
  tradersLL: TradersLL;
  /** Trader standings (0 when missing; absent from characters saved before standings existed). */
  tradersStanding?: TradersStanding;
  /** Progress tracking on (level, loyalty and standing checked, map tiles counted). */
  hideoutUseProgress: boolean;
  pro: boolean;
};

/**
 * Where the progress lives: "guest" (an anonymous visitor, kept in the browser), "base" (a signed-in
 * user without Pro: lists kept in the browser, level, loyalty and tracking read from the active
 * character and read-only), "pro" (the active character's, saved on the server).
 */
export type ProgressionSource = "guest" | "base" | "pro";

/** The progress kept in this browser (visitors and base users). */
export const $guestProgress = atom<ProgressionChar | null>(null);
/** True once the session was asked for (GET /users/me answered or failed). */
export const $sessionChecked = atom(false);

export const $progressionSource = computed([$user, $sessionChecked], (user, checked) =>
  !checked ? null : user?.pro ? "pro" : user ? "base" : ("guest" as ProgressionSource),
);

const SETTINGS = [
  "fraction",
  "gameEdition",
  "gameMode",
  "level",
  "tradersLL",
  "tradersStanding",
  "hideoutUseProgress",
] as const;
const settingsOf = (user: User) => Object.fromEntries(SETTINGS.map((k) => [k, user[k]]));

/** The active character's progression for the engine; null until the session was checked. */
export const $progressionChar = computed(
  [$progressionSource, $user, $guestProgress],
  (source, user, guest): ProgressionChar | null => {
    if (!source) return null;
    if (source === "pro" && user) {
      const { questsDone, questsHidden, itemsFound, modulesBuilt } = user;
      return {
        questsDone,
        questsHidden,
        itemsFound,
        modulesBuilt,
        ...settingsOf(user),
        pro: true,
      } as ProgressionChar;
    }
    const own = guest ?? guestChar();
    return source === "base" && user ? ({ ...own, ...settingsOf(user), pro: false } as ProgressionChar) : own;
  },
);

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
      tradersStanding: char.tradersStanding ?? {},
    },
    {
      finalKappaUid: finalKappaUid(quests),
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
  tradersStanding: {},
  hideoutUseProgress: false,
  pro: false,
});

/** Where a visitor's guest progress is kept in the browser between pages. */
export const GUEST_KEY = "tm_progression_guest";
/** "1" while the progress shown has tracking on: the header's map tiles read it on every page. */
export const TRACKING_KEY = "tm_progression_tracking";

let sessionAsked = false;
let storageWatch = false;

/**
 * Starts tracking: loads the quest cache, waits for the page's session check (the one GET
 * /users/me the header makes too; a failed call counts as no session) and reads the guest
 * progress kept in the browser. `items: false`: the page shows quests only (the quest list and
 * the quest map), so the items are not downloaded; `quests: false`: the page brings its own data
 * (the story chapters), so nothing is downloaded.
 */
export function initProgression(
  storage: KeyValueStorage | undefined = globalThis.localStorage,
  { items = true, quests = true }: { items?: boolean; quests?: boolean } = {},
): void {
  if (quests) loadQuests(items);
  if (!sessionAsked) {
    sessionAsked = true;
    void loadSessionUser().finally(() => $sessionChecked.set(true));
  }
  if (!$guestProgress.get()) $guestProgress.set(readGuest(storage) ?? guestChar());
  if (storageWatch || !storage) return;
  storageWatch = true;
  $guestProgress.listen((guest) => {
    if (guest) storage.setItem(GUEST_KEY, JSON.stringify(guest));
  });
  $progressionChar.subscribe((char) => {
    if (char) storage.setItem(TRACKING_KEY, char.hideoutUseProgress ? "1" : "0");
  });
}

/** The quests, and the items too unless the page loads them already (the market asks for items only). */
function loadQuests(items: boolean): void {
  const cache = $cache.get();
  if (cache.status === "idle") {
    void loadCache({ mode: $priceMode.get(), items });
    return;
  }
  // a load under way (the calculators', the header's quest counts) brings what it asks: each part
  // missing and not under way is asked for once
  if (cache.questsHash === null && !questsLoading()) void loadCache({ mode: cache.mode, items: false });
  if (items && cache.itemsHash === null && !itemsLoading())
    void loadCache({ mode: $priceMode.get(), quests: false });
}

/** Forgets the session check (tests). */
export function resetProgressionSession(): void {
  sessionAsked = false;
  storageWatch = false;
  $sessionChecked.set(false);
  $guestProgress.set(null);
}

function readGuest(storage: KeyValueStorage | undefined): ProgressionChar | null {
  try {
    const raw = storage?.getItem(GUEST_KEY);
    return raw ? { ...guestChar(), ...(JSON.parse(raw) as Partial<ProgressionChar>), pro: false } : null;
  } catch {
    return null;
  }
}

/**
 * Applies operations on the progression lists (uids added and removed, found items added or taken off): saved
 * for a Pro character, kept in the browser otherwise.
 */
export function changeProgression(ops: ProgressionOps): void {
  if ($progressionSource.get() === "pro") {
    updateProgression(ops);
    return;
  }
  $guestProgress.set(applyOps($guestProgress.get() ?? guestChar(), ops));
}

/** Completes (adds) or reopens (removes) a quest (applied at once). */
export function setQuestDone(uid: string, complete: boolean): void {
  if ($progressionChar.get())
    changeProgression(complete ? { add: { questsDone: [uid] } } : { remove: { questsDone: [uid] } });
}

/** Selects or unselects a quest; a free character cannot select a fourth ("freeLimit"). */
export function toggleQuestSelected(uid: string): SelectionResult {
  const char = $progressionChar.get();
  if (!char) return { ok: false, reason: "freeLimit" };
  const result = toggleSelected(char.questsHidden, uid, char.pro);
  if (result.ok) {
    const list = { questsHidden: [uid] };
    changeProgression(result.selected.includes(uid) ? { add: list } : { remove: list });
  }
  return result;
}

/** Whether the level, loyalty and tracking inputs can be changed (read-only for base users, docs/product.md §5). */
export const $playerEditable = computed(
  $progressionSource,
  (source) => source === "guest" || source === "pro",
);

/**
 * Sets progress tracking, the player level, a trader's loyalty level or standing (applied at once;
 * the traders named join the others, as the server joins them).
 */
export function setPlayer(
  patch: Partial<Pick<ProgressionChar, "hideoutUseProgress" | "level" | "tradersLL" | "tradersStanding">>,
): void {
  const source = $progressionSource.get();
  if (source === "pro") updateUser(patch);
  else if (source === "guest") {
    const guest = $guestProgress.get() ?? guestChar();
    $guestProgress.set({
      ...guest,
      ...patch,
      tradersLL: { ...guest.tradersLL, ...patch.tradersLL },
      tradersStanding: { ...guest.tradersStanding, ...patch.tradersStanding },
    });
  }
}

/** Items the quests ask for, per quest (the rule is src/domain/quest-item-needs.ts). */
export function questItemsOf(quests: readonly CacheQuest[]): QuestItems[] {
  return quests.map((q) => ({ uid: q.uid, items: questItemNeeds(q.objectives) }));
}

/** Items still needed by the character's remaining quests and hideout levels not built. */
export const $itemsToKeep = computed(
  [$cache, $questStates, $hideoutLevels, $progressionChar],
  (cache, states, levels, char) =>
    states && char
      ? itemsToKeep(
          states,
          questItemsOf(Object.values(cache.quests)),
          levels.map((l) => ({ uid: l.uid, items: l.itemReqs })),
          new Set(builtWithEdition(char.modulesBuilt, char.gameEdition, levels)),
        )
      : null,
);
