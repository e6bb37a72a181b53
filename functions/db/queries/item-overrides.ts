import { type SQL, sql } from "drizzle-orm";
import { ITEM_EDIT_FIELDS, type ItemEditField } from "../../../src/contracts/admin";
import { sqlWord } from "../sql-word";

/**
 * Item fields an admin may edit (src/contracts/admin.ts): the SQL that reads an item's current
 * value as JSON, its column, and the SQL that turns a JSON value `v` into the column's value. An
 * edit is an item_overrides row; it is applied at once and again after every data import
 * (writeDataset), so it survives imports until an admin reverts it.
 */
type Field = { read: string; column: string | null; value: (v: string) => string };
const text = (column: string): Field => ({
  read: `json_quote(items.${column})`,
  column,
  value: (v) => `json_extract(${v}, '$')`,
});
/**
 * The fields, each with its column; the icon crop has none (the data has no crop): it lives in its
 * override row only, which the items cache reads (functions/db/queries/cache.ts).
 */
const FIELDS: Record<ItemEditField, Field> = {
  icon: text("wiki_icon"),
  image: text("wiki_img"),
  enImg: text("en_img"),
  gunBuildImg: text("gun_build_img"),
  iconCrop: { read: "'null'", column: null, value: (v) => v },
  name: { read: "json_quote(items.name)", column: "name", value: (v) => `json_extract(${v}, '$')` },
  shortName: {
    read: "json_quote(items.short_name)",
    column: "short_name",
    value: (v) => `json_extract(${v}, '$')`,
  },
  nameRu: {
    read: "json_quote(coalesce(json_extract(items.name_l10n, '$.ru'), ''))",
    column: "name_l10n",
    value: (v) => `json_set(name_l10n, '$.ru', json_extract(${v}, '$'))`,
  },
  isFunctional: {
    read: "CASE items.is_functional WHEN 1 THEN 'true' ELSE 'false' END",
    column: "is_functional",
    value: (v) => `CASE json_extract(${v}, '$') WHEN 1 THEN 1 ELSE 0 END`,
  },
};

const onlyItem = (uid: string | undefined): SQL => (uid === undefined ? sql`` : sql` AND items.uid = ${uid}`);

/** The JSON of an item field's current value, as SQL over `items`. */
export const readFieldSql = (field: ItemEditField) => sql.raw(FIELDS[field].read);

/**
 * An item's search text, in SQL, as the importer builds it (functions/import/map-items.ts: name,
 * short name and tags, lower case), from the given name and short name expressions.
 */
const searchText = (name: string, shortName: string) =>
  `lower(${name} || ' ' || ${shortName} ||
    coalesce((SELECT ' ' || group_concat(t.value, ' ') FROM json_each(items.tags) t), ''))`;

/**
 * Statements that put the overrides on the items, run after the items are written, in the same
 * batch. Without `uid` they bind no parameter, which drizzle's batch needs on D1 (writeDataset). After an import (`recordUpstream`) they first note each overridden field's fresh value
 * from the data in `upstream`, which the compare pages show and a revert restores; `uid` limits
 * them to one item (an admin's edit).
 */
export function applyOverridesStatements(opts: { recordUpstream: boolean; uid?: string }): SQL[] {
  const statements: SQL[] = [];
  if (opts.recordUpstream) {
    const cases = ITEM_EDIT_FIELDS.map((f) => `WHEN ${sqlWord(f)} THEN ${FIELDS[f].read}`).join(" ");
    statements.push(
      sql`UPDATE item_overrides SET upstream =
            (SELECT CASE item_overrides.field ${sql.raw(cases)} END FROM items WHERE items.uid = item_overrides.item_uid)
          WHERE EXISTS (SELECT 1 FROM items WHERE items.uid = item_overrides.item_uid)`,
    );
  }
  // each column's value after the edit; SET sees the old row, so the search text is built from these
  const next = (f: ItemEditField) => {
    const { column, value } = FIELDS[f];
    const v = `(SELECT o.value FROM item_overrides o WHERE o.item_uid = items.uid AND o.field = ${sqlWord(f)})`;
    return `CASE WHEN ${v} IS NULL THEN ${column} ELSE ${value(v)} END`;
  };
  const sets = ITEM_EDIT_FIELDS.flatMap((f) =>
    FIELDS[f].column ? [`${FIELDS[f].column} = ${next(f)}`] : [],
  );
  sets.push(`search = ${searchText(next("name"), next("shortName"))}`);
  statements.push(
    sql`UPDATE items SET ${sql.raw(sets.join(", "))}
        WHERE items.uid IN (SELECT item_uid FROM item_overrides)${onlyItem(opts.uid)}`,
  );
  return statements;
}

/**
 * Statements that undo an item's overrides of the given fields: each column gets the data's value
 * back (the override's `upstream`), the override row goes, and the search text is rebuilt.
 */
export function revertStatements(uid: string, fields: ItemEditField[]): SQL[] {
  const statements: SQL[] = [];
  for (const f of fields) {
    const { column, value } = FIELDS[f];
    const v = `(SELECT o.upstream FROM item_overrides o WHERE o.item_uid = items.uid AND o.field = ${sqlWord(f)})`;
    if (column)
      statements.push(
        sql`UPDATE items SET ${sql.raw(`${column} = ${value(v)}`)} WHERE items.uid = ${uid} AND ${sql.raw(v)} IS NOT NULL`,
      );
    statements.push(sql`DELETE FROM item_overrides WHERE item_uid = ${uid} AND field = ${f}`);
  }
  statements.push(
    sql`UPDATE items SET search = ${sql.raw(searchText("name", "short_name"))} WHERE items.uid = ${uid}`,
  );
  return statements;
}
