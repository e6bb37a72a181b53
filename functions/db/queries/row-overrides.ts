import { type SQL, sql } from "drizzle-orm";
import { type FieldKind, ROW_FIELDS, ROW_TABLES, type RowTable } from "../../../src/contracts/admin-rows";

/**
 * Admins' edits of game-data rows (quests, crafts, barters, tags): each field's column and how its
 * JSON value is read and written in SQL. An edit is a row_overrides row; it is applied at once and
 * again after every data import (writeDataset), so it survives imports until an admin reverts it,
 * like the item edits of ./item-overrides.ts.
 */
type TableDef = { key: string; label: string; columns: Record<string, string> };

const outputName = (t: string) =>
  `coalesce((SELECT i.name FROM items i WHERE i.uid = json_extract(${t}.outputs, '$[0].item')), '')`;

export const ROW_TABLE_DEFS: Record<RowTable, TableDef> = {
  quests: {
    key: "uid",
    label: "quests.name",
    columns: {
      name: "name",
      nameRu: "name_l10n",
      trader: "trader",
      reqLevel: "req_level",
      active: "active",
      requiredForKappa: "required_for_kappa",
      requiredForLighthouse: "required_for_lighthouse",
      require: "require",
      requireOr: "require_or",
      locations: "locations",
    },
  },
  crafts: {
    key: "uid",
    label: `crafts.station_uid || ' ' || crafts.level || ' → ' || ${outputName("crafts")}`,
    columns: { level: "level", duration: "duration", inputs: "inputs", outputs: "outputs" },
  },
  barters: {
    key: "uid",
    label: `barters.trader || ' ' || barters.level || ' → ' || ${outputName("barters")}`,
    columns: { trader: "trader", level: "level", inputs: "inputs", outputs: "outputs" },
  },
  tags: { key: "tag", label: "tags.name", columns: { name: "name", nameRu: "name_l10n" } },
};

/** The JSON of a column's value, as SQL. */
export function readSql(kind: FieldKind, col: string): string {
  switch (kind) {
    case "text":
    case "int":
      return `json_quote(${col})`;
    case "bool":
      return `CASE ${col} WHEN 1 THEN 'true' ELSE 'false' END`;
    case "l10n":
      return `json_quote(coalesce(json_extract(${col}, '$.ru'), ''))`;
    case "ids":
    case "counts":
      return `json(${col})`;
  }
}

/** A column's value from the JSON `v`, as SQL. */
function writeSql(kind: FieldKind, col: string, v: string): string {
  switch (kind) {
    case "text":
    case "int":
      return `json_extract(${v}, '$')`;
    case "bool":
      return `CASE json_extract(${v}, '$') WHEN 1 THEN 1 ELSE 0 END`;
    case "l10n":
      return `json_set(${col}, '$.ru', json_extract(${v}, '$'))`;
    case "ids":
    case "counts":
      return `json(${v})`;
  }
}

export const column = (table: RowTable, field: string) => {
  const col = ROW_TABLE_DEFS[table].columns[field];
  const def = ROW_FIELDS[table][field];
  if (!col || !def) throw new Error(`${table}.${field} is not editable`);
  return { col: `${table}."${col}"`, kind: def.kind };
};

const overrideOf = (table: RowTable, field: string, what: "value" | "upstream") =>
  `(SELECT o.${what} FROM row_overrides o WHERE o.table_name = '${table}' AND o.row_key = ${table}."${ROW_TABLE_DEFS[table].key}" AND o.field = '${field}')`;

/**
 * After an import: notes each override's field value from the fresh data in `upstream` (one
 * statement for every table), then puts the overrides of each written table back. They bind no
 * parameter, which drizzle's batch needs on D1 (writeDataset).
 */
export function importOverrideStatements(written: readonly RowTable[]): SQL[] {
  if (written.length === 0) return [];
  const byTable = ROW_TABLES.map((table) => {
    const def = ROW_TABLE_DEFS[table];
    const fields = Object.keys(def.columns)
      .map((f) => {
        const { col, kind } = column(table, f);
        return `WHEN '${f}' THEN ${readSql(kind, col)}`;
      })
      .join(" ");
    return `WHEN '${table}' THEN (SELECT CASE row_overrides.field ${fields} END FROM ${table}
      WHERE ${table}."${def.key}" = row_overrides.row_key)`;
  }).join("\n");
  return [
    sql.raw(`UPDATE row_overrides SET upstream = coalesce(CASE table_name ${byTable} END, upstream)`),
    ...written.map((table) => applyStatement(table)),
  ];
}

/** Puts a table's overrides on its rows (one row when `key` is given). */
export function applyStatement(table: RowTable, key?: string): SQL {
  const def = ROW_TABLE_DEFS[table];
  const sets = Object.keys(def.columns).map((f) => {
    const { col, kind } = column(table, f);
    const v = overrideOf(table, f, "value");
    return `"${def.columns[f]}" = CASE WHEN ${v} IS NULL THEN ${col} ELSE ${writeSql(kind, col, v)} END`;
  });
  const where = sql.raw(
    `${table}."${def.key}" IN (SELECT row_key FROM row_overrides WHERE table_name = '${table}')`,
  );
  return sql`UPDATE ${sql.raw(table)} SET ${sql.raw(sets.join(", "))} WHERE ${where}${
    key === undefined ? sql`` : sql` AND ${sql.raw(`${table}."${def.key}"`)} = ${key}`
  }`;
}

/** Statements that store an admin's edits of a row (keeping the data's value of a field edited first) and apply them. */
export function editRowStatements(
  table: RowTable,
  key: string,
  values: Record<string, unknown>,
  by: string,
  now: number,
): SQL[] {
  const def = ROW_TABLE_DEFS[table];
  const upserts = Object.entries(values).map(([field, value]) => {
    const { col, kind } = column(table, field);
    return sql`INSERT INTO row_overrides (table_name, row_key, field, value, upstream, by_uid, at)
      SELECT ${table}, ${key}, ${field}, ${JSON.stringify(value)}, ${sql.raw(readSql(kind, col))}, ${by}, ${now}
      FROM ${sql.raw(table)} WHERE ${sql.raw(`${table}."${def.key}"`)} = ${key}
      ON CONFLICT (table_name, row_key, field) DO UPDATE SET value = excluded.value, by_uid = excluded.by_uid, at = excluded.at`;
  });
  return [...upserts, applyStatement(table, key)];
}

/** Statements that give a row's fields the data's values back and drop their overrides. */
export function revertRowStatements(table: RowTable, key: string, fields: string[]): SQL[] {
  const def = ROW_TABLE_DEFS[table];
  return fields.flatMap((field) => {
    const { col, kind } = column(table, field);
    const up = overrideOf(table, field, "upstream");
    return [
      sql`UPDATE ${sql.raw(table)} SET ${sql.raw(`"${def.columns[field]}" = ${writeSql(kind, col, up)}`)}
          WHERE ${sql.raw(`${table}."${def.key}"`)} = ${key} AND ${sql.raw(up)} IS NOT NULL`,
      sql`DELETE FROM row_overrides WHERE table_name = ${table} AND row_key = ${key} AND field = ${field}`,
    ];
  });
}
