import { endpoint } from "./endpoint";
import { userSchema } from "./user";
import { lazySchema, z } from "./zod-mini";

/**
 * Login and session contracts (docs/product.md §4 email login, share link, username choice). The paths are
 * not shown in the spec; these are the site's own under /api/be/auth/. The login form parses
 * with these schemas in the browser, so they are zod/mini (./zod-mini).
 */

/** The messages of docs/product.md §4/§8, quoted exactly; the API answers them as `error.message`. */
export const AUTH_MESSAGES = {
  invalidEmail: "Invalid email",
  sendFailed: "Error sending to the specified email",
  invalidCode: "Error: invalid code",
  rateLimited: "429 - Rate limit exceeded",
  shareNotValid: "share link not valid",
  shareAccepted: "share link already accepted",
  usernameTaken: "Username already exists",
} as const;

/** Login codes are 6 digits, valid 10 minutes, at most 5 wrong tries. */
export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
export const LOGIN_CODE_MAX_TRIES = 5;

/** POST /api/be/auth/email/send */
export const emailSendBodySchema = lazySchema(() =>
  z.object({
    email: z.pipe(
      z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
      z.email(AUTH_MESSAGES.invalidEmail),
    ),
  }),
);

/** POST /api/be/auth/email/verify */
export const emailVerifyBodySchema = lazySchema(() =>
  z.object({
    email: emailSendBodySchema.shape.email,
    code: z.string().check(z.regex(/^\d{6}$/, AUTH_MESSAGES.invalidCode)),
  }),
);

/** POST /api/be/auth/share (create) answers the token; POST /api/be/auth/share/accept takes it. */
export const shareTokenSchema = lazySchema(() =>
  z.object({ token: z.string().check(z.minLength(16), z.maxLength(128)) }),
);

/** A plain success answer of the auth endpoints. */
export const okResponseSchema = lazySchema(() => z.object({ ok: z.literal(true) }));

/** POST /api/be/auth/share answer: the token and the page that accepts it (`/user?share=<token>`). */
export const shareLinkSchema = lazySchema(() => z.object({ token: z.string(), url: z.string() }));
export type ShareLink = z.infer<typeof shareLinkSchema>;

/**
 * What the patron login reports to the page: `/user?patreon=<outcome>` ("pro" and "ok" are
 * signed in; "unavailable" means the server has no Patreon login configured).
 */
export const PATREON_OUTCOMES = ["pro", "ok", "denied", "state", "failed", "email", "unavailable"] as const;
export type PatreonOutcome = (typeof PATREON_OUTCOMES)[number];

/** The login, logout, share-link and patron-login endpoints. */
export const authEndpoints = {
  /** A 6-digit code by mail (rate-limited per IP, then per address). */
  emailSend: endpoint({
    method: "POST",
    path: "/auth/email/send",
    body: emailSendBodySchema,
    response: okResponseSchema,
  }),
  /** Signs in with the code: the user, and the session cookie. */
  emailVerify: endpoint({
    method: "POST",
    path: "/auth/email/verify",
    body: emailVerifyBodySchema,
    response: userSchema,
  }),
  /**
   * Ends the session; 303 to the home page of `lang`. A POST (a form), under the same-origin check,
   * so that no image or link of another page can sign anyone out; GET answers 405.
   */
  logout: endpoint({
    method: "POST",
    path: "/logout",
    query: lazySchema(() => z.object({ lang: z.optional(z.string()) })),
    response: null,
  }),
  /** A one-time link that signs another device in. */
  share: endpoint({ method: "POST", path: "/auth/share", response: shareLinkSchema }),
  /** Accepts a share link: the user, and a new session cookie. */
  shareAccept: endpoint({
    method: "POST",
    path: "/auth/share/accept",
    body: shareTokenSchema,
    response: userSchema,
  }),
  /** 302 to the patron provider (or back to /user when not configured). */
  patreonStart: endpoint({
    method: "GET",
    path: "/auth/patreon/start",
    query: lazySchema(() => z.object({ lang: z.optional(z.string()) })),
    response: null,
  }),
  /** The provider's redirect back: 302 to /user?patreon=<outcome>. */
  patreonCallback: endpoint({ method: "GET", path: "/auth/patreon/callback", response: null }),
};
