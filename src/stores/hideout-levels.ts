import { atom } from "nanostores";
import type { HideoutLevel } from "../domain/hideout-progress";

/**
 * The hideout levels of the game data. They come with the page (build-time data, props of the
 * island) and are set here by the island, so that the stores counting items can read them.
 */
export const $hideoutLevels = atom<readonly HideoutLevel[]>([]);

/** Sets the levels once per page (the first island with them wins; they are the same data). */
export function provideHideoutLevels(levels: readonly HideoutLevel[]): void {
  if ($hideoutLevels.get().length === 0 && levels.length > 0) $hideoutLevels.set(levels);
}
