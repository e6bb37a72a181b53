/**
 * Loads the demo dataset into a local SQLite database (by default the local D1 file that
 * `wrangler d1 migrations apply DB --local` created).
 *
 *   tsx scripts/data/load-demo.ts [--scale small|full] [--db path.sqlite] [--force]
 */
import { parseArgs } from "node:util";
import { findLocalD1File, loadDemo, openClient } from "./demo-loader";

const { values } = parseArgs({
  options: {
    scale: { type: "string", default: "full" },
    db: { type: "string" },
    force: { type: "boolean", default: false },
  },
});
if (values.scale !== "full" && values.scale !== "small") {
  console.error(`--scale must be "small" or "full", got "${values.scale}"`);
  process.exit(2);
}

try {
  const path = values.db ?? findLocalD1File();
  const client = openClient(path);
  const result = await loadDemo(client, { scale: values.scale, force: values.force });
  client.close();
  if (result.skipped) {
    console.log(`demo data already loaded (${values.scale}) in ${path}; use --force to reload`);
  } else {
    console.log(`loaded demo data (${values.scale}) into ${path}`);
    for (const [table, n] of Object.entries(result.counts)) console.log(`  ${table.padEnd(16)} ${n}`);
    console.log(`elapsed ${(result.ms / 1000).toFixed(1)} s`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
