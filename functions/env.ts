/** Bindings and variables of the Worker (wrangler.toml [vars]; secrets in .dev.vars / `wrangler secret put`). */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  PILOT_RELAY: DurableObjectNamespace;
  SITE_NAME: string;
  /** When set, the cron job imports game data and prices from this upstream URL. */
  UPSTREAM_URL?: string;
  /** "local": login mails go to the log and the mail_outbox table; anything else: the HTTP mail API. */
  MAIL_MODE?: string;
  /** Secrets of the HTTP mail API (production). */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** Comma-separated emails that become admin (and Pro) when they sign in. */
  ADMIN_EMAILS?: string;
  /** Secret mixed into login-code hashes (any long random string). */
  AUTH_PEPPER?: string;
  /** Patron login (OAuth 2 authorization code): the app's client id and secret (secrets)… */
  PATREON_CLIENT_ID?: string;
  PATREON_CLIENT_SECRET?: string;
  /** …and the provider's endpoints: authorize page, token exchange, identity with memberships. */
  PATREON_AUTHORIZE_URL?: string;
  PATREON_TOKEN_URL?: string;
  PATREON_IDENTITY_URL?: string;
  /** When set, only a membership of this campaign counts as Pro. */
  PATREON_CAMPAIGN_ID?: string;
  /** Multiplies the login-mail rate limits (the e2e server raises them; 1 when unset). */
  RATE_LIMIT_FACTOR?: string;
}

/** The signed-in account of a request (SPEC §3), loaded once by the session middleware. */
export interface AccountRow {
  uid: string;
  email: string | null;
  username: string | null;
  admin: boolean;
  pro: boolean;
  patronUntil: number | null;
  charUid: string;
}

export type AppVariables = {
  /** The signed-in account, or null for anonymous requests. */
  user: AccountRow | null;
  /** The SHA-256 of the request's session id, when signed in. */
  sessionHash: string | null;
};

export type AppBindings = { Bindings: Env; Variables: AppVariables };
