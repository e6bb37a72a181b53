import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { hashPaths, run } from "./env.mjs";

const BUILD_INPUTS = ["src", "public", "astro.config.mjs", "package-lock.json", "tsconfig.json"];
const STAMP = "dist/.build-stamp";

/** Builds the static site unless dist/ was built from the same inputs. */
export function buildIfChanged() {
  const hash = hashPaths(BUILD_INPUTS);
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === hash) {
    console.log("[start] site unchanged since the last build: reusing dist/");
    return;
  }
  run("astro", ["build"]);
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

/** Loads the demo dataset into the local D1 (the loader skips when already loaded). */
export function loadDemo({ scale = "full", persistTo } = {}) {
  if (!existsSync("scripts/data/load-demo.ts")) {
    console.log("[start] no demo data loader yet: skipping data load");
    return;
  }
  run("tsx", ["scripts/data/load-demo.ts", "--scale", scale, "--db", localD1File(persistTo)]);
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
