import { createMiddleware } from "hono/factory";
import { said } from "../../src/contracts/messages";
import { hasSignedInMarker } from "../../src/domain/signed-in";
import { clearSessionCookie, readSessionId, sessionOf, setSignedInMarker } from "../accounts/session";
import { clock } from "../clock";
import type { AppBindings } from "../env";
import { HttpError } from "../errors";

/** Loads the signed-in account once per request into c.var.user / c.var.sessionHash (null when anonymous). */
export const sessionMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  c.set("user", null);
  c.set("sessionHash", null);
  if (readSessionId(c)) {
    const session = await sessionOf(c.env.DB, c.req.header("Cookie"), clock.now());
    if (session) {
      c.set("user", session.account);
      c.set("sessionHash", session.hash);
      // sessions from before the marker existed get it on their next call (every page asks for the alert)
      if (!hasSignedInMarker(c.req.header("Cookie"))) setSignedInMarker(c);
    } else {
      // an expired or ended session: the browser forgets it (and its signed-in marker), so its
      // pages stop asking for the user; a sign-in in this same request sets new cookies after these
      clearSessionCookie(c);
    }
  }
  await next();
});

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing requests sent by another site. The Origin must be exactly the request's
 * own origin: scheme, host and port, as browsers serialise it (no path, no user@). Without an
 * Origin, a Referer whose origin differs (or that carries user@) is refused, and so is
 * Sec-Fetch-Site: cross-site; a request with none of these is a non-browser client and passes.
 * SameSite=Lax already keeps the cookie off most cross-site requests; this closes the rest.
 */
export const sameOriginMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    const own = (origin: string | null) => isOwnOrigin(origin, c.req.url, c.req.header("Host"));
    const origin = c.req.header("Origin");
    const referer = c.req.header("Referer");
    if (origin !== undefined) {
      if (!own(origin)) throw crossSite();
    } else if (referer !== undefined) {
      if (!own(originOfUrl(referer))) throw crossSite();
    } else if (c.req.header("Sec-Fetch-Site") === "cross-site") {
      throw crossSite();
    }
  }
  await next();
});

const crossSite = () => new HttpError("forbidden", said("error.crossSite"));

/** The origin a URL belongs to; null when it is no URL or carries user@ credentials. */
function originOfUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.username || u.password ? null : u.origin;
  } catch {
    return null;
  }
}

/**
 * Whether a serialised origin is exactly the request's own: that of its URL, or the same scheme
 * with the Host header the client sent (the two differ only behind a proxy that rewrites the URL).
 */
export function isOwnOrigin(origin: string | null, url: string, hostHeader: string | undefined): boolean {
  if (origin === null) return false;
  const own = new URL(url);
  if (origin === own.origin) return true;
  return hostHeader !== undefined && origin === originOfUrl(`${own.protocol}//${hostHeader}`);
}
