/** Bindings and variables of the Worker (wrangler.toml). */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  PILOT_RELAY: DurableObjectNamespace;
  SITE_NAME: string;
  DATA_MODE: string;
  /** When set, the cron job imports game data and prices from this upstream URL. */
  UPSTREAM_URL?: string;
}

export type AppBindings = { Bindings: Env };
