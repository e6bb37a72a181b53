import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { env, hashPaths, run } from "./env.mjs";

const BUILD_INPUTS = [
  "src",
  "public",
  "astro.config.mjs",
  "scripts/astro",
  "package-lock.json",
  "tsconfig.json",
  "functions/db/schema.ts",
  // copied into dist by the build's integrations (scripts/astro)
  "data/snapshot/map-art",
  "data/ocr",
];
const STAMP = "dist/.build-stamp";

/** kv data_version of a game-data SQLite file (read in a child process: libSQL is async). */
function dataVersion(dataDb) {
  const code = `import { createClient } from "@libsql/client";
const c = createClient({ url: "file:" + process.argv[1] });
const r = await c.execute("SELECT value FROM kv WHERE key = 'data_version'");
console.log(String(r.rows[0]?.value ?? "none"));`;
  const res = spawnSync(process.execPath, ["--input-type=module", "-e", code, dataDb], { encoding: "utf8" });
  if (res.status !== 0) throw new Error(`cannot read the data version of ${dataDb}: ${res.stderr}`);
  return res.stdout.trim();
}

/**
 * Builds the static site unless dist/ was built from the same inputs and data version. Item
 * and tag pages are prerendered from the game data in `dataDb` (passed to astro as DATA_DB):
 * migrate and load the data first.
 */
export function buildIfChanged({ dataDb = localD1File() } = {}) {
  const hash = `${hashPaths(BUILD_INPUTS)}.${dataVersion(dataDb)}`;
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === hash) {
    console.log("[start] site unchanged since the last build: reusing dist/");
    return;
  }
  run("astro", ["build"], { env: { ...env(), DATA_DB: dataDb } });
  writeFileSync(STAMP, hash);
}

/** Applies D1 migrations to a local database (persisted under persistTo, or wrangler's default). */
export function migrateLocal(persistTo) {
  const hash = hashPaths(["migrations"]);
  const dir = persistTo ?? ".wrangler/state";
  const stamp = `${dir}/.migrations-stamp`;
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) {
    console.log("[start] database migrations already applied");
    return;
  }
  const args = ["d1", "migrations", "apply", "DB", "--local"];
  if (persistTo) args.push("--persist-to", persistTo);
  run("wrangler", args);
  mkdirSync(dir, { recursive: true });
  writeFileSync(stamp, hash);
}

/**
 * Loads the game data into the local D1: the real-data snapshot (default) or the demo world
 * (`data: "demo"`). The loader skips when the same data is already there and refuses to put the
 * demo world over real data, or anything over a live import, unless `force`.
 */
export function loadData({ data = "snapshot", scale = "full", persistTo, force = false } = {}) {
  const args = [
    "scripts/data/load-data.ts",
    "--data",
    data,
    "--scale",
    scale,
    "--db",
    localD1File(persistTo),
  ];
  if (force) args.push("--force");
  run("tsx", args);
}

/** Seeds the local accounts (admin@, pro@, free@example.test); idempotent, local databases only. */
export function seedAccounts({ persistTo } = {}) {
  run("tsx", ["scripts/data/seed-accounts.ts", "--db", localD1File(persistTo)]);
}

/** The SQLite file behind the local D1 binding (created by the first migration apply). */
export function localD1File(persistTo = ".wrangler/state") {
  const dir = `${persistTo}/v3/d1/miniflare-D1DatabaseObject`;
  const files = existsSync(dir)
    ? readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")
    : [];
  if (files.length !== 1) {
    throw new Error(
      `expected one local D1 database in ${dir}, found ${files.length}: run the migrations first`,
    );
  }
  return `${dir}/${files[0]}`;
}
