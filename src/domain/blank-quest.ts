import type { CacheQuest } from "../contracts/cache";
import type { QuestProgress } from "./quest-status";

/**
 * A quest named by its uid with no requirements, links, objectives or rewards: the demo data
 * and tests set only the fields that matter to them.
 * @example blankQuest("debut", { trader: "prapor", locations: ["customs"] })
 */
export function blankQuest(uid: string, over: Partial<CacheQuest> = {}): CacheQuest {
  return {
    uid,
    bsgId: null,
    bsgIds: [],
    name: uid,
    nameL10n: { ru: "" },
    descL10n: { ru: "" },
    trader: "prapor",
    active: true,
    fraction: "Any",
    reqGameEdition: [],
    reqGameMode: [],
    reqLevel: 1,
    reqLL: [],
    reqStatus: {},
    reqStanding: [],
    require: [],
    requireOr: [],
    after: null,
    before: null,
    prev: null,
    next: null,
    left: null,
    left2: null,
    left3: null,
    right: null,
    right2: null,
    right3: null,
    bottom: null,
    locations: [],
    multiple: [],
    other: [],
    requiredForKappa: false,
    requiredForLighthouse: false,
    unlocks: [],
    rewards: { experience: 0, items: [], standing: [], unlocks: [] },
    objectives: [],
    related: [],
    wikiUrl: null,
    sort: 0,
    ...over,
  };
}

/**
 * A Usec player at level 1 on the standard edition in PvP with nothing done, progress tracking
 * on and no loyalty levels: tests set only what matters to them.
 * @example questStates(quests, blankProgress({ done: ["debut"] }))
 */
export function blankProgress(over: Partial<QuestProgress> = {}): QuestProgress {
  return {
    done: [],
    fraction: "Usec",
    gameEdition: "standard",
    gameMode: "pvp",
    tracking: true,
    level: 1,
    tradersLL: {},
    ...over,
  };
}
