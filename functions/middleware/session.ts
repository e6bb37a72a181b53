import { createMiddleware } from "hono/factory";
import { sha256Hex } from "../accounts/crypto";
import { readSessionId } from "../accounts/session";
import { clock } from "../clock";
import { accountBySession } from "../db/queries/sessions";
import type { AppBindings } from "../env";
import { HttpError } from "../errors";

/** Loads the signed-in account once per request into c.var.user / c.var.sessionHash (null when anonymous). */
export const sessionMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  c.set("user", null);
  c.set("sessionHash", null);
  const id = readSessionId(c);
  if (id) {
    const hash = await sha256Hex(id);
    const user = await accountBySession(c.env.DB, hash, clock.now());
    if (user) {
      c.set("user", user);
      c.set("sessionHash", hash);
    }
  }
  await next();
});

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing requests sent by another site: an Origin naming another host, or (when
 * the browser sent no Origin) Sec-Fetch-Site: cross-site. SameSite=Lax already keeps the cookie off
 * most of them; this closes the rest.
 */
export const sameOriginMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    const origin = c.req.header("Origin");
    if (origin !== undefined) {
      if (!sameHost(origin, c.req.url, c.req.header("Host"))) throw crossSite();
    } else if (c.req.header("Sec-Fetch-Site") === "cross-site") {
      throw crossSite();
    }
  }
  await next();
});

const crossSite = () => new HttpError("forbidden", "Cross-site request refused");

function sameHost(origin: string, url: string, hostHeader: string | undefined): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === new URL(url).host || (hostHeader !== undefined && host === hostHeader);
}
