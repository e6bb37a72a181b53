/**
 * The market search as a function over the real item set (data/snapshot), English and Russian
 * names: every prefix of a few queries (English, Russian, a Cyrillic spelling and the wrong
 * keyboard layout), as typed one key at a time, searched (findEntries) and ranked by relevance;
 * prints p50/p95 per keystroke. The browser figure (keystroke to rows in the DOM) is npm run bench market-search.
 *
 *   tsx scripts/bench/search.ts [--scale 10]
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { buildSearchIndex, findEntries, rankByRelevance } from "../../src/domain/search";
import { tagIdLabel } from "../../src/domain/tag-name";
import { RUSSIAN_QUERIES, SEARCH_QUERIES } from "./queries";
import { percentile } from "./stats";

const d = JSON.parse(gunzipSync(readFileSync("data/snapshot/items.json.gz")).toString());
const c = d.columns as string[];
const col = (n: string) => c.indexOf(n);
// as the market indexes them: names (name, short name, Russian name and short name where the data
// has them), then tags by id and by label
const rows = d.rows.map((r: unknown[]) => [
  r[col("name")],
  r[col("shortName")],
  (r[col("nameL10n")] as { ru?: string } | null)?.ru || null,
  (r[col("shortNameL10n")] as { ru?: string } | null)?.ru || null,
  ...(r[col("tags")] as string[]),
  ...(r[col("tags")] as string[]).map(tagIdLabel),
]);
/**
 * The item list `times` as long: each copy after the first renames every item ("… 2", "… 3") and
 * its short name, as more items of the same kinds would (the hard case: more hits per query).
 */
function scaled(list: unknown[][], times: number): unknown[][] {
  const out = [...list];
  for (let k = 2; k <= times; k++)
    for (const r of list) out.push(r.map((x, i) => (i < 4 && typeof x === "string" ? `${x} ${k}` : x)));
  return out;
}

/** Search + relevance per keystroke over `list`, every prefix of every query, 5 rounds. */
function measure(list: unknown[][]) {
  const builds: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    buildSearchIndex(list as never, 4);
    builds.push(performance.now() - t0);
  }
  const index = buildSearchIndex(list as never, 4);
  const queries = [...SEARCH_QUERIES, ...RUSSIAN_QUERIES];
  const times: number[] = [];
  const rank: number[] = [];
  for (let round = 0; round < 5; round++)
    for (const q of queries) {
      // each query typed afresh: nothing looked up for an earlier one helps
      index.fuzzy.clear();
      for (let k = 1; k <= q.length; k++) {
        const part = q.slice(0, k);
        const t0 = performance.now();
        const found = findEntries(index, part);
        const t1 = performance.now();
        rankByRelevance(index, found.hits, found.query);
        const t2 = performance.now();
        times.push(t2 - t0);
        rank.push(t2 - t1);
      }
    }
  const p = (xs: number[], q: number) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      q,
    ).toFixed(2);
  return { p50: p(times, 50), p95: p(times, 95), rank95: p(rank, 95), build: p(builds, 50) };
}

// --scale N: the curve at 1×, 2×, 5× and N× the items (p95 targets: ≤ 2 ms today, ≤ 5 ms at 10×)
const scaleAt = process.argv.indexOf("--scale");
const most = scaleAt >= 0 ? Number(process.argv[scaleAt + 1]) : 1;
const scales = [...new Set([1, 2, 5, most].filter((x) => x <= most))];
console.log(
  "market search, English and Russian names, queries in both (and in the wrong layout): search + relevance per keystroke",
);
for (const times of scales) {
  const list = scaled(rows, times);
  const m = measure(list);
  const target = times >= 10 ? 5 : times === 1 ? 2 : null;
  const verdict =
    target === null ? "" : Number(m.p95) <= target ? `  meets ≤${target} ms` : `  misses ≤${target} ms`;
  console.log(
    `  ${`${times}×`.padStart(4)} ${String(list.length).padStart(6)} items: p50 ${m.p50} ms p95 ${m.p95} ms; rank alone p95 ${m.rank95} ms; index build median ${m.build} ms${verdict}`,
  );
}
