import { computed } from "nanostores";
import type { GameMode } from "../contracts/item";
import { $user } from "./user";

/**
 * The price mode: the active character's game mode; PVP for anonymous visitors (SPEC §3, §9).
 * A file of its own so that the item page's island can use it without the cache store (zod).
 */
export const $priceMode = computed($user, (user): GameMode => (user?.gameMode === "PVE" ? "pve" : "pvp"));

/** Whether the visitor has Pro status (mirrors the server's rule; the API decides). */
export const $isPro = computed($user, (user) => user?.pro === true);
