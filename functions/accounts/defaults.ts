import {
  type CharSummary,
  DEFAULT_SETTINGS_FLAGS,
  type Fraction,
  type Progression,
  type SettingsFlags,
  TRACKED_TRADERS,
  type User,
  type UserGameMode,
} from "../../src/contracts/user";

/** What a character's `fields` JSON column holds: its own fields and its settings flags. */
export type CharacterFields = Omit<User, keyof Progression | AccountKey> & SettingsFlags;
type AccountKey = "uid" | "charUid" | "email" | "username" | "admin" | "pro" | "patronUntil" | "chars";

/** A new character (docs/product.md §3): level 1, the 8 traders at loyalty 1, every standing 0, skills 0, the flags' defaults. */
export function newCharacterFields(opts: {
  fraction: Fraction;
  gameMode: UserGameMode;
  charName: string;
}): CharacterFields {
  return {
    charName: opts.charName,
    fraction: opts.fraction,
    gameMode: opts.gameMode,
    gameEdition: "Standard",
    level: 1,
    tradersLL: Object.fromEntries(TRACKED_TRADERS.map((t) => [t, 1])),
    tradersStanding: {},
    favList: [],
    userPricesMap: {},
    userSellPricesMap: {},
    feature_maps: {},
    ...DEFAULT_SETTINGS_FLAGS,
  };
}

export const EMPTY_PROGRESSION: Progression = {
  questsDone: [],
  questsHidden: [],
  itemsFound: {},
  modulesBuilt: [],
};

/** Stored JSON read back over the defaults, so characters saved before a new field still answer it. */
export function readFields(json: string): CharacterFields {
  const base = newCharacterFields({ fraction: "Usec", gameMode: "PVP", charName: "PMC" });
  return { ...base, ...(parseObject(json) as Partial<CharacterFields>) };
}

export function readProgression(json: string): Progression {
  return { ...EMPTY_PROGRESSION, ...(parseObject(json) as Partial<Progression>) };
}

export function charSummary(uid: string, f: CharacterFields): CharSummary {
  return { uid, fraction: f.fraction, level: f.level, charName: f.charName, gameMode: f.gameMode };
}

function parseObject(json: string): object {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === "object" && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}
