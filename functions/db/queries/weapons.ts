/**
 * The loadout builder's data: the guns, and for one gun every part that fits it at any depth
 * (walked slot by slot, one query per level), with one game mode's flea price and trader cash
 * offers. Id lists travel as one JSON parameter (json_each), so no query hits D1's bound-parameter cap.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { GameMode } from "../../../src/contracts/game-mode";
import type { GunSummary, PartInfo } from "../../../src/contracts/loadout";
import { MAX_DEPTH } from "../../../src/domain/loadout";
import { itemSlug } from "../../../src/domain/slug";
import { itemPrices, items, traderOffers } from "../schema";
import type { AnyDb } from "./db-type";

/** The columns a builder shows of a part or a worn item: names, address, icon, weight, stats. */
export const builderItemColumns = {
  uid: items.uid,
  name: items.name,
  nameL10n: items.nameL10n,
  shortName: items.shortName,
  shortNameL10n: items.shortNameL10n,
  url: items.url,
  isFunctional: items.isFunctional,
  wikiIcon: items.wikiIcon,
  weight: items.weight,
  props: items.props,
};
const partColumns = { ...builderItemColumns, caliber: items.caliber };
type PartRow = {
  uid: string;
  name: string;
  nameL10n: { ru?: string };
  shortName: string;
  shortNameL10n: { ru?: string } | null;
  url: string;
  isFunctional: boolean;
  wikiIcon: string | null;
  weight: number | null;
  caliber: string | null;
  props: import("../schema").ItemProps | null;
};

/** What every builder row says of its item: its names in both languages, its address and its icon. */
export const builderIdentity = (
  r: Pick<
    PartRow,
    "uid" | "name" | "nameL10n" | "shortName" | "shortNameL10n" | "url" | "isFunctional" | "wikiIcon"
  >,
) => ({
  uid: r.uid,
  name: r.name,
  ruName: r.nameL10n.ru || null,
  shortName: r.shortName,
  ruShortName: r.shortNameL10n?.ru || null,
  url: itemSlug(r),
  iconUrl: r.wikiIcon,
});

const isGun = sql`json_extract(${items.props}, '$.recoilVertical') IS NOT NULL`;
const inList = (ids: readonly string[]) =>
  sql`${items.uid} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;

const summary = (r: PartRow): GunSummary => ({
  ...builderIdentity(r),
  caliber: r.props?.caliber ?? r.caliber,
});

/** Every gun the data has stats for, by name. */
export async function gunList(db: AnyDb): Promise<GunSummary[]> {
  const rows = await db.select(partColumns).from(items).where(isGun).orderBy(asc(items.name));
  return rows.map(summary);
}

type Priced = { flea: number | null; offers: PartInfo["offers"] };

/** One mode's flea price (null when none) and trader cash offers (cheapest first) of the items. */
export async function pricesOf(
  db: AnyDb,
  ids: readonly string[],
  mode: GameMode,
): Promise<Map<string, Priced>> {
  const out = new Map<string, Priced>(ids.map((id) => [id, { flea: null, offers: [] }]));
  if (ids.length === 0) return out;
  const list = JSON.stringify(ids);
  const [prices, offers] = await Promise.all([
    db
      .select({ uid: itemPrices.itemUid, flea: itemPrices.flea })
      .from(itemPrices)
      .where(
        and(eq(itemPrices.mode, mode), sql`${itemPrices.itemUid} IN (SELECT value FROM json_each(${list}))`),
      ),
    db
      .select({
        uid: traderOffers.itemUid,
        vendor: traderOffers.trader,
        level: traderOffers.level,
        price: traderOffers.price,
      })
      .from(traderOffers)
      .where(
        and(
          eq(traderOffers.mode, mode),
          eq(traderOffers.kind, "buy"),
          sql`${traderOffers.itemUid} IN (SELECT value FROM json_each(${list}))`,
        ),
      )
      .orderBy(asc(traderOffers.price)),
  ]);
  for (const p of prices) {
    const entry = out.get(p.uid);
    if (entry) entry.flea = p.flea && p.flea > 0 ? p.flea : null;
  }
  for (const o of offers)
    out.get(o.uid)?.offers.push({ vendor: o.vendor, level: o.level, priceRUB: o.price });
  return out;
}

const partInfo = (r: PartRow, price: Priced | undefined): PartInfo => ({
  ...builderIdentity(r),
  ergonomics: r.props?.ergonomics ?? 0,
  recoil: r.props?.recoil ?? 0,
  weight: r.weight,
  slots: r.props?.slots ?? [],
  conflicts: r.props?.conflicts ?? [],
  conflictSlots: r.props?.conflictSlots ?? [],
  flea: price?.flea ?? null,
  offers: price?.offers ?? [],
});

/**
 * One gun and every part reachable through its slots (at most MAX_DEPTH levels), with prices in
 * one mode; rounds of its caliber. Null when the uid is not a gun.
 */
export async function gunParts(db: AnyDb, uid: string, mode: GameMode) {
  const gunRow = await db
    .select(partColumns)
    .from(items)
    .where(and(eq(items.uid, uid), isGun))
    .get();
  if (!gunRow?.props) return null;
  const found = new Map<string, PartRow>();
  let frontier: PartRow[] = [gunRow];
  for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0; depth++) {
    const next = new Set<string>();
    for (const part of frontier)
      for (const slot of part.props?.slots ?? [])
        for (const id of slot.allowed) if (id !== uid && !found.has(id)) next.add(id);
    if (next.size === 0) break;
    const rows = await db
      .select(partColumns)
      .from(items)
      .where(inList([...next]));
    for (const r of rows) found.set(r.uid, r);
    frontier = rows;
  }
  const caliber = gunRow.props.caliber ?? null;
  const ammoRows = caliber
    ? await db
        .select(partColumns)
        .from(items)
        .where(
          and(
            eq(items.caliber, caliber),
            sql`EXISTS (SELECT 1 FROM json_each(${items.types}) WHERE value = 'ammo')`,
          ),
        )
        .orderBy(asc(items.name))
    : [];
  const parts = [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
  const prices = await pricesOf(
    db,
    [gunRow.uid, ...parts.map((p) => p.uid), ...ammoRows.map((a) => a.uid)],
    mode,
  );
  return {
    gun: {
      ...partInfo(gunRow, prices.get(gunRow.uid)),
      recoil: 0,
      recoilVertical: gunRow.props.recoilVertical ?? 0,
      recoilHorizontal: gunRow.props.recoilHorizontal ?? 0,
      caliber,
    },
    parts: parts.map((p) => partInfo(p, prices.get(p.uid))),
    ammo: ammoRows.map((a) => partInfo(a, prices.get(a.uid))),
  };
}
