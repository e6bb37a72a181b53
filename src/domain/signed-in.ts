import { parseCookies } from "./locale";

/**
 * A readable cookie beside the HttpOnly session cookie, holding no secret ("1"): the server sets
 * it with the session and drops it with the session, and pages ask for the signed-in user only
 * when it is there, so a visitor's page makes no failing request.
 */
export const SIGNED_IN_COOKIE = "tm_signed_in";

/**
 * Whether a Cookie string carries the signed-in marker.
 * @example hasSignedInMarker("tm_locale=ru; tm_signed_in=1") // true
 */
export function hasSignedInMarker(cookies: string | null | undefined): boolean {
  return parseCookies(cookies).get(SIGNED_IN_COOKIE) === "1";
}

/**
 * Where the browser keeps what the header shows of the active character between pages
 * (stores/user-session.ts writes it): display fields and the character's game mode only.
 */
export const SESSION_HINT_KEY = "tm_user_hint";
