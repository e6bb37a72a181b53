/**
 * Regenerates the committed real-data snapshot from upstream files with the project's own
 * importer: an in-memory database with the migrations, one import, then every game table
 * written to data/snapshot.
 *
 *   tsx scripts/data/make-snapshot.ts [<folder|url>] [--out data/snapshot] [--strict]
 *
 * The input defaults to ../shared/upstream. --strict fails when the import report lists
 * unresolved references.
 */
import { basename, dirname } from "node:path";
import { parseArgs } from "node:util";
import { hasGaps } from "../../functions/import/report";
import { importIntoClient, readInput, reportLines } from "../import-upstream-lib";
import { applyMigrations, openClient } from "./demo-loader";
import { writeMapCheckpoints } from "./map-checkpoints";
import { SNAPSHOT_DIR, writeSnapshotFrom } from "./snapshot";
import { writeMapGeometry } from "./snapshot-maps";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: "string", default: SNAPSHOT_DIR }, strict: { type: "boolean", default: false } },
});
const input = positionals[0] ?? "../shared/upstream";
/** A label that does not name this machine's folders: the URL, or the folder's last two parts. */
const label = /^https?:\/\//.test(input) ? input : `${basename(dirname(input))}/${basename(input)}`;

try {
  const started = performance.now();
  const client = openClient(":memory:");
  await applyMigrations(client);
  const now = Date.now();
  const result = await importIntoClient(client, await readInput(input), { source: label, now });
  const manifest = await writeSnapshotFrom(client, values.out, {
    generatedAt: now,
    source: label,
    report: result.report,
  });
  client.close();
  // map geometry (build-time data of the map pages): only a folder has the render config
  if (!/^https?:\/\//.test(input)) {
    for (const line of writeMapGeometry(input, values.out, now, label)) console.log(line);
    console.log(writeMapCheckpoints(input, values.out));
  }
  for (const name of result.skipped) console.log(`  skipped (unsupported shape): ${name}`);
  for (const [table, n] of Object.entries(manifest.counts)) console.log(`  ${table.padEnd(16)} ${n}`);
  const asOf = manifest.pricesAsOf ? new Date(manifest.pricesAsOf).toISOString().slice(0, 10) : "none";
  console.log(
    `snapshot of ${label} written to ${values.out} (version ${manifest.version}, prices as of ${asOf}) in ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  for (const line of reportLines(result.report)) console.log(line);
  if (values.strict && hasGaps(result.report)) {
    console.error("--strict: unresolved references or unnamed items remain");
    process.exit(3);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
