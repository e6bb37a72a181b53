/**
 * Benchmark: loads the full-scale demo dataset into a fresh temporary SQLite file and prints
 * the elapsed seconds and rows per second (no assertions).
 *
 *   tsx scripts/bench/load-demo.ts [--scale small|full]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { applyMigrations, loadDemo, openClient } from "../data/demo-loader";

const { values } = parseArgs({ options: { scale: { type: "string", default: "full" } } });
const scale = values.scale === "small" ? "small" : "full";
const dir = mkdtempSync(join(tmpdir(), "bench-load-demo-"));
try {
  const client = openClient(join(dir, "demo.sqlite"));
  await applyMigrations(client);
  const result = await loadDemo(client, { scale, force: true });
  client.close();
  const rows = Object.values(result.counts).reduce((a, b) => a + b, 0);
  const seconds = result.ms / 1000;
  console.log(
    `load-demo (${scale}): ${rows} rows in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s`,
  );
  console.log(`  price_points ${result.counts.pricePoints}, price_daily ${result.counts.priceDaily}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
