import { atom, computed } from "nanostores";
import {
  DEFAULT_SETTINGS_FLAGS,
  type SettingsFlags,
  settingsFlagsSchema,
  type User,
} from "../contracts/user";
import { z } from "../contracts/zod-mini";
import { browserStorage, type KeyValueStorage } from "./cache-keys";
import { $settings, $user, settingsFor, updateUser } from "./user";

/**
 * The calculators' settings (docs/product.md §3 hideout and settings flags). A Pro user's are the active
 * character's flags, saved with updateUser; anonymous and base users change them on the page,
 * kept in this browser only (starting at the §3 defaults).
 */
export const LOCAL_SETTINGS_KEY = "tm_calc_settings";

/** Flags a free user may not turn on (Pro only, docs/product.md §3: fuel). */
export const PRO_ONLY_FLAGS: readonly (keyof SettingsFlags)[] = ["hideoutUseFuel"];

let storage: KeyValueStorage | undefined;

/** The flags kept in the browser for visitors without Pro. */
export const $localSettings = atom<SettingsFlags>(DEFAULT_SETTINGS_FLAGS);

/** Reads the browser copy (unknown or bad fields fall back to the defaults). */
export function initLocalSettings(from: KeyValueStorage | undefined = browserStorage()): void {
  storage = from;
  try {
    const raw = storage?.getItem(LOCAL_SETTINGS_KEY);
    if (!raw) return;
    const parsed = z.partial(settingsFlagsSchema).safeParse(JSON.parse(raw));
    if (parsed.success) $localSettings.set({ ...DEFAULT_SETTINGS_FLAGS, ...parsed.data, hideoutUseFuel: "" });
  } catch {
    // unreadable storage: the defaults stand
  }
}

/** Whether the settings shown are the saved character's (Pro) or the page's own. */
export const $settingsSource = computed($user, (u) => (u?.pro ? "character" : "page"));

/**
 * The flags the calculators use, with trader levels, mode and custom prices: a Pro account's
 * character's, else the character's levels with the flags kept in the browser (`local`).
 */
function calcSettingsOf(account: User | null, user: ReturnType<typeof settingsFor>, local: SettingsFlags) {
  if (account?.pro) return user;
  return { ...user, ...local, hideoutUseFuel: "", userPricesMap: {}, userSellPricesMap: {} };
}

/** The flags the calculators use now (calcSettingsOf). */
export const $calcSettings = computed([$user, $settings, $localSettings], calcSettingsOf);

/**
 * A visitor's calculator settings before anything is kept: the build prices the calculators'
 * prerendered rows with them, and a hydrating island renders them as the build did.
 */
export const VISITOR_CALC_SETTINGS = calcSettingsOf(null, settingsFor(null), DEFAULT_SETTINGS_FLAGS);

/**
 * Changes calculator flags: a Pro user's are saved to the character (batched PUT /users/me),
 * anyone else's are kept in the browser. Pro-only flags are ignored for free users.
 */
export function setCalcSettings(patch: Partial<SettingsFlags>): void {
  if ($user.get()?.pro) {
    updateUser(patch);
    return;
  }
  const allowed = { ...patch };
  for (const key of PRO_ONLY_FLAGS) delete allowed[key];
  const next = { ...$localSettings.get(), ...allowed };
  $localSettings.set(next);
  try {
    storage?.setItem(LOCAL_SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: the change holds for this page only
  }
}

/** Rows whose profit a free user sees on the crafts and barters calculators (the best ones). */
export const FREE_CALC_ROWS = 10;
