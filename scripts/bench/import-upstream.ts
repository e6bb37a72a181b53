/**
 * Benchmark: imports the real upstream snapshot (../shared/upstream beside the clone, or the
 * folder given) into a fresh temporary SQLite file with the migrations applied, and prints
 * records per second for reading + parsing, mapping + writing, and the whole, and the number of
 * statements the import ran (D1 counts each as a query; no assertions).
 *
 *   tsx scripts/bench/import-upstream.ts [folder] [--runs 3]
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { countQueries } from "../data/count-queries";
import { applyMigrations, openClient } from "../data/demo-loader";
import { importIntoClient, readInput } from "../import-upstream-lib";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "3" } },
});
const folder = positionals[0] ?? resolve(process.cwd(), "../shared/upstream");
if (!existsSync(folder)) {
  console.log(`(no upstream snapshot at ${folder}; skipped)`);
  process.exit(0);
}

const runs = Math.max(1, Number(values.runs) || 3);
const dir = mkdtempSync(join(tmpdir(), "bench-import-upstream-"));
try {
  for (let run = 1; run <= runs; run++) {
    const client = openClient(join(dir, `run-${run}.sqlite`));
    await applyMigrations(client);
    // what D1 would count as queries: each statement alone and each statement of a batch
    const counter = countQueries(client);
    const t0 = performance.now();
    const sources = await readInput(folder);
    const t1 = performance.now();
    const result = await importIntoClient(client, sources, { source: folder, now: Date.now() });
    const t2 = performance.now();
    client.close();
    const rate = (ms: number) => Math.round(result.rows / (ms / 1000));
    console.log(
      `run ${run}: ${result.rows} records; read+JSON ${(t1 - t0).toFixed(0)} ms; ` +
        `validate+map+write ${(t2 - t1).toFixed(0)} ms (${rate(t2 - t1)} records/s); ` +
        `total ${((t2 - t0) / 1000).toFixed(2)} s = ${rate(t2 - t0)} records/s; ${counter.queries} queries`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
