import { atom } from "nanostores";
import { loadCache } from "./cache";
import { $isPro, $priceMode } from "./market-mode";

/**
 * Market state beside $cache: the price mode (the active character's game mode; PVP for
 * anonymous visitors, see market-mode.ts) and favourites. Favourites are Pro-only (SPEC §6); until the accounts
 * API saves favList (PUT /api/be/users/me), a Pro user's stars are kept in this browser.
 */
export { $priceMode };

export const $canFavourite = $isPro;

const FAV_KEY = "tm_fav_list";

const readFavourites = (): string[] => {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(FAV_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
};

export const $favourites = atom<ReadonlySet<string>>(new Set());

/** Reads the stored favourites (call once on the client). */
export function initFavourites(): void {
  $favourites.set(new Set(readFavourites()));
}

/** Toggles an item in favList; false (and nothing changes) when the user is not Pro. */
export function toggleFavourite(uid: string): boolean {
  if (!$canFavourite.get()) return false;
  const next = new Set($favourites.get());
  if (next.has(uid)) next.delete(uid);
  else next.add(uid);
  $favourites.set(next);
  try {
    globalThis.localStorage?.setItem(FAV_KEY, JSON.stringify([...next]));
  } catch {
    // storage disabled: favourites last for this page view
  }
  return true;
}

/** Loads the cache for the current price mode now and again whenever the mode changes. */
export function followPriceMode(): () => void {
  return $priceMode.subscribe((mode) => {
    void loadCache({ mode });
  });
}
