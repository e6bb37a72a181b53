// Page weight of the market, item and calculator pages: runs ../shared/tools/page-weight.mjs
// (the judging tool) on the home and market pages, a few item pages (the first ones, the largest
// HTML), the calculators (/crafts, /barters, /btc-farm), the loadout and gear builders and a map page
// and prints one summary line per page against the budgets (item page JS+CSS ≤ 35 KB gzip,
// HTML ≤ 15 KB gzip).
//
//   node scripts/bench/page-weight.mjs [dist=dist]
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const dist = process.argv[2] ?? "dist";
const tool = new URL("../../../shared/tools/page-weight.mjs", import.meta.url).pathname;
if (!existsSync(tool)) {
  console.log(`(${tool} not present)`);
  process.exit(0);
}
const slugs = existsSync(join(dist, "item")) ? readdirSync(join(dist, "item")).sort() : [];
const size = (slug) => statSync(join(dist, "item", slug, "index.html")).size;
const largest = [...slugs].sort((a, b) => size(b) - size(a)).slice(0, 2);
const pages = [
  "index.html",
  "market/index.html",
  "crafts/index.html",
  "barters/index.html",
  "btc-farm/index.html",
  "loadouts/weapon/index.html",
  "gear/index.html",
  "maps/customs/index.html",
  ...new Set([...slugs.filter((s) => s === "graphics_card"), ...slugs.slice(0, 2), ...largest]),
].map((p) => (p.endsWith(".html") ? p : `item/${p}/index.html`));

const KB = (b) => `${(b / 1024).toFixed(1)} KB`;
const rows = [];
for (const page of pages) {
  const out = spawnSync("node", [tool, dist, page], { encoding: "utf8" }).stdout;
  const html = out.match(/HTML raw \d+ gz (\d+)/);
  const total = out.match(/EXTERNAL JS\/CSS TOTAL raw \d+ gz (\d+)/);
  if (!html || !total) {
    console.log(`${page}: could not measure\n${out}`);
    continue;
  }
  rows.push({ page, html: Number(html[1]), assets: Number(total[1]) });
  if (page === pages.find((p) => p.startsWith("item/"))) console.log(out.trim());
}
console.log(`\n${"page".padEnd(58)} ${"JS+CSS gz".padStart(10)} ${"HTML gz".padStart(9)}`);
for (const r of rows) {
  const item = r.page.startsWith("item/");
  const flag = item && (r.assets > 35 * 1024 || r.html > 15 * 1024) ? "  over budget" : "";
  console.log(`${r.page.padEnd(58)} ${KB(r.assets).padStart(10)} ${KB(r.html).padStart(9)}${flag}`);
}
console.log(
  "budgets (item pages): JS+CSS ≤ 35.0 KB gzip (the price chart loads beside its history, not with the page), HTML ≤ 15.0 KB gzip (1 KB = 1,024 bytes)",
);
