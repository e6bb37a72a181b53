/**
 * Site-wide settings an admin sets on /admin/global-settings (docs/product.md §3 App state, §4, §9).
 * - fuelBase: the generator's fuel units per hour before reductions (src/domain/fuel.ts);
 * - tournamentEnabled: shows the streamer challenge in the menu;
 * - helperVersion: the desktop helper's current version ("" when none is published);
 * - wipeDate: when the game's wipe happens (ms), or null; progress is reset once after it.
 */
export type GlobalSettings = {
  fuelBase: number;
  tournamentEnabled: boolean;
  helperVersion: string;
  wipeDate: number | null;
};

/** The settings a new site starts with; 6.6 units an hour is the generator's base consumption. */
export const DEFAULT_GLOBAL_SETTINGS: GlobalSettings = {
  fuelBase: 6.6,
  tournamentEnabled: false,
  helperVersion: "",
  wipeDate: null,
};

const isFiniteNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * The settings from a stored value, each field checked on its own: a missing or broken field takes
 * its default, so one bad field never hides the others.
 * @example readGlobalSettings({ fuelBase: 5 }).fuelBase // 5
 * @example readGlobalSettings({ fuelBase: -1 }).fuelBase // 6.6
 */
export function readGlobalSettings(stored: unknown): GlobalSettings {
  const s = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  const d = DEFAULT_GLOBAL_SETTINGS;
  return {
    fuelBase: isFiniteNumber(s.fuelBase) && s.fuelBase > 0 ? s.fuelBase : d.fuelBase,
    tournamentEnabled: typeof s.tournamentEnabled === "boolean" ? s.tournamentEnabled : d.tournamentEnabled,
    helperVersion: typeof s.helperVersion === "string" ? s.helperVersion : d.helperVersion,
    wipeDate: isFiniteNumber(s.wipeDate) && s.wipeDate >= 0 ? s.wipeDate : d.wipeDate,
  };
}

/**
 * Whether the wipe reset is due: a wipe date is set, it has passed, and the reset has not yet run
 * for that date (`doneFor`, the wipe date the last reset ran for). Moving the date later arms the
 * reset again; running it twice for one date does nothing.
 * @example wipeResetDue({ wipeDate: 100, doneFor: null, now: 150 }) // true
 * @example wipeResetDue({ wipeDate: 100, doneFor: 100, now: 150 }) // false
 */
export function wipeResetDue(opts: {
  wipeDate: number | null;
  doneFor: number | null;
  now: number;
}): boolean {
  const { wipeDate, doneFor, now } = opts;
  return wipeDate !== null && wipeDate <= now && doneFor !== wipeDate;
}
