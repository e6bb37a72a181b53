import { type Context, Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { authEndpoints } from "../../src/contracts/auth";
import { isLocale, LOCALE_COOKIE, localePath } from "../../src/domain/locale";
import { requestCookie } from "../accounts/cookies";
import { randomToken } from "../accounts/crypto";
import { OAUTH_STATE_COOKIE, OAUTH_STATE_TTL_MS, TOKEN_BYTES } from "../accounts/limits";
import {
  authorizeLocation,
  callbackUrl,
  fetchIdentity,
  patreonConfig,
  readPatron,
} from "../accounts/patreon";
import { isLocalHost, startSession } from "../accounts/session";
import { accountForEmail } from "../accounts/sign-in";
import { clock } from "../clock";
import { setPatronUntil } from "../db/queries/users";
import { onRaw } from "../endpoint";
import type { AppBindings } from "../env";
import { notFound } from "../errors";

const STATE_PATH = "/api/be/auth/patreon";

/** /user in the visitor's locale, with the outcome of the patron login in the query. */
function backToUser(c: Context<AppBindings>, lang: string | undefined, outcome: string) {
  c.header("Cache-Control", "no-store");
  return c.redirect(localePath(`/user?patreon=${outcome}`, lang), 302);
}

/**
 * Patron login (OAuth 2 authorization code). /start sends the browser to the provider with a
 * random state kept in a short-lived cookie; /callback checks the state, exchanges the code,
 * reads the identity: the verified email signs in (an account is created when new) and an
 * active patron becomes Pro until the next charge date. Until configured, /start sends the
 * browser back to /user with the "unavailable" outcome and /callback is off (404).
 */
export const patreonRoutes = new Hono<AppBindings>();

onRaw(patreonRoutes, authEndpoints.patreonStart, [], (c) => {
  const config = patreonConfig(c.env);
  const lang = c.req.query("lang") ?? requestCookie(c.req.header("Cookie"), LOCALE_COOKIE.name) ?? "en";
  if (!config) return backToUser(c, lang, "unavailable");
  const state = randomToken(TOKEN_BYTES);
  setCookie(c, OAUTH_STATE_COOKIE, `${state}.${isLocale(lang) ? lang : "en"}`, {
    httpOnly: true,
    sameSite: "Lax",
    path: STATE_PATH,
    secure: !isLocalHost(c.req.url),
    maxAge: OAUTH_STATE_TTL_MS / 1000,
  });
  c.header("Cache-Control", "no-store");
  return c.redirect(authorizeLocation(config, callbackUrl(c.req.url), state), 302);
});

onRaw(patreonRoutes, authEndpoints.patreonCallback, [], async (c) => {
  const config = patreonConfig(c.env);
  if (!config) throw notFound();
  const [expected, lang] = (requestCookie(c.req.header("Cookie"), OAUTH_STATE_COOKIE) ?? "").split(".");
  deleteCookie(c, OAUTH_STATE_COOKIE, { path: STATE_PATH, secure: !isLocalHost(c.req.url) });
  const { code, state, error } = c.req.query();
  if (!expected || state !== expected) return backToUser(c, lang, "state");
  if (error || !code) return backToUser(c, lang, "denied");
  const now = clock.now();
  let patron: ReturnType<typeof readPatron>;
  try {
    const identity = await fetchIdentity(config, { code, redirectUri: callbackUrl(c.req.url) });
    patron = readPatron(identity, { now, campaignId: config.campaignId });
  } catch (err) {
    console.error("[patreon] login failed", err);
    return backToUser(c, lang, "failed");
  }
  if (!patron.email) return backToUser(c, lang, "email");
  const uid = await accountForEmail(c.env, { email: patron.email, locale: lang, now });
  await setPatronUntil(c.env.DB, uid, patron.patronUntil);
  await startSession(c, uid);
  return backToUser(c, lang, patron.patronUntil ? "pro" : "ok");
});
