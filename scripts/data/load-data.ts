/**
 * Loads game data into a local SQLite database (by default the local D1 file): the committed
 * real-data snapshot, or the generated demo world when asked for.
 *
 *   tsx scripts/data/load-data.ts [--data snapshot|demo] [--scale small|full] [--force] [--db path.sqlite]
 *
 * Loading skips when the same data is already there. Neither the snapshot nor the demo world
 * replaces a live upstream import, nor the demo world real data, without --force.
 */
import { parseArgs } from "node:util";
import { findLocalD1File, loadDemo, openClient } from "./demo-loader";
import { loadSnapshot } from "./snapshot";

const { values } = parseArgs({
  options: {
    data: { type: "string", default: "snapshot" },
    scale: { type: "string", default: "full" },
    db: { type: "string" },
    force: { type: "boolean", default: false },
  },
});
if (values.data !== "snapshot" && values.data !== "demo") {
  console.error(`--data must be "snapshot" or "demo", got "${values.data}"`);
  process.exit(2);
}
if (values.scale !== "full" && values.scale !== "small") {
  console.error(`--scale must be "small" or "full", got "${values.scale}"`);
  process.exit(2);
}

try {
  const path = values.db ?? findLocalD1File();
  const client = openClient(path);
  const started = performance.now();
  if (values.data === "demo") {
    const r = await loadDemo(client, { scale: values.scale, force: values.force });
    console.log(
      r.skipped
        ? `[data] the demo world (${values.scale}) is already loaded`
        : `[data] loaded the demo world (${values.scale}) in ${(r.ms / 1000).toFixed(1)} s`,
    );
  } else {
    const r = await loadSnapshot(client, { force: values.force });
    const s = ((performance.now() - started) / 1000).toFixed(2);
    if (r.skipped)
      console.log(
        `[data] kept the loaded data: ${r.reason}${r.reason?.includes("upstream") ? " (--force replaces it)" : ""}`,
      );
    else
      console.log(
        `[data] loaded the real-data snapshot (${r.counts.items} items, ${r.counts.quests} quests) in ${s} s`,
      );
  }
  client.close();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
