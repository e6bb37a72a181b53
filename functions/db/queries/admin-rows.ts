import type { RowDetail, RowTable } from "../../../src/contracts/admin-rows";
import { sqlWord } from "../sql-word";
import { containsPattern } from "./like";
import { column, ROW_TABLE_DEFS, readSql } from "./row-overrides";

/** The admin editors' reads of game-data rows (D1): search, one row with its overrides, missing ids. */

/** Up to 50 rows whose key or label contains `q`; the edited rows when `q` is empty. */
export async function searchRows(d1: D1Database, table: RowTable, q: string) {
  const def = ROW_TABLE_DEFS[table];
  const like = containsPattern(q);
  const edited = `EXISTS (SELECT 1 FROM row_overrides o WHERE o.table_name = ${sqlWord(table)} AND o.row_key = ${def.key})`;
  const { results } = await d1
    .prepare(
      `SELECT ${def.key} AS key, ${def.label} AS label, ${edited} AS edited FROM ${def.from}
       WHERE (?1 = '%%' AND ${edited})
          OR (?1 != '%%' AND (lower(${def.key}) LIKE ?1 ESCAPE '\\' OR lower(${def.label}) LIKE ?1 ESCAPE '\\'))
       ORDER BY label LIMIT 50`,
    )
    .bind(like)
    .all<{ key: string; label: string; edited: number }>();
  return results.map((r) => ({ key: r.key, label: r.label, edited: r.edited === 1 }));
}

/** One row's editable values (as JSON values) and overrides; null when the row is unknown. */
export async function rowDetail(d1: D1Database, table: RowTable, key: string): Promise<RowDetail | null> {
  const def = ROW_TABLE_DEFS[table];
  const fields = Object.keys(def.columns);
  const reads = fields.map((f) => {
    const { col, kind } = column(table, f);
    return `${readSql(kind, col)} AS "${f}"`;
  });
  const row = await d1
    .prepare(`SELECT ${def.label} AS label, ${reads.join(", ")} FROM ${def.from} WHERE ${def.key} = ?`)
    .bind(key)
    .first<Record<string, string>>();
  if (!row) return null;
  const { results } = await d1
    .prepare(
      `SELECT o.field, o.value, o.upstream, o.at, u.email FROM row_overrides o LEFT JOIN users u ON u.uid = o.by_uid
       WHERE o.table_name = ? AND o.row_key = ? ORDER BY o.field`,
    )
    .bind(table, key)
    .all<{ field: string; value: string; upstream: string | null; at: number; email: string | null }>();
  return {
    key,
    label: row.label ?? key,
    values: Object.fromEntries(fields.map((f) => [f, JSON.parse(row[f] ?? "null")])),
    overrides: results.map((o) => ({
      field: o.field,
      value: JSON.parse(o.value),
      upstream: o.upstream === null ? null : JSON.parse(o.upstream),
      byEmail: o.email,
      at: o.at,
    })),
  };
}

/** The ids of a kind that the data lacks, among those given. */
export async function missingIds(d1: D1Database, kind: "items" | "quests", ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { results } = await d1
    .prepare(`SELECT uid FROM ${kind} WHERE uid IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify(ids))
    .all<{ uid: string }>();
  const found = new Set(results.map((r) => r.uid));
  return [...new Set(ids)].filter((id) => !found.has(id));
}
