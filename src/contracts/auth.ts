import { z } from "./zod";

/**
 * Login and session contracts (SPEC §4 email login, share link, username choice). The paths are
 * not shown in the spec; these are the site's own under /api/be/auth/.
 */

/** The messages of SPEC §4/§8, quoted exactly; the API answers them as `error.message`. */
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
export const emailSendBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email(AUTH_MESSAGES.invalidEmail)),
});
export type EmailSendBody = z.infer<typeof emailSendBodySchema>;

/** POST /api/be/auth/email/verify */
export const emailVerifyBodySchema = z.object({
  email: emailSendBodySchema.shape.email,
  code: z.string().regex(/^\d{6}$/, AUTH_MESSAGES.invalidCode),
});
export type EmailVerifyBody = z.infer<typeof emailVerifyBodySchema>;

/** POST /api/be/auth/share (create) answers the token; POST /api/be/auth/share/accept takes it. */
export const shareTokenSchema = z.object({ token: z.string().min(16).max(128) });
export type ShareToken = z.infer<typeof shareTokenSchema>;

/** A plain success answer of the auth endpoints. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** POST /api/be/auth/share answer: the token and the page that accepts it (`/user?share=<token>`). */
export const shareLinkSchema = z.object({ token: z.string(), url: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/**
 * What the patron login reports to the page: `/user?patreon=<outcome>` ("pro" and "ok" are
 * signed in; "unavailable" means the server has no Patreon login configured).
 */
export const PATREON_OUTCOMES = ["pro", "ok", "denied", "state", "failed", "email", "unavailable"] as const;
export type PatreonOutcome = (typeof PATREON_OUTCOMES)[number];
