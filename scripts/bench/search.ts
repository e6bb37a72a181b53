/**
 * The market search as a function over the real item set (data/snapshot), English and Russian
 * names: every prefix of a few queries (English, Russian, a Cyrillic spelling and the wrong
 * keyboard layout), as typed one key at a time, searched (findEntries) and ranked by relevance;
 * prints p50/p95 per keystroke. The browser figure (keystroke to rows in the DOM) is npm run bench market-search.
 *
 *   tsx scripts/bench/search.ts
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
const builds: number[] = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  buildSearchIndex(rows, 4);
  builds.push(performance.now() - t0);
}
const index = buildSearchIndex(rows, 4);
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
times.sort((a, b) => a - b);
rank.sort((a, b) => a - b);
const p = (sorted: number[], q: number) => percentile(sorted, q).toFixed(2);
console.log(
  `market search over ${rows.length} real items, English and Russian names, queries in both (and in the wrong layout): search + relevance per keystroke p50 ${p(times, 50)} ms p95 ${p(times, 95)} ms; rank alone p95 ${p(rank, 95)} ms; index build median ${p(
    builds.sort((a, b) => a - b),
    50,
  )} ms`,
);
