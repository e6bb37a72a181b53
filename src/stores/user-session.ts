import type { CharSummary, User } from "../contracts/user";
import { hasSignedInMarker } from "../domain/signed-in";
import { $user } from "./user-state";

/**
 * The signed-in check every page makes from the header. It runs on the item page, whose JS
 * budget is tight, so the answer is checked by the small guard below instead of the User zod
 * schema; the popup, /user and /account read the same $user through the full store (./user).
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isMode = (v: unknown) => v === "PVP" || v === "PVE";
const isSide = (v: unknown) => v === "Bear" || v === "Usec";

function isCharSummary(v: unknown): v is CharSummary {
  return (
    isObject(v) &&
    typeof v.uid === "string" &&
    typeof v.charName === "string" &&
    typeof v.level === "number" &&
    isSide(v.fraction) &&
    isMode(v.gameMode)
  );
}

/**
 * Whether an answer of GET /users/me has the fields the header and the popup read.
 * @example isSessionUser({ uid: "u1" }) // false
 */
export function isSessionUser(v: unknown): v is User {
  return (
    isObject(v) &&
    typeof v.uid === "string" &&
    typeof v.charUid === "string" &&
    typeof v.pro === "boolean" &&
    typeof v.admin === "boolean" &&
    typeof v.charName === "string" &&
    typeof v.level === "number" &&
    isSide(v.fraction) &&
    isMode(v.gameMode) &&
    isObject(v.tradersLL) &&
    Array.isArray(v.chars) &&
    v.chars.every(isCharSummary)
  );
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
let pending: Promise<User | null> | undefined;

/**
 * GET /api/be/users/me once per page: fills $user for a signed-in visitor and leaves it null
 * otherwise (401, no network, an answer of another shape). Later calls share the first answer.
 */
export function loadSessionUser(
  fetchImpl: Fetch = (i, init) => globalThis.fetch(i, init),
  cookies: () => string = () => (globalThis as { document?: { cookie: string } }).document?.cookie ?? "",
): Promise<User | null> {
  pending ??= (async () => {
    // a visitor's page asks nothing: only a browser that signed in carries the marker cookie
    if (!hasSignedInMarker(cookies())) return null;
    try {
      const res = await fetchImpl("/api/be/users/me", {
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      if (!res.ok) {
        // read the small error body: an unread no-store answer keeps its request open
        await res.text().catch(() => "");
        return null;
      }
      const body: unknown = await res.json();
      if (!isSessionUser(body)) return null;
      // a login made on this page meanwhile (the /user form) is newer than this answer
      if (!$user.get()) $user.set(body);
      return body;
    } catch {
      return null;
    }
  })();
  return pending;
}

/** Tests start every case from a fresh page. */
export function resetSessionLoad(): void {
  pending = undefined;
}

/**
 * What the header shows of the active character before GET /users/me answers, kept in the
 * browser from the last page: a signed-in visitor sees the character block at once instead of the
 * login link for a moment. Only display fields; the server's answer always replaces it.
 */
export const SESSION_HINT_KEY = "tm_user_hint";
type HintStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The active character the last page showed, or null (none kept, or unreadable). */
export function readSessionHint(storage: HintStorage | undefined): CharSummary | null {
  try {
    const raw = storage?.getItem(SESSION_HINT_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isCharSummary(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the active character of a signed-in user for the next page; forgets it for anonymous. */
export function writeSessionHint(storage: HintStorage | undefined, user: User | null): void {
  try {
    if (!user) {
      storage?.removeItem(SESSION_HINT_KEY);
      return;
    }
    const { charUid: uid, charName, fraction, level, gameMode } = user;
    storage?.setItem(SESSION_HINT_KEY, JSON.stringify({ uid, charName, fraction, level, gameMode }));
  } catch {
    // storage full or blocked: the header just waits for the answer
  }
}
