/**
 * The price mode a page expects before GET /users/me answers, so that what it asks first is what
 * it shows: PvP for a visitor; for a signed-in browser, the game mode of the character the last
 * page showed (the session hint, user-session.ts), or unknown. No store and no zod here: the
 * page's early script (early-data.ts) reads it too.
 */
import type { GameMode } from "../contracts/game-mode";
import { hasSignedInMarker, SESSION_HINT_KEY } from "../domain/signed-in";
import { browserStorage } from "./cache-keys";

/** The storage surface read (localStorage in the browser, a fake in tests). */
type HintStorage = Pick<Storage, "getItem">;

/**
 * The mode from the page's cookies and the browser's storage.
 * @example expectedMode("tm_locale=ru", undefined) // "pvp"
 */
export function expectedMode(cookies: string, storage: HintStorage | undefined): GameMode | null {
  if (!hasSignedInMarker(cookies)) return "pvp";
  try {
    const hint = JSON.parse(storage?.getItem(SESSION_HINT_KEY) ?? "null") as { gameMode?: unknown } | null;
    if (hint?.gameMode === "PVE") return "pve";
    if (hint?.gameMode === "PVP") return "pvp";
  } catch {
    // an unreadable hint: as none
  }
  return null;
}

/** expectedMode of the page this runs in; null outside a browser. */
export function pageExpectedMode(): GameMode | null {
  return globalThis.document ? expectedMode(globalThis.document.cookie, browserStorage()) : null;
}
