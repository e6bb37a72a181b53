import { logStatement } from "../../functions/db/queries/admin-log";
import { runSqlBatch } from "../../functions/db/sql-batch";
import type { UpstreamJobResult } from "./import-upstream";

/**
 * Runs the upstream import and records it in the admin log (kind "import"): its source, row
 * counts and report figures (with the rows left without a Russian name when Russian files were
 * read), or its error (failed). A failure is logged, never thrown: the fold and
 * prune steps after it still run. Nothing is logged when no upstream is configured.
 */
export async function logImport(
  d1: D1Database,
  now: number,
  run: () => Promise<UpstreamJobResult>,
): Promise<void> {
  try {
    const result = await run();
    if (!result.ran) return;
    const { report } = result;
    await runSqlBatch(d1, [
      logStatement({
        kind: "import",
        at: now,
        action: "import",
        target: result.used.join(", ") || null,
        after: {
          rows: result.rows,
          counts: result.counts,
          replacedAll: result.replacedAll,
          skipped: result.skipped,
          unnamed: report.unnamed.length,
          unresolved: Object.fromEntries(
            Object.entries(report.unresolved).map(([k, v]) => [k, v?.length ?? 0]),
          ),
          ignored: report.ignored.length,
          itemsLacking: report.itemsLacking,
          ...(report.ruMissing ? { ruMissing: report.ruMissing } : {}),
        },
      }),
    ]);
  } catch (err) {
    console.error("upstream import failed", err);
    await runSqlBatch(d1, [
      logStatement({
        kind: "import",
        at: now,
        action: "import",
        after: { error: err instanceof Error ? err.message : String(err) },
        failed: true,
      }),
    ]);
  }
}
