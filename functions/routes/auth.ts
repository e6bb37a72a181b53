import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import {
  AUTH_MESSAGES,
  authEndpoints,
  LOGIN_CODE_MAX_TRIES,
  LOGIN_CODE_TTL_MS,
} from "../../src/contracts/auth";
import { LOCALE_COOKIE, localePath } from "../../src/domain/locale";
import { randomCode, sha256Hex } from "../accounts/crypto";
import { SEND_LIMITS } from "../accounts/limits";
import { clearSessionCookie, startSession } from "../accounts/session";
import { accountForEmail } from "../accounts/sign-in";
import { clock } from "../clock";
import { checkLoginCode, putLoginCode } from "../db/queries/login-codes";
import { giveBack, takeSlot } from "../db/queries/rate-limit";
import { accountByUid, deleteSession } from "../db/queries/sessions";
import { userView } from "../db/queries/users";
import { on, onRaw } from "../endpoint";
import type { AppBindings, Env } from "../env";
import { badRequest, HttpError } from "../errors";
import { mailTransport } from "../mail";
import { loginMail } from "../mail/transport";

const rateLimited = () => new HttpError("rate_limited", AUTH_MESSAGES.rateLimited);

const invalidEmail = () => AUTH_MESSAGES.invalidEmail;
const invalidEmailOrCode = (issues: { path: PropertyKey[] }[]) =>
  issues.some((i) => i.path[0] === "email") ? AUTH_MESSAGES.invalidEmail : AUTH_MESSAGES.invalidCode;

/** AUTH_PEPPER is required in production (functions/env-vars.ts); only local mail mode may leave it empty. */
const codeHash = (env: Env, email: string, code: string) => sha256Hex(`${env.AUTH_PEPPER}:${email}:${code}`);

/** Email-code login (SPEC §4, §5) and logout. */
export const authRoutes = new Hono<AppBindings>();

on(
  authRoutes,
  authEndpoints.emailSend,
  [],
  async (c, { body }) => {
    const { email } = body;
    const now = clock.now();
    const factor = c.env.RATE_LIMIT_FACTOR;
    const ip = c.req.header("CF-Connecting-IP") ?? "local";
    const take = (key: string, limit: { max: number; windowMs: number }) =>
      takeSlot(c.env.DB, { key, max: limit.max * factor, windowMs: limit.windowMs, now });
    // The IP first; only a mail that goes out keeps its slots, so a refused or failed request
    // spends neither the address's allowance nor the IP's.
    const ipSlot = await take(`send-ip:${ip}`, SEND_LIMITS.perIp);
    if (!ipSlot) throw rateLimited();
    const emailSlot = await take(`send-email:${email}`, SEND_LIMITS.perEmail);
    if (!emailSlot) {
      await giveBack(c.env.DB, ipSlot);
      throw rateLimited();
    }
    let sent = false;
    try {
      const code = randomCode();
      await putLoginCode(c.env.DB, {
        email,
        codeHash: await codeHash(c.env, email, code),
        expiresAt: now + LOGIN_CODE_TTL_MS,
      });
      await mailTransport(c.env)
        .send(loginMail({ to: email, code }), now)
        .catch((err: unknown) => {
          console.error("[mail] send failed", err);
          throw new HttpError("server_error", AUTH_MESSAGES.sendFailed);
        });
      sent = true;
    } finally {
      if (!sent) await Promise.all([giveBack(c.env.DB, ipSlot), giveBack(c.env.DB, emailSlot)]);
    }
    return { ok: true as const };
  },
  { invalidBody: invalidEmail },
);

on(
  authRoutes,
  authEndpoints.emailVerify,
  [],
  async (c, { body }) => {
    const { email, code } = body;
    const now = clock.now();
    const check = await checkLoginCode(c.env.DB, {
      email,
      codeHash: await codeHash(c.env, email, code),
      now,
      maxTries: LOGIN_CODE_MAX_TRIES,
    });
    if (check === "exhausted") throw rateLimited();
    if (check === "invalid") throw badRequest(AUTH_MESSAGES.invalidCode);
    const uid = await accountForEmail(c.env, { email, locale: getCookie(c, LOCALE_COOKIE.name), now });
    const account = await accountByUid(c.env.DB, uid);
    if (!account) throw new Error("account vanished");
    await startSession(c, uid);
    return userView(c.env.DB, account);
  },
  { invalidBody: invalidEmailOrCode },
);

onRaw(authRoutes, authEndpoints.logout, [], async (c, { query }) => {
  const hash = c.get("sessionHash");
  if (hash) await deleteSession(c.env.DB, hash);
  clearSessionCookie(c);
  const lang = query.lang;
  const to = localePath("/", lang);
  c.header("Cache-Control", "no-store");
  // 303: the browser follows the form's POST with a GET of the home page
  return c.redirect(to, 303);
});
