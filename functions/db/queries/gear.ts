/**
 * The gear builder's data: every item of the gear slots' categories with its wearable stats
 * (src/domain/gear.ts SLOT_CATEGORY) and one mode's prices; and saved gear loadouts as the API
 * shows them. Read on demand by its own endpoint, never part of GET /cache.
 */
import { asc, sql } from "drizzle-orm";
import type { GameMode } from "../../../src/contracts/game-mode";
import type { GearItem, GearLoadout } from "../../../src/contracts/gear";
import { GEAR_SLOTS, type GearBuild, SLOT_CATEGORY, slotOfCategory } from "../../../src/domain/gear";
import { items } from "../schema";
import type { AnyDb } from "./db-type";
import type { LoadoutRow } from "./loadouts";
import { builderIdentity, builderItemColumns, pricesOf } from "./weapons";

const columns = { ...builderItemColumns, category: items.category };

const CATEGORIES = JSON.stringify(GEAR_SLOTS.map((s) => SLOT_CATEGORY[s]));
const inCategories = sql`${items.category} IN (SELECT value FROM json_each(${CATEGORIES}))`;

type Row = Awaited<ReturnType<typeof gearRows>>[number];

function gearRows(db: AnyDb, ids?: readonly string[]) {
  const where = ids
    ? sql`${inCategories} AND ${items.uid} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`
    : inCategories;
  return db.select(columns).from(items).where(where).orderBy(asc(items.name));
}

const orNull = (n: number | undefined) => (typeof n === "number" && Number.isFinite(n) ? n : null);

function gearItem(
  r: Row,
  price: { flea: number | null; offers: GearItem["offers"] } | undefined,
): GearItem | null {
  const slot = slotOfCategory(r.category);
  if (!slot) return null;
  const p = r.props ?? {};
  return {
    ...builderIdentity(r),
    slot,
    weight: r.weight,
    armorClass: orNull(p.armorClass),
    durability: orNull(p.durability),
    speedPenalty: orNull(p.speedPenalty),
    turnPenalty: orNull(p.turnPenalty),
    ergoPenalty: orNull(p.ergoPenalty),
    conflicts: p.conflicts ?? [],
    blocksEarpiece: p.blocksEarpiece === true,
    flea: price?.flea ?? null,
    offers: price?.offers ?? [],
  };
}

/** Every wearable of the gear slots, by name, with one mode's prices. */
export async function gearItems(db: AnyDb, mode: GameMode): Promise<GearItem[]> {
  const rows = await gearRows(db);
  const prices = await pricesOf(
    db,
    rows.map((r) => r.uid),
    mode,
  );
  return rows.flatMap((r) => gearItem(r, prices.get(r.uid)) ?? []);
}

/** The wearables among some ids (no prices): what a saved set is checked against. */
export async function gearItemsByIds(db: AnyDb, ids: readonly string[]): Promise<GearItem[]> {
  if (ids.length === 0) return [];
  return (await gearRows(db, ids)).flatMap((r) => gearItem(r, undefined) ?? []);
}

/** The ids a stored gear build names, in slot order. */
export const gearIds = (build: GearBuild) => GEAR_SLOTS.flatMap((s) => (build[s] ? [build[s]] : []));

/** A stored gear row as the API shows it to a viewer (null for visitors). */
export function gearLoadoutOf(
  row: LoadoutRow,
  known: ReadonlyMap<string, GearItem>,
  viewer: { uid: string } | null,
  liked: boolean,
  author: string | null,
): GearLoadout {
  const build = row.build.parts as GearBuild;
  return {
    uid: row.uid,
    kind: "gear",
    title: row.title,
    isPublic: row.isPublic,
    build,
    items: GEAR_SLOTS.flatMap((slot) => {
      const item = build[slot] ? known.get(build[slot]) : undefined;
      return item
        ? [
            {
              slot,
              uid: item.uid,
              name: item.name,
              ruName: item.ruName,
              shortName: item.shortName,
              ruShortName: item.ruShortName,
              iconUrl: item.iconUrl,
            },
          ]
        : [];
    }),
    stats: { weight: row.weight, armorClass: row.armorClass },
    likes: row.likes,
    liked,
    mine: viewer?.uid === row.userUid,
    author,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
