/**
 * Russian names of real data survive an import that has none for them. The snapshot takes them
 * from the game's locale file and the hourly import from the feed's optional `_ru` files: a row an
 * import gives no Russian name (no such file, or a file without its key) would otherwise be
 * written with an empty one. Such a row keeps the name stored for the same id; a name the import
 * reads always wins, and rows the import no longer has are not touched here.
 */
import { sql } from "drizzle-orm";
import type { AnyDb } from "../db/queries/db-type";
import type { ImportedDataset } from "./build";

type Kind = "items" | "quests" | "traders" | "hideoutStations" | "maps";
type Stored = { kind: Kind | "objectives"; id: string; name: string | null; short: string | null };

/**
 * The stored Russian names, item short names and objective texts, by kind and id (quests by game
 * id; D1 allows five terms per compound SELECT, so the small tables are one nested term). An edited
 * name (an admin's override) gives the data's value it replaced, which the override keeps.
 */
const STORED = sql.raw(`
  SELECT 'items' AS kind, items.uid AS id,
    CASE WHEN o.item_uid IS NULL THEN json_extract(items.name_l10n, '$.ru') ELSE json_extract(o.upstream, '$') END AS name,
    json_extract(items.short_name_l10n, '$.ru') AS short
  FROM items LEFT JOIN item_overrides o ON o.item_uid = items.uid AND o.field = 'nameRu'
  UNION ALL
  SELECT 'quests', coalesce(quests.bsg_id, quests.uid),
    CASE WHEN o.row_key IS NULL THEN json_extract(quests.name_l10n, '$.ru') ELSE json_extract(o.upstream, '$') END,
    NULL
  FROM quests LEFT JOIN row_overrides o
    ON o.table_name = 'quests' AND o.row_key = quests.uid AND o.field = 'nameRu'
  UNION ALL SELECT * FROM (
    SELECT 'traders', uid, json_extract(name_l10n, '$.ru'), NULL FROM traders
    UNION ALL SELECT 'hideoutStations', uid, json_extract(name_l10n, '$.ru'), NULL FROM hideout_stations
    UNION ALL SELECT 'maps', slug, json_extract(name_l10n, '$.ru'), NULL FROM maps)
  UNION ALL SELECT 'objectives', json_extract(o.value, '$.id'), json_extract(o.value, '$.textRu'), NULL
  FROM quests, json_each(quests.objectives) o WHERE json_extract(o.value, '$.textRu') IS NOT NULL`);

/**
 * Gives the rows of `data` that have no Russian name (or item short name, or quest objective
 * text) the one stored for their id, in place, in one query.
 */
export async function keepStoredRu(db: AnyDb, data: Pick<ImportedDataset, Kind>): Promise<void> {
  const stored = new Map<string, Stored>();
  for (const r of await db.all<Stored>(STORED)) if (r.name || r.short) stored.set(`${r.kind} ${r.id}`, r);
  const keep = <R extends { nameL10n: { ru: string } }>(kind: Kind, rows: R[], id: (r: R) => string) => {
    for (const row of rows) {
      const old = stored.get(`${kind} ${id(row)}`);
      if (!old?.name || row.nameL10n.ru) continue;
      row.nameL10n = { ...row.nameL10n, ru: old.name };
    }
  };
  keep("items", data.items, (r) => r.uid);
  keep("quests", data.quests, (r) => r.bsgId ?? r.uid);
  keep("traders", data.traders, (r) => r.uid);
  keep("hideoutStations", data.hideoutStations, (r) => r.uid);
  keep("maps", data.maps, (r) => r.slug);
  for (const quest of data.quests)
    quest.objectives = quest.objectives.map((o) => {
      const textRu = o.textRu || stored.get(`objectives ${o.id}`)?.name;
      return textRu ? { ...o, textRu } : o;
    });
  for (const row of data.items) {
    const short = stored.get(`items ${row.uid}`)?.short;
    if (short && !row.shortNameL10n?.ru) row.shortNameL10n = { ru: short };
  }
}
