import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { SIGNED_IN_COOKIE } from "../../src/domain/signed-in";
import { clock } from "../clock";
import { accountBySession, createSession } from "../db/queries/sessions";
import type { AccountRow, AppBindings } from "../env";
import { sessionIdFromCookieHeader } from "./cookies";
import { randomToken, sha256Hex } from "./crypto";
import { SESSION_COOKIE, SESSION_TTL_MS, TOKEN_BYTES } from "./limits";

/** Cookies are Secure everywhere but on a local host (plain http in development and tests). */
export function isLocalHost(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

/**
 * The signed-in account of a request's Cookie header and its session's hash: the one session
 * lookup of the API, the admin gate and the pilot socket. Null when anonymous or expired.
 */
export async function sessionOf(
  db: D1Database,
  cookieHeader: string | null | undefined,
  now: number,
): Promise<{ account: AccountRow; hash: string } | null> {
  const id = sessionIdFromCookieHeader(cookieHeader);
  if (!id) return null;
  const hash = await sha256Hex(id);
  const account = await accountBySession(db, hash, now);
  return account ? { account, hash } : null;
}

/** Starts a session for a user: a random id in the cookie, only its SHA-256 in D1. */
export async function startSession(c: Context<AppBindings>, userUid: string): Promise<void> {
  const id = randomToken(TOKEN_BYTES);
  await createSession(c.env.DB, {
    idHash: await sha256Hex(id),
    userUid,
    now: clock.now(),
    ttlMs: SESSION_TTL_MS,
  });
  const secure = !isLocalHost(c.req.url);
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
  setSignedInMarker(c);
}

/** The readable signed-in marker (src/domain/signed-in.ts), as long-lived as a session. */
export function setSignedInMarker(c: Context<AppBindings>): void {
  setCookie(c, SIGNED_IN_COOKIE, "1", {
    sameSite: "Lax",
    path: "/",
    secure: !isLocalHost(c.req.url),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** Ends the session on this device: the session cookie and the signed-in marker go. */
export function clearSessionCookie(c: Context<AppBindings>): void {
  const secure = !isLocalHost(c.req.url);
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure, httpOnly: true, sameSite: "Lax" });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: "/", secure, sameSite: "Lax" });
}

export const readSessionId = (c: Context<AppBindings>): string | null =>
  sessionIdFromCookieHeader(c.req.header("Cookie"));
