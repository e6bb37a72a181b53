import { type SQL, sql } from "drizzle-orm";
import { type FieldKind, ROW_FIELDS, ROW_TABLES, type RowTable } from "../../../src/contracts/admin-rows";
import { sqlWord } from "../sql-word";

/**
 * Admins' edits of game-data rows (quests, crafts, barters, tags, trader offers): each field's column and how its
 * JSON value is read and written in SQL. An edit is a row_overrides row; it is applied at once and
 * again after every data import (writeDataset), so it survives imports until an admin reverts it,
 * like the item edits of ./item-overrides.ts.
 */
type TableDef = {
  /** The SQL table. */
  from: string;
  /** The row's key, as SQL over `from`. */
  key: string;
  label: string;
  columns: Record<string, string>;
  /**
   * How a row is updated: trader offers have their loyalty level in the primary key, so an edited
   * level replaces the row a later import wrote again at the data's level.
   */
  update?: "UPDATE OR REPLACE";
  /**
   * When an import wrote a row again beside its edited copy (trader offers: at the data's level),
   * orders the data's row first, so `upstream` notes the data's value, not the edit's.
   */
  dataFirst?: () => string;
};

const outputName = (t: string) =>
  `coalesce((SELECT i.name FROM items i WHERE i.uid = json_extract(${t}.outputs, '$[0].item')), '')`;

export const ROW_TABLE_DEFS: Record<RowTable, TableDef> = {
  quests: {
    from: "quests",
    key: `quests."uid"`,
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
    from: "crafts",
    key: `crafts."uid"`,
    label: `crafts.station_uid || ' ' || crafts.level || ' → ' || ${outputName("crafts")}`,
    columns: { level: "level", duration: "duration", inputs: "inputs", outputs: "outputs" },
  },
  barters: {
    from: "barters",
    key: `barters."uid"`,
    label: `barters.trader || ' ' || barters.level || ' → ' || ${outputName("barters")}`,
    columns: { trader: "trader", level: "level", inputs: "inputs", outputs: "outputs" },
  },
  tags: {
    from: "tags",
    key: `tags."tag"`,
    label: "tags.name",
    columns: { name: "name", nameRu: "name_l10n" },
  },
  traderOffers: {
    from: "trader_offers",
    key: `trader_offers.item_uid || '|' || trader_offers.mode || '|' || trader_offers.trader || '|' || trader_offers.kind`,
    label: `coalesce((SELECT i.name FROM items i WHERE i.uid = trader_offers.item_uid), trader_offers.item_uid) || ' · ' || trader_offers.trader || ' ' || trader_offers.kind || ' · ' || trader_offers.mode`,
    columns: { price: "price", currency: "currency", priceCur: "price_cur", loyaltyLevel: "level" },
    update: "UPDATE OR REPLACE",
    dataFirst: () =>
      `trader_offers.level IS json_extract(${overrideOf("traderOffers", "loyaltyLevel", "value")}, '$')`,
  },
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
  return { col: `${ROW_TABLE_DEFS[table].from}."${col}"`, kind: def.kind };
};

const overrideOf = (table: RowTable, field: string, what: "value" | "upstream") =>
  `(SELECT o.${what} FROM row_overrides o WHERE o.table_name = ${sqlWord(table)} AND o.row_key = ${ROW_TABLE_DEFS[table].key} AND o.field = ${sqlWord(field)})`;

/**
 * After an import: notes each override's field value from the fresh data in `upstream` (one
 * statement for every table), then puts the overrides of each written table back. They bind no
 * parameter, which drizzle's batch needs on D1 (writeDataset).
 */
export function importOverrideStatements(written: readonly RowTable[]): SQL[] {
  if (written.length === 0) return [];
  const byTable = ROW_TABLES.map((table) => `WHEN ${sqlWord(table)} THEN ${currentValueSql(table)}`).join(
    "\n",
  );
  return [
    sql.raw(`UPDATE row_overrides SET upstream = coalesce(CASE table_name ${byTable} END, upstream)`),
    ...written.map((table) => applyStatement(table)),
  ];
}

/** The JSON of an override's field as the row holds it now, as SQL (inside an UPDATE of row_overrides). */
function currentValueSql(table: RowTable): string {
  const def = ROW_TABLE_DEFS[table];
  const fields = Object.keys(def.columns)
    .map((f) => {
      const { col, kind } = column(table, f);
      return `WHEN ${sqlWord(f)} THEN ${readSql(kind, col)}`;
    })
    .join(" ");
  const order = def.dataFirst ? ` ORDER BY ${def.dataFirst()} LIMIT 1` : "";
  return `(SELECT CASE row_overrides.field ${fields} END FROM ${def.from} WHERE ${def.key} = row_overrides.row_key${order})`;
}

/**
 * After rows of a table were written from the data (a compare's apply): notes their fields' new
 * data values in their overrides' `upstream`, before applyStatement puts the edits back.
 */
export function noteUpstreamStatement(table: RowTable, keys: string[]): SQL {
  return sql`UPDATE row_overrides SET upstream = coalesce(${sql.raw(currentValueSql(table))}, upstream)
    WHERE table_name = ${table} AND row_key IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`;
}

/** Drops the overrides of some rows of a table (their data values stay as written). */
export function dropOverridesStatement(table: RowTable, keys: string[]): SQL {
  return sql`DELETE FROM row_overrides
    WHERE table_name = ${table} AND row_key IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`;
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
    `${def.key} IN (SELECT row_key FROM row_overrides WHERE table_name = ${sqlWord(table)})`,
  );
  return sql`${sql.raw(def.update ?? "UPDATE")} ${sql.raw(def.from)} SET ${sql.raw(sets.join(", "))} WHERE ${where}${
    key === undefined ? sql`` : sql` AND ${sql.raw(def.key)} = ${key}`
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
      FROM ${sql.raw(def.from)} WHERE ${sql.raw(def.key)} = ${key}
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
      sql`${sql.raw(def.update ?? "UPDATE")} ${sql.raw(def.from)} SET ${sql.raw(`"${def.columns[field]}" = ${writeSql(kind, col, up)}`)}
          WHERE ${sql.raw(def.key)} = ${key} AND ${sql.raw(up)} IS NOT NULL`,
      sql`DELETE FROM row_overrides WHERE table_name = ${table} AND row_key = ${key} AND field = ${field}`,
    ];
  });
}
