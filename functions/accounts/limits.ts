/** Lifetimes and limits of login, sessions and share links, in one place. */

/** Session cookie name and lifetime (60 days). */
export const SESSION_COOKIE = "tm_session";
export const SESSION_TTL_MS = 60 * 24 * 60 * 60 * 1000;
/** Random bytes in a session id and a share token. */
export const TOKEN_BYTES = 32;

/** Share links sign another device in once, within 15 minutes. */
export const SHARE_TTL_MS = 15 * 60 * 1000;

/** Login-mail sends: per address and per client IP, fixed windows (times RATE_LIMIT_FACTOR, functions/env-vars.ts). */
export const SEND_LIMITS = {
  perEmail: { max: 5, windowMs: 10 * 60 * 1000 },
  perIp: { max: 20, windowMs: 60 * 60 * 1000 },
} as const;

/** Characters per account, the main profile included. */
export const MAX_CHARACTERS = 20;
/** Custom prices per character and map (buy or sell). */
export const MAX_CUSTOM_PRICES = 2000;

/** The OAuth state cookie of the patron login: 10 minutes to come back from the provider. */
export const OAUTH_STATE_COOKIE = "tm_oauth_state";
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
/** An active patron without a next charge date is Pro for this long after signing in. */
export const PATRON_DEFAULT_MS = 31 * 24 * 60 * 60 * 1000;
