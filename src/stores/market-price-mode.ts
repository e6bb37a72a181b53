import { useSyncExternalStore } from "react";
import type { GameMode } from "../contracts/item";
import { $user, type SessionUser } from "./user";

/** The price mode of a user: the active character's game mode; PVP for anonymous visitors (SPEC §3, §9). */
export const priceModeOf = (user: SessionUser | null): GameMode => (user?.gameMode === "PVE" ? "pve" : "pvp");

const subscribe = (onChange: () => void) => $user.listen(onChange);
const getUser = () => $user.get();
const noUser = () => null;

/**
 * The price mode in a React island, read straight from $user: the item page's island avoids
 * computed stores and @nanostores/react to stay within its page-weight budget.
 */
export function usePriceMode(): GameMode {
  return priceModeOf(useSyncExternalStore(subscribe, getUser, noUser));
}
