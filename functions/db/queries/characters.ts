import {
  FAV_MAX,
  PROGRESSION_LIST_MAX,
  PROGRESSION_LISTS,
  type Progression,
  type ProgressionOps,
} from "../../../src/contracts/user";
import { FOUND_MAX } from "../../../src/domain/items-found";
import { type FavOps, MAP_FIELDS } from "../../../src/domain/user-patch";
import type { CharacterFields } from "../../accounts/defaults";
import { readFields, readProgression } from "../../accounts/defaults";
import { MAX_CHARACTERS } from "../../accounts/limits";

/**
 * Writes on characters. Every write names the owner (`user_uid`) next to the character uid, so a
 * uid of another user's character changes nothing. JSON columns are changed key by key in SQL
 * (json_set / json_patch), never read, modified and written back whole: two requests changing
 * different keys at once both keep their change.
 */

/** `json_set(<column>, '$."k1"', json(?), '$."k2"', json(?), …)` over the given top-level keys. */
function jsonSetSql(column: string, keys: string[]): string {
  return `json_set(${column}${keys.map(() => ", ?, json(?)").join("")})`;
}
function jsonSetArgs(values: Record<string, unknown>): string[] {
  return Object.entries(values).flatMap(([k, v]) => [`$."${k}"`, JSON.stringify(v)]);
}

const SAFE_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
function checkKeys(values: Record<string, unknown>): string[] {
  const keys = Object.keys(values);
  for (const k of keys) if (!SAFE_KEY.test(k)) throw new Error(`unexpected field name ${k}`);
  return keys;
}

/**
 * Changes a character's `fields` in one statement: top-level keys set, the map fields
 * (tradersLL, tradersStanding, feature_maps) joined key by key, favourites changed by operation
 * (kept within FAV_MAX), so that parallel changes from two tabs all survive. False when the
 * character is not the user's (or the favourites would pass their limit).
 */
export async function setCharacterFields(
  db: D1Database,
  opts: { userUid: string; charUid: string; values: Partial<CharacterFields> & FavOps },
): Promise<boolean> {
  const { favAdd = [], favRemove = [], ...values } = opts.values;
  checkKeys(values);
  const args: string[] = [opts.charUid, opts.userUid];
  /** A bound parameter: the JSON text of a value, or a key's JSON path as it is. */
  const param = (value: unknown) => `?${args.push(JSON.stringify(value))}`;
  const pathParam = (key: string) => `?${args.push(`$."${key}"`)}`;
  const sets: string[] = [];
  const checks: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const path = pathParam(key);
    const joined = (MAP_FIELDS as readonly string[]).includes(key);
    sets.push(
      joined
        ? `${path}, json_patch(coalesce(json_extract(fields, ${path}), '{}'), json(${param(value)}))`
        : `${path}, json(${param(value)})`,
    );
  }
  if (favAdd.length > 0 || favRemove.length > 0) {
    const after = listAfterSql("fields", "favList", param(favAdd), param(favRemove));
    sets.push(`'$."favList"', json(${after})`);
    checks.push(`json_array_length(${after}) <= ${FAV_MAX}`);
  }
  if (sets.length === 0) return true;
  const res = await db
    .prepare(
      `UPDATE characters SET fields = json_set(fields, ${sets.join(", ")})
       WHERE uid = ?1 AND user_uid = ?2${checks.map((c) => ` AND ${c}`).join("")}`,
    )
    .bind(...args)
    .run();
  return res.meta.changes > 0;
}

/** Sets whole progression lists of a character (each list replaced, the others untouched). */
export async function setProgressionLists(
  db: D1Database,
  opts: { userUid: string; charUid: string; values: Partial<Progression> },
): Promise<boolean> {
  const keys = checkKeys(opts.values);
  if (keys.length === 0) return true;
  const res = await db
    .prepare(
      `UPDATE characters SET progression = ${jsonSetSql("progression", keys)} WHERE uid = ? AND user_uid = ?`,
    )
    .bind(...jsonSetArgs(opts.values), opts.charUid, opts.userUid)
    .run();
  return res.meta.changes > 0;
}

/**
 * One list of a JSON column after the operations, as SQL: the uids it holds first, then the added
 * ones not in it yet, each once and in order, without the removed ones. `add` and `remove` name
 * JSON-array params.
 */
function listAfterSql(column: "fields" | "progression", list: string, add: string, remove: string): string {
  return `(SELECT json_group_array(value) FROM (
      SELECT value FROM (
        SELECT value, min(pos) AS pos FROM (
          SELECT value, key AS pos FROM json_each(${column}, '$."${list}"')
          UNION ALL SELECT value, 4294967296 + key FROM json_each(${add})
        ) WHERE value NOT IN (SELECT value FROM json_each(${remove})) GROUP BY value
      ) ORDER BY pos))`;
}

/**
 * The first uid the operations add that the game data does not hold: a quest or a story step (questsDone,
 * questsHidden), a hideout level (modulesBuilt) or an item whose found count grows. Removals and
 * decreases may name anything, so ids the data has since dropped can still be cleaned up.
 */
export async function unknownProgressionId(
  db: D1Database,
  ops: ProgressionOps,
): Promise<{ kind: "quest" | "hideoutLevel" | "item"; uid: string } | null> {
  const quests = [...(ops.add?.questsDone ?? []), ...(ops.add?.questsHidden ?? [])];
  const levels = ops.add?.modulesBuilt ?? [];
  const items = Object.keys(ops.itemsFoundAdd ?? {}).filter((k) => (ops.itemsFoundAdd?.[k] ?? 0) > 0);
  if (quests.length + levels.length + items.length === 0) return null;
  return db
    .prepare(
      `SELECT 'quest' AS kind, value AS uid FROM json_each(?1) WHERE value NOT IN (SELECT uid FROM quests)
         AND value NOT IN (SELECT step.value FROM story_chapters, json_each(story_chapters.steps) AS step)
       UNION ALL SELECT 'hideoutLevel', value FROM json_each(?2) WHERE value NOT IN (SELECT uid FROM hideout_levels)
       UNION ALL SELECT 'item', value FROM json_each(?3) WHERE value NOT IN (SELECT uid FROM items)
       LIMIT 1`,
    )
    .bind(JSON.stringify(quests), JSON.stringify(levels), JSON.stringify(items))
    .first<{ kind: "quest" | "hideoutLevel" | "item"; uid: string }>();
}

/**
 * Applies progression operations in one statement (adds, removes, found counts), so concurrent
 * operations on the same list all survive. "missing" when the character is not the user's,
 * "tooMany" when a list would pass its limit (nothing is changed then).
 */
export async function applyProgressionOps(
  db: D1Database,
  opts: { userUid: string; charUid: string; ops: ProgressionOps },
): Promise<"ok" | "missing" | "tooMany"> {
  const args: string[] = [opts.charUid, opts.userUid];
  const param = (value: unknown) => `?${args.push(JSON.stringify(value))}`;
  const sets: string[] = [];
  const checks: string[] = [];
  for (const list of PROGRESSION_LISTS) {
    const add = opts.ops.add?.[list] ?? [];
    const remove = opts.ops.remove?.[list] ?? [];
    if (add.length === 0 && remove.length === 0) continue;
    const after = listAfterSql("progression", list, param(add), param(remove));
    sets.push(`'$."${list}"', json(${after})`);
    if (add.length > 0) checks.push(`json_array_length(${after}) <= ${PROGRESSION_LIST_MAX[list]}`);
  }
  const found = opts.ops.itemsFoundAdd ?? {};
  if (Object.keys(found).length > 0) {
    // each count plus its change, within 0..FOUND_MAX, as a merge patch (null drops a count of 0)
    sets.push(`'$."itemsFound"', json_patch(coalesce(json_extract(progression, '$."itemsFound"'), '{}'),
      (SELECT json_group_object(key, CASE WHEN n > 0 THEN n END) FROM (
        SELECT d.key AS key, min(${FOUND_MAX}, max(0, coalesce(f.value, 0) + d.value)) AS n
        FROM json_each(${param(found)}) AS d
        LEFT JOIN json_each(progression, '$."itemsFound"') AS f ON f.key = d.key)))`);
  }
  if (sets.length === 0) return (await ownsCharacter(db, opts)) ? "ok" : "missing";
  const res = await db
    .prepare(
      `UPDATE characters SET progression = json_set(progression, ${sets.join(", ")})
       WHERE uid = ?1 AND user_uid = ?2${checks.map((c) => ` AND ${c}`).join("")}`,
    )
    .bind(...args)
    .run();
  if (res.meta.changes > 0) return "ok";
  return (await ownsCharacter(db, opts)) ? "tooMany" : "missing";
}

async function ownsCharacter(db: D1Database, opts: { userUid: string; charUid: string }): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 FROM characters WHERE uid = ? AND user_uid = ?")
    .bind(opts.charUid, opts.userUid)
    .first();
  return row !== null;
}

/** A character of the user, or null when the uid is unknown or another user's. */
export async function ownCharacter(
  db: D1Database,
  userUid: string,
  charUid: string,
): Promise<{ fields: CharacterFields; progression: Progression } | null> {
  const row = await db
    .prepare("SELECT fields, progression FROM characters WHERE uid = ? AND user_uid = ?")
    .bind(charUid, userUid)
    .first<{ fields: string; progression: string }>();
  return row ? { fields: readFields(row.fields), progression: readProgression(row.progression) } : null;
}

/** Makes one of the user's own characters the active one; false when it is not theirs. */
export async function selectCharacter(db: D1Database, userUid: string, charUid: string): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE users SET char_uid = ?1 WHERE uid = ?2
       AND EXISTS (SELECT 1 FROM characters WHERE uid = ?1 AND user_uid = ?2)`,
    )
    .bind(charUid, userUid)
    .run();
  return res.meta.changes > 0;
}

/**
 * Adds a character to the user and makes it the active one, unless the user already has `max`
 * characters: the count and the insert are one statement in one batch (a transaction), so
 * concurrent creates never go over the limit. With `numberedName` the character is named that
 * prefix and its number (the count after the insert), e.g. "PMC 3". False when refused.
 */
export async function createCharacter(
  db: D1Database,
  opts: {
    userUid: string;
    charUid: string;
    fields: CharacterFields;
    progression: Progression;
    now: number;
    max?: number;
    numberedName?: string;
  },
): Promise<boolean> {
  const name = opts.numberedName === undefined ? "" : ", '$.charName', ?7 || (n + 1)";
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO characters (uid, user_uid, fields, progression, created_at)
         SELECT ?1, ?2, json_set(?3${name}), ?4, ?5
         FROM (SELECT count(*) AS n FROM characters WHERE user_uid = ?2) WHERE n < ?6`,
      )
      .bind(
        opts.charUid,
        opts.userUid,
        JSON.stringify(opts.fields),
        JSON.stringify(opts.progression),
        opts.now,
        opts.max ?? MAX_CHARACTERS,
        ...(opts.numberedName === undefined ? [] : [opts.numberedName]),
      ),
    db
      .prepare(
        `UPDATE users SET char_uid = ?1 WHERE uid = ?2
         AND EXISTS (SELECT 1 FROM characters WHERE uid = ?1 AND user_uid = ?2)`,
      )
      .bind(opts.charUid, opts.userUid),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}

/**
 * Copies the progression lists of one of the user's characters into another of theirs; false
 * when either is not the user's.
 */
export async function copyProgression(
  db: D1Database,
  opts: { userUid: string; fromUid: string; toUid: string },
): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE characters
       SET progression = (SELECT progression FROM characters WHERE uid = ?1 AND user_uid = ?3)
       WHERE uid = ?2 AND user_uid = ?3
       AND EXISTS (SELECT 1 FROM characters WHERE uid = ?1 AND user_uid = ?3)`,
    )
    .bind(opts.fromUid, opts.toUid, opts.userUid)
    .run();
  return res.meta.changes > 0;
}

/**
 * Deletes one of the user's characters other than the main profile; when it was the active one,
 * the main profile becomes active. False when nothing was deleted.
 */
export async function deleteCharacter(db: D1Database, userUid: string, charUid: string): Promise<boolean> {
  const [deleted] = await db.batch([
    db
      .prepare("DELETE FROM characters WHERE uid = ?1 AND user_uid = ?2 AND uid != ?2")
      .bind(charUid, userUid),
    db.prepare("UPDATE users SET char_uid = uid WHERE uid = ?2 AND char_uid = ?1").bind(charUid, userUid),
  ]);
  return (deleted?.meta.changes ?? 0) > 0;
}

type PriceMapKey = "userPricesMap" | "userSellPricesMap";

/** Sets (or, with null, removes) one item's custom price in a character's price map. */
export async function setCustomPrice(
  db: D1Database,
  opts: { userUid: string; charUid: string; map: PriceMapKey; itemUid: string; price: number | null },
): Promise<boolean> {
  const path = `$."${opts.map}"`;
  const res = await db
    .prepare(
      `UPDATE characters
       SET fields = json_set(fields, ?1, json(json_patch(coalesce(json_extract(fields, ?1), '{}'), ?2)))
       WHERE uid = ?3 AND user_uid = ?4`,
    )
    .bind(path, JSON.stringify({ [opts.itemUid]: opts.price }), opts.charUid, opts.userUid)
    .run();
  return res.meta.changes > 0;
}
