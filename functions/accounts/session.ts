import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SIGNED_IN_COOKIE } from "../../src/domain/signed-in";
import { clock } from "../clock";
import { createSession } from "../db/queries/sessions";
import type { AppBindings } from "../env";
import { randomToken, sha256Hex } from "./crypto";
import { SESSION_COOKIE, SESSION_TTL_MS, TOKEN_BYTES } from "./limits";

/** Cookies are Secure everywhere but on a local host (plain http in development and tests). */
export function isLocalHost(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

/** The session cookie's value of a request (Cookie header), or null. */
export function sessionIdFromCookieHeader(header: string | null): string | null {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
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

export const readSessionId = (c: Context<AppBindings>): string | null => getCookie(c, SESSION_COOKIE) ?? null;
