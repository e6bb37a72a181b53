import { type CharSummary, charSummarySchema, type User, userEndpoints } from "../contracts/user";
import { hasSignedInMarker, SESSION_HINT_KEY } from "../domain/signed-in";
import { type ApiClient, api } from "./api";
import { $expectedMode, $user } from "./user-state";

/**
 * The signed-in check every page makes from the header, through the typed client: the user
 * contracts are zod/mini, so even the item page's small budget holds the parse of its answer; the
 * popup, /user and /account read the same $user through the full store (./user).
 */

let pending: Promise<User | null> | undefined;

/**
 * GET /api/be/users/me once per page: fills $user for a signed-in visitor and leaves it null
 * otherwise (401, no network, an answer of another shape). Later calls share the first answer.
 */
export function loadSessionUser(
  client: ApiClient = api,
  cookies: () => string = () => (globalThis as { document?: { cookie: string } }).document?.cookie ?? "",
): Promise<User | null> {
  pending ??= (async () => {
    // a visitor's page asks nothing: only a browser that signed in carries the marker cookie
    if (!hasSignedInMarker(cookies())) return null;
    try {
      const user = await client.call(userEndpoints.me);
      // a login made on this page meanwhile (the /user form) is newer than this answer
      if (!$user.get()) $user.set(user);
      return user;
    } catch {
      return null;
    }
  })().finally(() => $expectedMode.set(null));
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
type HintStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The active character the last page showed, or null (none kept, or unreadable). */
export function readSessionHint(storage: HintStorage | undefined): CharSummary | null {
  try {
    const raw = storage?.getItem(SESSION_HINT_KEY);
    // a visitor keeps none: its page builds no user schema at all
    if (!raw) return null;
    const parsed = charSummarySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
