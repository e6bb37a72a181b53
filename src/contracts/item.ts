import { GAME_MODES } from "./game-mode";
import { z } from "./zod";

/**
 * The item pieces the classic-zod contracts (cache, calc, tag) build on: the game mode as a
 * classic schema, whose methods they call (`.default`), and the localized-name shape. The item
 * itself and POST /item/by-url are in ./item-by-url, the mode's values in ./game-mode, both
 * zod/mini: the item page imports those and never this module, so it ships no classic zod.
 */
export const gameModeSchema = z.enum(GAME_MODES);
export type { GameMode } from "./game-mode";
export { l10nSchema } from "./item-by-url";
