import { atom } from "nanostores";
import type { User } from "../contracts/user";

/**
 * The signed-in user with the active character flattened into it (docs/product.md §3); null for anonymous
 * visitors. Only types are imported here so that light pages (the item page) can read it without
 * the API client and zod; the actions live in ./user.
 */
export const $user = atom<User | null>(null);

/** True while local changes wait to be sent or for the server copy to replace them (docs/product.md §4). */
export const $isUserDataUpdating = atom(false);
