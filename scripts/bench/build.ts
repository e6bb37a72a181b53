/**
 * Benchmark: `astro build` of every page from the real-data snapshot, and from copies of it with 2,
 * 5 and 10 times the items (`--scale 10`): time, pages, files and size of dist/, against the
 * issue's limits (≤ 30 s today, ≤ 3 min at 10×, fewer than 20,000 deployed files). Each extra copy
 * adds every item again under a new id and address ("… 2"), with its prices, trader offers and
 * tags, as more items of the same kinds would. Prints; never asserts.
 *
 *   tsx scripts/bench/build.ts SNAPSHOT.sqlite [--scale 10]   (npm run bench build loads the snapshot)
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";

const scaleAt = process.argv.indexOf("--scale");
const largest = scaleAt >= 0 ? Number(process.argv[scaleAt + 1]) : 1;
const scales = [1, 2, 5, 10, 20].filter((s) => s <= Math.max(1, largest));

const source = process.argv[2] ?? "";
if (!source.endsWith(".sqlite"))
  throw new Error("usage: tsx scripts/bench/build.ts SNAPSHOT.sqlite [--scale N]");

/** The columns of a table, each read as itself unless `change` says how the copy differs. */
async function copyRows(db: ReturnType<typeof createClient>, table: string, change: Record<string, string>) {
  const cols = (await db.execute(`PRAGMA table_info(${table})`)).rows.map((r) => String(r.name));
  const select = cols.map((c) => change[c] ?? c).join(", ");
  await db.execute(`INSERT INTO ${table} (${cols.join(", ")}) SELECT ${select} FROM base_${table}`);
}

/** A SQLite file and its journal files. */
const removeDb = (file: string) => {
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) rmSync(f, { force: true });
};

/** A copy of the snapshot's database with `times` as many items. */
async function scaledDb(times: number): Promise<string> {
  mkdirSync(".tmp/bench-build", { recursive: true });
  const file = `.tmp/bench-build/items-x${times}.sqlite`;
  removeDb(file);
  // a consistent copy, what the source's write-ahead log holds included
  const from = createClient({ url: `file:${source}` });
  await from.execute({ sql: "VACUUM INTO ?", args: [file] });
  from.close();
  const db = createClient({ url: `file:${file}` });
  const tables = ["items", "item_prices", "trader_offers", "item_tags"];
  for (const t of tables) await db.execute(`CREATE TEMP TABLE base_${t} AS SELECT * FROM ${t}`);
  for (let k = 2; k <= times; k++) {
    const ru = (col: string) =>
      `CASE WHEN json_extract(${col}, '$.ru') IS NULL THEN ${col} ELSE json_set(${col}, '$.ru', json_extract(${col}, '$.ru') || ' ${k}') END`;
    await copyRows(db, "items", {
      uid: `uid || '-x${k}'`,
      bsg_id: "NULL",
      url: `url || '-x${k}'`,
      name: `name || ' ${k}'`,
      short_name: `short_name || ' ${k}'`,
      name_l10n: ru("name_l10n"),
      short_name_l10n: `CASE WHEN short_name_l10n IS NULL THEN NULL ELSE ${ru("short_name_l10n")} END`,
      search: `search || ' ${k}'`,
      gun_build_uid: "NULL",
      gun_build_url: "NULL",
    });
    for (const t of ["item_prices", "trader_offers", "item_tags"]) {
      await copyRows(db, t, { item_uid: `item_uid || '-x${k}'` });
    }
  }
  db.close();
  return file;
}

/** Files and bytes under a folder. */
function tally(dir: string): { files: number; pages: number; bytes: number } {
  let files = 0;
  let pages = 0;
  let bytes = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      const sub = tally(path);
      files += sub.files;
      pages += sub.pages;
      bytes += sub.bytes;
    } else {
      files++;
      if (e.name.endsWith(".html")) pages++;
      bytes += statSync(path).size;
    }
  }
  return { files, pages, bytes };
}

const items = async (file: string) => {
  const db = createClient({ url: `file:${file}` });
  const n = Number((await db.execute("SELECT count(*) AS n FROM items")).rows[0]?.n);
  db.close();
  return n;
};

console.log(
  "scale  items   build     pages   files   dist      limits: build ≤ 30 s today, ≤ 180 s at 10×; files < 20,000",
);
for (const times of scales) {
  const file = times === 1 ? source : await scaledDb(times);
  rmSync("dist/.build-stamp", { force: true });
  const started = performance.now();
  const res = spawnSync("astro", ["build"], { stdio: "ignore", env: { ...process.env, DATA_DB: file } });
  const seconds = (performance.now() - started) / 1000;
  if (res.status !== 0) {
    console.log(`${times}×: astro build failed (exit ${res.status})`);
    continue;
  }
  const { files, pages, bytes } = tally("dist");
  const limit = times === 1 ? 30 : times === 10 ? 180 : null;
  const verdict = [
    limit === null ? "" : seconds <= limit ? "build meets" : "build misses",
    files < 20_000 ? "files meet" : "files miss",
  ]
    .filter(Boolean)
    .join(", ");
  console.log(
    `${`${times}×`.padEnd(6)} ${String(await items(file)).padEnd(7)} ${`${seconds.toFixed(1)} s`.padEnd(9)} ${String(pages).padEnd(7)} ${String(files).padEnd(7)} ${`${(bytes / 1e6).toFixed(0)} MB`.padEnd(9)} ${verdict}`,
  );
  if (times > 1) removeDb(file);
}
