// Offline switches for astro and wrangler (STACK.md): nothing but loopback is contacted.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

export const OFFLINE_ENV = {
  ASTRO_TELEMETRY_DISABLED: "1",
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  NO_UPDATE_NOTIFIER: "1",
};

export const env = () => ({ ...process.env, ...OFFLINE_ENV });

/**
 * The arguments of `wrangler dev` for a local server (npm start, the e2e server, the benchmarks):
 * loopback only, on `port`, over the state in `persistTo` (wrangler's default when absent), with
 * login mail in the log and the outbox (MAIL_MODE local: wrangler.toml's committed [vars] are
 * production's, whose mail goes through the HTTP mail API), the sign-in and relay limits times
 * `rateFactor`, and `extra` arguments.
 * @param {{ port: string, persistTo?: string, logLevel: string, rateFactor?: number, extra?: string[] }} o
 */
export function wranglerDevArgs({ port, persistTo, logLevel, rateFactor = 1, extra = [] }) {
  return [
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    ...(persistTo ? ["--persist-to", persistTo] : []),
    "--show-interactive-dev-session=false",
    "--log-level",
    logLevel,
    "--var",
    "MAIL_MODE:local",
    "--var",
    `RATE_LIMIT_FACTOR:${rateFactor}`,
    ...extra,
  ];
}

/** Runs a command from node_modules/.bin (or PATH), inheriting stdio; throws on failure. */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: "inherit", env: env(), ...opts });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited with ${res.status}`);
}

/** Starts a long-running command in its own process group. */
export function start(cmd, args, opts = {}) {
  return spawn(cmd, args, { stdio: "inherit", env: env(), detached: true, ...opts });
}

/** A content hash of files and folders (sorted walk), for "rebuild only when changed". */
export function hashPaths(paths) {
  const h = createHash("sha256");
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) walk(join(p, name));
    } else {
      h.update(p);
      h.update(readFileSync(p));
    }
  };
  for (const p of paths) walk(p);
  return h.digest("hex").slice(0, 16);
}

/** A loopback TCP port free right now (the OS picks it), for a server started next. */
export const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
