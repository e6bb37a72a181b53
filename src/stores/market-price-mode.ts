import type { GameMode } from "../contracts/game-mode";
import type { User } from "../contracts/user";

/**
 * The price mode of a user: the active character's game mode; PVP for anonymous visitors
 * (docs/product.md §3, §9). Before the signed-in user is known, the mode the page expects
 * ($expectedMode). Pure, so that the item page's script needs no computed store.
 * @example priceModeOf(null) // "pvp"
 */
export const priceModeOf = (
  user: Pick<User, "gameMode"> | null,
  expected: GameMode | null = null,
): GameMode => (user ? (user.gameMode === "PVE" ? "pve" : "pvp") : (expected ?? "pvp"));
