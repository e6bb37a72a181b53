import { atom } from "nanostores";
import { loadCache } from "./cache";
import { $isPro, $priceMode } from "./market-mode";
import { $user, toggleFav } from "./user";

/**
 * Market state beside $cache: the price mode (the active character's game mode; PVP for
 * anonymous visitors, see market-mode.ts) and favourites. Favourites are Pro-only (docs/product.md §6): the
 * active character's favList, saved through the user store (PUT /api/be/users/me).
 */
export { $priceMode };

export const $canFavourite = $isPro;

export const $favourites = atom<ReadonlySet<string>>(new Set());

/** Reads the active character's favourites (call once on the client). */
export function initFavourites(): void {
  $favourites.set(new Set($user.get()?.favList ?? []));
}

/** Toggles an item in favList; false (and nothing changes) when the user is not Pro. */
export function toggleFavourite(uid: string): boolean {
  if (!$canFavourite.get()) return false;
  toggleFav(uid);
  return true;
}

// the stars follow the active character's favList
$user.subscribe((user) => {
  $favourites.set(new Set(user?.favList ?? []));
});

/** Loads the cache for the current price mode now and again whenever the mode changes. */
export function followPriceMode(): () => void {
  return $priceMode.subscribe((mode) => {
    // the market shows no quests: items only (progression, when on, asks for the quests itself)
    void loadCache({ mode, quests: false });
  });
}
