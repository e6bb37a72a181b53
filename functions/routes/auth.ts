import { type Context, Hono } from "hono";
import {
  AUTH_MESSAGES,
  authEndpoints,
  LOGIN_CODE_MAX_TRIES,
  LOGIN_CODE_TTL_MS,
} from "../../src/contracts/auth";
import { LOCALE_COOKIE, localePath } from "../../src/domain/locale";
import { requestCookie } from "../accounts/cookies";
import { randomCode, sha256Hex } from "../accounts/crypto";
import { SEND_LIMITS, VERIFY_LIMITS } from "../accounts/limits";
import { type Requester, requesterOf } from "../accounts/requester";
import { clearSessionCookie, startSession } from "../accounts/session";
import { accountForEmail } from "../accounts/sign-in";
import { clock } from "../clock";
import { checkLoginCode, ownsLiveCode, putLoginCode } from "../db/queries/login-codes";
import { giveBack, type LimitSlot, takeSlot } from "../db/queries/rate-limit";
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

/** Email-code login (docs/product.md §4, §5) and logout. */
export const authRoutes = new Hono<AppBindings>();

type Limit = { max: number; windowMs: number };

/**
 * Takes one slot of each limit, all or none: a refused request spends nothing (the slots already
 * taken are given back). The slots taken, or null when one limit is full.
 */
async function takeAll(c: Context<AppBindings>, limits: [string, Limit][], now: number) {
  const factor = c.env.RATE_LIMIT_FACTOR;
  const taken: LimitSlot[] = [];
  for (const [key, limit] of limits) {
    const slot = await takeSlot(c.env.DB, { key, max: limit.max * factor, windowMs: limit.windowMs, now });
    if (!slot) {
      await giveAll(c.env.DB, taken);
      return null;
    }
    taken.push(slot);
  }
  return taken;
}
const giveAll = (db: D1Database, slots: LimitSlot[]) => Promise.all(slots.map((s) => giveBack(db, s)));

/** The requester's own limits (its address and, when known, its network), under a prefix. */
function requesterLimits(prefix: string, who: Requester, limits: { perIp: Limit; perNetwork: Limit }) {
  const out: [string, Limit][] = [[`${prefix}-ip:${who.ip}`, limits.perIp]];
  if (who.network) out.push([`${prefix}-net:${who.network}`, limits.perNetwork]);
  return out;
}

on(
  authRoutes,
  authEndpoints.emailSend,
  [],
  async (c, { body }) => {
    const { email } = body;
    const now = clock.now();
    const who = requesterOf(c.req.header("CF-Connecting-IP"));
    // the requester's allowance, then its allowance for this address; only a mail that goes out
    // keeps its slots. Nothing is limited per address alone, so no one can spend the owner's.
    const slots = await takeAll(
      c,
      [...requesterLimits("send", who, SEND_LIMITS), [`send-email:${email}:${who.ip}`, SEND_LIMITS.perEmail]],
      now,
    );
    if (!slots) throw rateLimited();
    let sent = false;
    try {
      const code = randomCode();
      await putLoginCode(c.env.DB, {
        email,
        codeHash: await codeHash(c.env, email, code),
        requester: await sha256Hex(who.ip),
        expiresAt: now + LOGIN_CODE_TTL_MS,
        now,
      });
      await mailTransport(c.env, c.req.url)
        .send(loginMail({ to: email, code }), now)
        .catch((err: unknown) => {
          console.error("[mail] send failed", err);
          throw new HttpError("server_error", AUTH_MESSAGES.sendFailed);
        });
      sent = true;
    } finally {
      if (!sent) await giveAll(c.env.DB, slots);
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
    const who = requesterOf(c.req.header("CF-Connecting-IP"));
    const requester = await sha256Hex(who.ip);
    // a requester that asked for none of the address's live codes shares a small allowance for
    // it; one that did is never held back by others' tries
    const owner = await ownsLiveCode(c.env.DB, { email, requester, now });
    const limits: [string, Limit][] = [
      ...requesterLimits("verify", who, VERIFY_LIMITS),
      [`verify-email:${email}:${who.ip}`, VERIFY_LIMITS.perEmail],
    ];
    if (!owner) limits.push([`verify-foreign:${email}`, VERIFY_LIMITS.foreign]);
    const slots = await takeAll(c, limits, now);
    if (!slots) throw rateLimited();
    const check = await checkLoginCode(c.env.DB, {
      email,
      codeHash: await codeHash(c.env, email, code),
      requester,
      now,
      maxTries: LOGIN_CODE_MAX_TRIES,
    });
    if (check === "exhausted") throw rateLimited();
    if (check === "invalid") throw badRequest(AUTH_MESSAGES.invalidCode);
    // a right code costs none of the allowances
    await giveAll(c.env.DB, slots);
    const uid = await accountForEmail(c.env, {
      email,
      locale: requestCookie(c.req.header("Cookie"), LOCALE_COOKIE.name) ?? undefined,
      now,
    });
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
