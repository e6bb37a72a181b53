import { computed } from "nanostores";
import type { GameMode } from "../contracts/game-mode";
import { priceModeOf } from "./market-price-mode";
import { $user } from "./user";
import { $expectedMode } from "./user-state";

/**
 * The price mode: the active character's game mode; PVP for anonymous visitors (docs/product.md §3, §9);
 * until GET /users/me answers, the mode the page expects (the last character's on a signed-in browser).
 * (The item page's script reads $user with priceModeOf instead, to stay small.)
 */
export const $priceMode = computed(
  [$user, $expectedMode],
  (user, expected): GameMode => priceModeOf(user, expected),
);

/** Whether the visitor has Pro status (mirrors the server's rule; the API decides). */
export const $isPro = computed($user, (user) => user?.pro === true);
