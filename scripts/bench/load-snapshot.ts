/**
 * Benchmark: loads the committed real-data snapshot into a fresh SQLite file (migrations
 * applied first, not timed), three times, and prints the seconds of each load (no assertions).
 *
 *   tsx scripts/bench/load-snapshot.ts [--runs 3]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { applyMigrations, openClient } from "../data/demo-loader";
import { loadSnapshot, readManifest } from "../data/snapshot";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Math.max(1, Number(values.runs) || 3);
const manifest = readManifest();
const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
const dir = mkdtempSync(join(tmpdir(), "bench-load-snapshot-"));
try {
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const client = openClient(join(dir, `run-${run}.sqlite`));
    await applyMigrations(client);
    const started = performance.now();
    await loadSnapshot(client);
    times.push((performance.now() - started) / 1000);
    client.close();
  }
  const list = times.map((t) => t.toFixed(2)).join(", ");
  console.log(`load-snapshot: ${rows} rows (${manifest.counts.items} items) in ${list} s`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
