/**
 * Imports public tarkov.dev data (JSON feed or GraphQL shape) into the local D1 SQLite file.
 *
 *   tsx scripts/import-upstream.ts <url|file|folder> [--mode pvp|pve] [--db path.sqlite] [--strict] [--allow-shrink]
 *
 * Mode: a source named pve_* (or under /pve/) is PvE, graphql_regular/ is PvP; --mode sets it
 * for sources that do not say. The whole import is one batch: a bad file writes nothing.
 * It prints the rows per table and a report: references no source resolves (by kind, with
 * the referring records), items left unnamed, items lacking values, fields ignored.
 * --strict exits with status 3 when any reference stays unresolved or any item unnamed
 * (the data is written all the same). Over real data (the snapshot or an earlier import) an import
 * that would take more than a tenth of a replaced table's rows is refused unless --allow-shrink.
 */
import { parseArgs } from "node:util";
import { SingleBar } from "cli-progress";
import { hasGaps } from "../functions/import/report";
import { findLocalD1File, openClient } from "./data/demo-loader";
import { importIntoClient, readInput, reportLines } from "./import-upstream-lib";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    mode: { type: "string" },
    db: { type: "string" },
    strict: { type: "boolean" },
    "allow-shrink": { type: "boolean" },
  },
});
const input = positionals[0];
if (!input || (values.mode !== undefined && values.mode !== "pvp" && values.mode !== "pve")) {
  console.error(
    "usage: tsx scripts/import-upstream.ts <url|file|folder> [--mode pvp|pve] [--db path.sqlite] [--strict] [--allow-shrink]",
  );
  process.exit(2);
}

const bar = new SingleBar({ format: "{bar} {value}/{total} {stage}", hideCursor: true });
try {
  const path = values.db ?? findLocalD1File();
  const started = performance.now();
  bar.start(1, 0, { stage: "reading" });
  let read = 0;
  const sources = await readInput(input, (name) => {
    read += 1;
    bar.setTotal(read + 3);
    bar.update(read, { stage: name });
  });
  const client = openClient(path);
  const result = await importIntoClient(client, sources, {
    source: input,
    now: Date.now(),
    ...(values.mode ? { mode: values.mode } : {}),
    ...(values["allow-shrink"] ? { allowShrink: true } : {}),
    onStage: (stage) => bar.increment(1, { stage }),
  });
  client.close();
  bar.stop();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `imported ${input} into ${path}${result.replacedAll ? " (replaced the previous non-upstream data)" : ""}`,
  );
  for (const name of result.skipped) console.log(`  skipped (unsupported shape): ${name}`);
  for (const [table, n] of Object.entries(result.counts)) console.log(`  ${table.padEnd(16)} ${n}`);
  console.log(
    `${result.rows} records in ${seconds.toFixed(2)} s = ${Math.round(result.rows / seconds)} records/s`,
  );
  for (const line of reportLines(result.report)) console.log(line);
  if (values.strict && hasGaps(result.report)) {
    console.error("--strict: unresolved references or unnamed items remain");
    process.exit(3);
  }
} catch (err) {
  bar.stop();
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
