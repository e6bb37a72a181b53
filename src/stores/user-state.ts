import { atom } from "nanostores";
import type { GameMode } from "../contracts/game-mode";
import type { User } from "../contracts/user";
import { pageExpectedMode } from "./expected-mode";

/**
 * The signed-in user with the active character flattened into it (docs/product.md §3); null for anonymous
 * visitors. Only types are imported here so that light pages (the item page) can read it without
 * the API client and zod; the actions live in ./user.
 */
export const $user = atom<User | null>(null);

/** True while local changes wait to be sent or for the server copy to replace them (docs/product.md §4). */
export const $isUserDataUpdating = atom(false);

/**
 * Until GET /users/me has answered on this page, the price mode the page expects (expected-mode.ts:
 * the last character's, on a signed-in browser); null once it has answered. $priceMode starts in it,
 * so that a PvE player's page does not ask for PvP prices first, then PvE.
 */
export const $expectedMode = atom<GameMode | null>(pageExpectedMode());
