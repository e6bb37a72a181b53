/** Lifetimes and limits of login, sessions and share links, in one place. */

/** Session cookie name and lifetime (60 days). */
export const SESSION_COOKIE = "tm_session";
export const SESSION_TTL_MS = 60 * 24 * 60 * 60 * 1000;
/** Random bytes in a session id and a share token. */
export const TOKEN_BYTES = 32;

/** Share links sign another device in once, within 15 minutes. */
export const SHARE_TTL_MS = 15 * 60 * 1000;

/**
 * Sign-in limits, per requester: the client's address and, on Cloudflare, its network (the /24 of
 * an IPv4 address, the /48 of an IPv6 one). No limit is per address alone, so nobody can spend
 * another's allowance: fixed windows, times RATE_LIMIT_FACTOR (functions/env-vars.ts). The policy
 * in words is in the README ("Sign-in limits").
 */
export const SEND_LIMITS = {
  /** Mails one requester sends to one address (the inbox is not flooded). */
  perEmail: { max: 5, windowMs: 10 * 60 * 1000 },
  perIp: { max: 20, windowMs: 60 * 60 * 1000 },
  perNetwork: { max: 60, windowMs: 60 * 60 * 1000 },
} as const;
export const VERIFY_LIMITS = {
  /** Codes one requester tries for one address. */
  perEmail: { max: 5, windowMs: 10 * 60 * 1000 },
  perIp: { max: 30, windowMs: 60 * 60 * 1000 },
  perNetwork: { max: 90, windowMs: 60 * 60 * 1000 },
  /**
   * Tries for one address by requesters that asked for none of its live codes (another device,
   * or someone guessing); the requesters that did are never held back by it.
   */
  foreign: { max: 20, windowMs: 10 * 60 * 1000 },
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
