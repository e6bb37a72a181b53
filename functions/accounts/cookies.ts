import { parseCookies } from "../../src/domain/locale";
import { SESSION_COOKIE } from "./limits";

/** A cookie of a request's Cookie header (the one parser, src/domain/locale.ts), or null. */
export const requestCookie = (header: string | null | undefined, name: string): string | null =>
  parseCookies(header).get(name) || null;

/** The session cookie's value of a request (Cookie header), or null. */
export const sessionIdFromCookieHeader = (header: string | null | undefined): string | null =>
  requestCookie(header, SESSION_COOKIE);
