// Benchmark: a full astro build of every page from the real-data snapshot (a fresh local D1
// under .tmp/bench-snapshot), timed, with the number of pages it wrote. Prints; never asserts.
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { env } from "../lib/env.mjs";
import { loadData, localD1File, migrateLocal } from "../lib/site.mjs";

const persistTo = ".tmp/bench-snapshot";
migrateLocal(persistTo);
loadData({ persistTo });
rmSync("dist/.build-stamp", { force: true });
const started = performance.now();
const res = spawnSync("astro", ["build"], {
  stdio: "ignore",
  env: { ...env(), DATA_DB: localD1File(persistTo) },
});
const seconds = (performance.now() - started) / 1000;
const count = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? count(join(dir, e.name)) : e.name.endsWith(".html") ? 1 : 0),
    0,
  );
if (res.status !== 0) console.log(`astro build failed (exit ${res.status})`);
else console.log(`build-snapshot: ${count("dist")} pages in ${seconds.toFixed(1)} s`);
