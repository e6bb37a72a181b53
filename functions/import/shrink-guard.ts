/**
 * An import may never wipe the data (issue: a single file at UPSTREAM_URL emptied items and
 * quests): before a table is replaced, its new row count is compared with the stored one. A
 * replaced table that would lose more than MAX_SHRINK of its rows, or all of them, refuses the
 * whole import; the previous data stays as it was.
 */

/** The share of a table's rows an import may drop (10 %). */
export const MAX_SHRINK = 0.1;

export type TableShrink = { table: string; stored: number; incoming: number };

/**
 * The replaced tables that would shrink too much: an empty table (nothing stored) never does.
 * @example shrunkTables({ items: 4515 }, { items: 3 }, ["items"]) // [{ table: "items", stored: 4515, incoming: 3 }]
 */
export function shrunkTables(
  stored: Readonly<Record<string, number>>,
  incoming: Readonly<Record<string, number>>,
  replaced: readonly string[],
): TableShrink[] {
  const out: TableShrink[] = [];
  for (const table of replaced) {
    const before = stored[table] ?? 0;
    const after = incoming[table] ?? 0;
    if (before === 0) continue;
    if (after === 0 || after < before * (1 - MAX_SHRINK))
      out.push({ table, stored: before, incoming: after });
  }
  return out;
}

/** The error an import refused for shrinking throws: its message names every table with its counts. */
export class ImportShrinkError extends Error {
  constructor(readonly tables: TableShrink[]) {
    super(
      `import refused: it would shrink ${tables
        .map((t) => `${t.table} from ${t.stored} to ${t.incoming} rows`)
        .join(", ")} (at most ${MAX_SHRINK * 100} % may go); the data was left as it was`,
    );
    this.name = "ImportShrinkError";
  }
}
