import { type EnvVarName, type EnvVars, parseEnvVars } from "./env-vars";

/** The bindings of wrangler.toml, as `npm run types` writes them (functions/worker-configuration.d.ts). */
type Bindings = Pick<Cloudflare.Env, "DB" | "ASSETS" | "PILOT_RELAY">;

/** The env as the runtime hands it over: bindings, [vars] and secrets, all text and unchecked. */
export type RawEnv = Bindings & { [K in EnvVarName]?: string };

/** The env the app reads: the bindings and the variables parsed by functions/env-vars.ts. */
export type Env = Bindings & EnvVars;

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

const parsed = new WeakMap<object, EnvResult>();

/**
 * The parsed env of the Worker, once per env object (the runtime passes the same one to every
 * request of an isolate, so this runs at its first request). A misconfigured env gives the
 * problems, naming each variable without its value.
 */
export function readEnv(raw: RawEnv): EnvResult {
  const known = parsed.get(raw);
  if (known) return known;
  const vars = parseEnvVars(raw);
  const result: EnvResult = vars.ok ? { ok: true, env: { ...raw, ...vars.vars } } : vars;
  parsed.set(raw, result);
  return result;
}

/** The one log line of a misconfigured Worker. */
export const misconfigured = (problems: string[]) =>
  `[env] misconfigured Worker, every request answers 500 until this is fixed: ${problems.join("; ")}`;

/** The signed-in account of a request (docs/product.md §3), loaded once by the session middleware. */
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
