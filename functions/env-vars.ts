import { z } from "zod";

/**
 * The Worker's variables and secrets (wrangler.toml [vars]; secrets through `wrangler secret put`,
 * locally .dev.vars), parsed with zod once per isolate before any request is served
 * (functions/env.ts). A blank value counts as unset.
 *
 * MAIL_MODE decides what is required:
 * - "local" (development, `npm start`, the tests): login codes go to the log and the mail_outbox
 *   table, so they are readable anyway and AUTH_PEPPER may be missing (then login-code hashes have
 *   no pepper); the mail secrets are not used.
 * - "http" (production): AUTH_PEPPER (at least 16 characters) and MAIL_API_URL, MAIL_API_KEY,
 *   MAIL_FROM are required; a missing one fails every request with a log line naming it.
 */

const MIN_PEPPER = 16;
const WHOLE_FACTOR = "must be a whole number of at least 1";

const blankToUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUnset, schema.optional());
const text = () => optional(z.string({ error: "must be text" }));
const httpUrl = () => optional(z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }));
/** Values shown to players: surrounding spaces are dropped before the check. */
const trimmedOrUnset = (value: unknown) => {
  const unset = blankToUnset(value);
  return typeof unset === "string" ? unset.trim() : unset;
};
const shown = <T extends z.ZodType>(schema: T) => z.preprocess(trimmedOrUnset, schema.optional());
const httpsUrl = () => shown(z.url({ protocol: /^https$/, error: "must be an absolute https URL" }));
const emailAddress = () => shown(z.email({ error: "must be an e-mail address" }));
const PRICE_MAX = 100;

// The rules across variables run even when a single variable is already wrong, so one log line
// names every problem.
const everyProblemAtOnce = { when: () => true };

const MAIL_SECRETS = ["MAIL_API_URL", "MAIL_API_KEY", "MAIL_FROM"] as const;
const PATREON_URLS = ["PATREON_AUTHORIZE_URL", "PATREON_TOKEN_URL", "PATREON_IDENTITY_URL"] as const;

export const envVarsSchema = z
  .object({
    SITE_NAME: text(),
    MAIL_MODE: z.enum(["local", "http"], {
      error: 'must be "local" (codes go to the log: development only) or "http" (production)',
    }),
    /** Mixed into login-code hashes: any long random string. */
    AUTH_PEPPER: text(),
    MAIL_API_URL: httpUrl(),
    MAIL_API_KEY: text(),
    MAIL_FROM: text(),
    /** Comma-separated emails that become admin (and Pro) when they sign in. */
    ADMIN_EMAILS: text(),
    /** When set, the hourly cron imports game data and prices from this URL. */
    UPSTREAM_URL: httpUrl(),
    /**
     * TarkovTracker's data overlay (its dist/overlay.json): when set, the cron import applies its
     * task corrections and game editions to the feed's tasks, and fails whole without it.
     */
    OVERLAY_URL: httpUrl(),
    PATREON_CLIENT_ID: text(),
    PATREON_CLIENT_SECRET: text(),
    PATREON_AUTHORIZE_URL: httpUrl(),
    PATREON_TOKEN_URL: httpUrl(),
    PATREON_IDENTITY_URL: httpUrl(),
    /** When set, only a membership of this campaign makes a patron Pro. */
    PATREON_CAMPAIGN_ID: text(),
    /** The Discord application's Ed25519 public key (hex): the interactions endpoint is off without it. */
    DISCORD_PUBLIC_KEY: z.optional(
      z.string().regex(/^([0-9a-f]{64})?$/i, { error: "must be 64 hex digits" }),
    ),
    DISCORD_APPLICATION_ID: text(),
    /** The Payoneer account players pay Pro to (/payoneer-about); unset, the page says it is not set up. */
    PAYONEER_EMAIL: emailAddress(),
    /** What Pro costs, as free text shown on /payoneer-about ("5 USD a month"). */
    PRO_PRICE: shown(z.string().max(PRICE_MAX, { error: `must be at most ${PRICE_MAX} characters` })),
    /** The operator's creator page on Patreon (https), linked from /payoneer-about. */
    PATREON_PAGE_URL: httpsUrl(),
    /** Where players write to the operator, shown on /payoneer-about (the legal pages send readers there). */
    CONTACT_EMAIL: emailAddress(),
    /** Multiplies the sign-in limits and the pilot relay's frame rate (the e2e server and the benchmarks raise them); 1 when unset. */
    RATE_LIMIT_FACTOR: z.preprocess(
      blankToUnset,
      z.coerce
        .number({ error: WHOLE_FACTOR })
        .int({ error: WHOLE_FACTOR })
        .min(1, { error: WHOLE_FACTOR })
        .default(1),
    ),
  })
  .superRefine((env, ctx) => {
    const missing = (name: string, why: string) =>
      ctx.addIssue({ code: "custom", path: [name], message: `required ${why}` });
    if (env.MAIL_MODE === "http") {
      const why = '(a secret) when MAIL_MODE is "http"';
      if (!env.AUTH_PEPPER) missing("AUTH_PEPPER", why);
      else if (String(env.AUTH_PEPPER).length < MIN_PEPPER) {
        ctx.addIssue({
          code: "custom",
          path: ["AUTH_PEPPER"],
          message: `must be at least ${MIN_PEPPER} characters (any long random string)`,
        });
      }
      for (const name of MAIL_SECRETS) if (!env[name]) missing(name, why);
    }
    // Patron login is on when its client is configured; half a configuration is a mistake, not "off".
    if (env.PATREON_CLIENT_ID || env.PATREON_CLIENT_SECRET) {
      const why = "for patron login (PATREON_CLIENT_ID and PATREON_CLIENT_SECRET are set together)";
      if (!env.PATREON_CLIENT_ID) missing("PATREON_CLIENT_ID", why);
      if (!env.PATREON_CLIENT_SECRET) missing("PATREON_CLIENT_SECRET", why);
      for (const name of PATREON_URLS) if (!env[name]) missing(name, "for patron login");
    }
  }, everyProblemAtOnce)
  .transform((env) => ({ ...env, AUTH_PEPPER: env.AUTH_PEPPER ?? "" }));

/** The parsed variables: AUTH_PEPPER is "" only in local mode, RATE_LIMIT_FACTOR a number. */
export type EnvVars = z.output<typeof envVarsSchema>;
/** The names of every variable and secret the Worker reads. */
export type EnvVarName = keyof z.input<typeof envVarsSchema>;

export type EnvVarsResult = { ok: true; vars: EnvVars } | { ok: false; problems: string[] };

/**
 * Parses the variables of an env (bindings and unknown names are ignored). A problem names the
 * variable and what is wrong with it, never its value, so it is safe to log.
 */
export function parseEnvVars(raw: Record<string, unknown>): EnvVarsResult {
  const result = envVarsSchema.safeParse(raw);
  if (result.success) return { ok: true, vars: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.map(String).join(".")}: ${issue.message}`),
  };
}
