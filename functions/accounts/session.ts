import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
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
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: !isLocalHost(c.req.url),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(c: Context<AppBindings>): void {
  deleteCookie(c, SESSION_COOKIE, {
    path: "/",
    secure: !isLocalHost(c.req.url),
    httpOnly: true,
    sameSite: "Lax",
  });
}

export const readSessionId = (c: Context<AppBindings>): string | null => getCookie(c, SESSION_COOKIE) ?? null;
