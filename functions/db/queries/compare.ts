import { getTableColumns, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { CompareKind, CompareResult, CompareRow, FieldDiff } from "../../../src/contracts/admin-compare";
import { type RowTable, traderOfferKey } from "../../../src/contracts/admin-rows";
import { canonical, leafChanges, rowRisks } from "../../../src/domain/compare-review";
import type { ImportedDataset } from "../../import/build";
import { getDb } from "../client";
import * as s from "../schema";
import { upsertStatements } from "../write-dataset";
import { ROW_TABLE_DEFS } from "./row-overrides";

/**
 * The compare pages' diff (docs/product.md §2 /admin/*-compare): rows mapped from an uploaded upstream file
 * against the database rows players see (local edits included), and the statements that write the
 * rows an admin picks. Rows are keyed as the row editors key them, so local edits line up.
 */
type Row = Record<string, unknown>;
type KindDef = {
  data: "crafts" | "barters" | "quests" | "traderOffers" | "items";
  table: SQLiteTable;
  /** Where admins' edits of these rows live (row_overrides), if anywhere. */
  rowTable?: RowTable;
  keyOf: (r: Row) => string;
  /**
   * Guns: only these properties are compared and written (a weapons file holds some guns' stats,
   * never a whole item list), so database rows missing from the file are not listed either.
   */
  only?: string[];
};

export const COMPARE_DEFS: Record<CompareKind, KindDef> = {
  crafts: { data: "crafts", table: s.crafts, rowTable: "crafts", keyOf: (r) => String(r.uid) },
  barters: { data: "barters", table: s.barters, rowTable: "barters", keyOf: (r) => String(r.uid) },
  quests: { data: "quests", table: s.quests, rowTable: "quests", keyOf: (r) => String(r.uid) },
  "traders-prices": {
    data: "traderOffers",
    table: s.traderOffers,
    rowTable: "traderOffers",
    keyOf: (r) => traderOfferKey(r as Parameters<typeof traderOfferKey>[0]),
  },
  guns: { data: "items", table: s.items, keyOf: (r) => String(r.uid), only: ["caliber", "props"] },
};

const isGun = (r: Row | undefined) => Array.isArray(r?.types) && (r.types as unknown[]).includes("gun");

/** A row with every column: a property the mapper left out takes its column's default, as on insert. */
function complete(table: SQLiteTable, row: Row): Row {
  const out: Row = {};
  for (const [prop, col] of Object.entries(getTableColumns(table)) as [string, SQLiteColumn][]) {
    const v = row[prop];
    out[prop] = v !== undefined ? v : col.default !== undefined ? col.default : null;
  }
  return out;
}

type Override = { field: string; value: unknown; upstream: unknown };

/** The property of the table row that a row editor's field edits. */
function propOfField(rowTable: RowTable, def: KindDef, field: string): string | undefined {
  const col = ROW_TABLE_DEFS[rowTable].columns[field];
  return Object.entries(getTableColumns(def.table)).find(([, c]) => c.name === col)?.[0];
}

export type Diff = {
  result: Omit<CompareResult, "kind" | "file">;
  /** Each listed row's file row (added, changed) and database row (changed, removed), by key. */
  rows: Map<string, { status: CompareRow["status"]; file?: Row; db?: Row }>;
};

/** The file's rows against the database's, row by row and field by field. */
export async function diffRows(d1: D1Database, kind: CompareKind, data: ImportedDataset): Promise<Diff> {
  const def = COMPARE_DEFS[kind];
  let fileRows = (data[def.data] as Row[]).map((r) => complete(def.table, r));
  const db = getDb(d1);
  // trader prices: only the modes the file holds (a price file is of one mode)
  const modes = [...new Set(fileRows.map((r) => String(r.mode)))] as ("pvp" | "pve")[];
  const uids = JSON.stringify(fileRows.map((r) => r.uid));
  let dbRows = (
    def.data === "traderOffers"
      ? await db.select().from(s.traderOffers).where(inArray(s.traderOffers.mode, modes))
      : def.data === "items"
        ? await db.select().from(s.items).where(sql`${s.items.uid} IN (SELECT value FROM json_each(${uids}))`)
        : await db.select().from(def.table)
  ) as Row[];
  if (def.data === "items") {
    // guns: items either side calls a gun (a props file has no item types)
    const stored = new Map(dbRows.map((r) => [def.keyOf(r), r]));
    fileRows = fileRows.filter((r) => isGun(r) || isGun(stored.get(def.keyOf(r))));
    const kept = new Set(fileRows.map(def.keyOf));
    dbRows = dbRows.filter((r) => kept.has(def.keyOf(r)));
  }
  const { results } = def.rowTable
    ? await d1
        .prepare("SELECT row_key, field, value, upstream FROM row_overrides WHERE table_name = ?")
        .bind(def.rowTable)
        .all<{ row_key: string; field: string; value: string; upstream: string | null }>()
    : { results: [] };
  const overrides = new Map<string, Map<string, Override>>();
  for (const o of results) {
    const prop = def.rowTable ? propOfField(def.rowTable, def, o.field) : undefined;
    if (!prop) continue;
    const byProp = overrides.get(o.row_key) ?? new Map<string, Override>();
    byProp.set(prop, {
      field: o.field,
      value: JSON.parse(o.value) as unknown,
      upstream: o.upstream === null ? null : (JSON.parse(o.upstream) as unknown),
    });
    overrides.set(o.row_key, byProp);
  }
  const inDb = new Map(dbRows.map((r) => [def.keyOf(r), r]));
  const inFile = new Map(fileRows.map((r) => [def.keyOf(r), r]));
  const list: CompareRow[] = [];
  const rows: Diff["rows"] = new Map();
  let same = 0;
  // guns: only the compared properties are written, so only they can make the data worse
  const written = (r: Row | undefined) =>
    r && def.only ? Object.fromEntries(def.only.map((p) => [p, r[p]])) : r;
  const risks = (db: Row | undefined, file: Row) => rowRisks(kind, written(db), written(file) ?? file);
  for (const [key, file] of inFile) {
    const edits = overrides.get(key);
    const edited = [...(edits?.values() ?? [])].map((o) => o.field);
    const current = inDb.get(key);
    if (!current) {
      list.push({
        key,
        label: "",
        status: "added",
        fields: [],
        edited,
        risks: rowRisks(kind, undefined, file),
      });
      rows.set(key, { status: "added", file });
      continue;
    }
    const fields: FieldDiff[] = [];
    for (const prop of def.only ?? Object.keys(file)) {
      if (canonical(file[prop]) === canonical(current[prop])) continue;
      const o = edits?.get(prop);
      fields.push({
        field: prop,
        before: current[prop] ?? null,
        after: file[prop] ?? null,
        changes: leafChanges(prop, current[prop], file[prop]),
        ...(o ? { localEdit: { value: o.value, upstream: o.upstream } } : {}),
      });
    }
    if (fields.length === 0) {
      same += 1;
      continue;
    }
    list.push({ key, label: "", status: "changed", fields, edited, risks: risks(current, file) });
    rows.set(key, { status: "changed", file, db: current });
  }
  for (const [key, current] of inDb) {
    if (inFile.has(key) || def.only) continue;
    const edited = [...(overrides.get(key)?.values() ?? [])].map((o) => o.field);
    list.push({ key, label: "", status: "removed", fields: [], edited, risks: [] });
    rows.set(key, { status: "removed", db: current });
  }
  await label(d1, kind, list, rows);
  const order = { changed: 0, added: 1, removed: 2 };
  list.sort((a, b) => order[a.status] - order[b.status] || a.label.localeCompare(b.label));
  return {
    result: { fileRows: fileRows.length, databaseRows: dbRows.length, same, rows: list },
    rows,
  };
}

/** Names the listed rows as the row editors do, from the database row when there is one (item names from the database). */
async function label(d1: D1Database, kind: CompareKind, list: CompareRow[], rows: Diff["rows"]) {
  const rowOf = (key: string) => {
    const r = rows.get(key);
    return r?.db ?? r?.file ?? {};
  };
  const itemOf = (r: Row) =>
    kind === "traders-prices"
      ? String(r.itemUid)
      : kind === "guns"
        ? String(r.uid)
        : ((r.outputs as { item: string }[] | undefined)?.[0]?.item ?? "");
  const uids = kind === "quests" ? [] : [...new Set(list.map((l) => itemOf(rowOf(l.key))))];
  const names = new Map<string, string>();
  if (uids.length > 0) {
    const { results } = await d1
      .prepare("SELECT uid, name FROM items WHERE uid IN (SELECT value FROM json_each(?))")
      .bind(JSON.stringify(uids))
      .all<{ uid: string; name: string }>();
    for (const r of results) names.set(r.uid, r.name);
  }
  for (const l of list) {
    const r = rowOf(l.key);
    const item = names.get(itemOf(r)) ?? itemOf(r);
    l.label =
      kind === "quests" || kind === "guns"
        ? kind === "guns"
          ? item
          : String(r.name)
        : kind === "crafts"
          ? `${String(r.stationUid)} ${String(r.level)} → ${item}`
          : kind === "barters"
            ? `${String(r.trader)} ${String(r.level)} → ${item}`
            : `${item} · ${String(r.trader)} ${String(r.kind)} · ${String(r.mode)}`;
  }
}

/**
 * Statements that write the compared properties of picked changed rows (guns: caliber and props),
 * and insert the added ones whole, as an import would.
 */
function writeOnlyStatements(
  d1: D1Database,
  def: KindDef,
  only: string[],
  changed: Row[],
  added: Row[],
): SQL[] {
  const cols = getTableColumns(def.table) as Record<string, SQLiteColumn>;
  // each row as {uid, <prop>: the column's stored value}, all in one JSON parameter
  const json = JSON.stringify(
    changed.map((r) =>
      Object.fromEntries([
        ["uid", r.uid],
        ...only.map((p) => [p, r[p] === null ? null : cols[p]?.mapToDriverValue(r[p])]),
      ]),
    ),
  );
  const out: SQL[] = [];
  if (changed.length > 0) {
    const sets = only.map(
      (p) =>
        sql`${sql.raw(`"${cols[p]?.name}"`)} = (SELECT json_extract(j.value, ${`$.${p}`}) FROM json_each(${json}) j WHERE json_extract(j.value, '$.uid') = items.uid)`,
    );
    out.push(
      sql`UPDATE items SET ${sql.join(sets, sql`, `)} WHERE uid IN (SELECT json_extract(value, '$.uid') FROM json_each(${json}))`,
    );
  }
  for (const st of upsertStatements(getDb(d1), def.table, added))
    out.push((st as unknown as SQLWrapper).getSQL());
  return out;
}

/**
 * Statements that write picked rows: the database rows of changed and removed ones are deleted,
 * then the file's rows of added and changed ones inserted (a few statements however many rows:
 * keys and rows travel as JSON).
 */
export function writeRowsStatements(
  d1: D1Database,
  kind: CompareKind,
  picked: { key: string; status: CompareRow["status"]; file?: Row }[],
): SQL[] {
  const def = COMPARE_DEFS[kind];
  const of = (status: CompareRow["status"]) => picked.filter((p) => p.status === status);
  const files = (list: typeof picked): Row[] => list.flatMap((p) => (p.file ? [p.file] : []));
  if (def.only) return writeOnlyStatements(d1, def, def.only, files(of("changed")), files(of("added")));
  const del = [...of("changed"), ...of("removed")].map((p) => p.key);
  const rows = files([...of("added"), ...of("changed")]);
  const out: SQL[] = [];
  if (del.length > 0 && def.rowTable) {
    const { from, key } = ROW_TABLE_DEFS[def.rowTable];
    out.push(
      sql`DELETE FROM ${sql.raw(from)} WHERE ${sql.raw(key)} IN (SELECT value FROM json_each(${JSON.stringify(del)}))`,
    );
  }
  for (const st of upsertStatements(getDb(d1), def.table, rows))
    out.push((st as unknown as SQLWrapper).getSQL());
  return out;
}
