import { computed } from "nanostores";
import type { GameMode } from "../contracts/game-mode";
import { priceModeOf } from "./market-price-mode";
import { $user } from "./user";

/**
 * The price mode: the active character's game mode; PVP for anonymous visitors (docs/product.md §3, §9).
 * (The item page's script reads $user with priceModeOf instead, to stay small.)
 */
export const $priceMode = computed($user, (user): GameMode => priceModeOf(user));

/** Whether the visitor has Pro status (mirrors the server's rule; the API decides). */
export const $isPro = computed($user, (user) => user?.pro === true);
