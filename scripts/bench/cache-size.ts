/**
 * What each page downloads from GET /cache, built from a loaded database exactly as the Worker
 * builds it: the full answer, the market's (items only) and the quests alone, as JSON, gzip and
 * brotli (what a browser that takes br, as every one over HTTPS does, gets);
 * and GET /calc, which the calculator pages download besides.
 *
 *   tsx scripts/bench/cache-size.ts [sqlite file]
 *
 * Without a file: the e2e server's database (the real snapshot) once npm test has run, else the
 * bench's (the demo world).
 */

import { existsSync, readdirSync } from "node:fs";
import { brotli, buildCachePayload, cacheResponseText, gzip } from "../../functions/db/queries/cache-payload";
import { buildCalcData } from "../../functions/db/queries/calc";
import { openBuildDb } from "../../src/build-data/db";

/** The SQLite file of a local D1 kept under `persistTo` (as wrangler lays it out), or null. */
function localD1(persistTo: string): string | null {
  const dir = `${persistTo}/v3/d1/miniflare-D1DatabaseObject`;
  const file = existsSync(dir)
    ? readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")
    : undefined;
  return file ? `${dir}/${file}` : null;
}

function defaultFile(): string {
  const file = localD1(".tmp/e2e-state") ?? localD1(".tmp/bench-state");
  if (!file) throw new Error("no local database: run npm test or npm run bench first, or name a SQLite file");
  return file;
}
const file = process.argv[2] ?? defaultFile();
console.log(`database: ${file}`);
for (const lang of ["en", "ru"] as const) {
  const payload = await buildCachePayload(openBuildDb(file) as never, "pvp", 1, lang);
  console.log(
    `GET /cache answers to ${lang === "ru" ? "a Russian page (Russian names included)" : "an English page"} (PvP, ${payload.items.count} items, ${payload.quests.count} quests):`,
  );
  for (const [name, text] of [
    ["full (items and quests)", cacheResponseText(payload)],
    ["items only (the market)", cacheResponseText(payload, undefined, payload.quests.hash)],
    ["quests only", cacheResponseText(payload, payload.items.hash, undefined)],
  ] as const) {
    const gz = await gzip(text);
    const br = await brotli(text);
    console.log(
      `  ${name.padEnd(24)} ${(text.length / 1024).toFixed(0).padStart(5)} KB JSON  ${(gz.length / 1024).toFixed(1).padStart(6)} KB gzip  ${(br.length / 1024).toFixed(1).padStart(6)} KB brotli (as sent to browsers)`,
    );
  }
}
const calc = JSON.stringify(await buildCalcData(openBuildDb(file) as never, "pvp"));
console.log(
  `GET /calc answer (PvP, the calculators):  ${(calc.length / 1024).toFixed(0).padStart(5)} KB JSON  ${((await gzip(calc)).length / 1024).toFixed(1).padStart(6)} KB gzip`,
);
