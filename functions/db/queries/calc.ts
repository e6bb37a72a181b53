import { and, asc, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import type { CalcData, CalcOffer } from "../../../src/contracts/calc";
import type { GameMode } from "../../../src/contracts/game-mode";
import { calcItemUids } from "../../../src/domain/calc-items";
import { FUEL_TANK_URL } from "../../../src/domain/fuel";
import { readGlobalSettings } from "../../../src/domain/global-settings";
import {
  barters,
  crafts,
  hideoutLevels,
  hideoutStations,
  itemPrices,
  items,
  priceDaily,
  quests,
  traderOffers,
  traders,
} from "../schema";
import { getDataVersion } from "./data-version";
import type { AnyDb } from "./db-type";
import { KV_KEYS, kvGet } from "./kv";

const DAY_MS = 86_400_000;

async function offersByItem(db: AnyDb, mode: GameMode) {
  const rows = await db
    .select()
    .from(traderOffers)
    .where(eq(traderOffers.mode, mode))
    .orderBy(asc(traderOffers.itemUid), asc(traderOffers.trader), asc(traderOffers.level));
  const buy: Record<string, CalcOffer[]> = {};
  const sell: Record<string, CalcOffer[]> = {};
  for (const r of rows) {
    const target = r.kind === "buy" ? buy : sell;
    const list = target[r.itemUid] ?? [];
    const offer: CalcOffer = [r.trader, r.level, r.price, r.currency, r.priceCur];
    if (r.observedAt !== null) offer.push(Math.floor(r.observedAt / DAY_MS));
    list.push(offer);
    target[r.itemUid] = list;
  }
  return { buy, sell };
}

/** Last daily flea average of the items that have no live flea price in this mode. */
async function historicalPrices(db: AnyDb, mode: GameMode): Promise<Record<string, number>> {
  const last = db
    .select({ itemUid: priceDaily.itemUid, day: max(priceDaily.day).as("last_day") })
    .from(priceDaily)
    .where(eq(priceDaily.mode, mode))
    .groupBy(priceDaily.itemUid)
    .as("last");
  const rows = await db
    .select({ itemUid: priceDaily.itemUid, avg: priceDaily.avg })
    .from(priceDaily)
    .innerJoin(last, and(eq(last.itemUid, priceDaily.itemUid), eq(last.day, priceDaily.day)))
    .leftJoin(itemPrices, and(eq(itemPrices.itemUid, priceDaily.itemUid), eq(itemPrices.mode, mode)))
    .where(and(eq(priceDaily.mode, mode), sql`coalesce(${itemPrices.flea}, 0) = 0`));
  return Object.fromEntries(rows.map((r) => [r.itemUid, r.avg]));
}

async function fuelBase(db: AnyDb): Promise<number> {
  return readGlobalSettings(await kvGet(db, KV_KEYS.globalSettings)).fuelBase;
}

async function isDemo(db: AnyDb): Promise<boolean> {
  const source = await kvGet(db, "data_source");
  return (source as { kind?: unknown } | undefined)?.kind === "demo";
}

/** The base price of every item that has one (the market's rows leave it out: only the calculators use it). */
function basePrices(db: AnyDb) {
  return db
    .select({ uid: items.uid, basePrice: items.basePrice })
    .from(items)
    .where(isNotNull(items.basePrice))
    .orderBy(asc(items.uid));
}

/**
 * The names of the quests these recipes wait for. Every quest's name is read and the list kept
 * here: the quests asked for (84 in the snapshot) could pass D1's 100 bound values per query.
 */
async function lockQuestNames(db: AnyDb, recipes: readonly { questUid: string | null }[]) {
  const wanted = new Set(recipes.flatMap((r) => (r.questUid ? [r.questUid] : [])));
  if (wanted.size === 0) return {};
  const rows = await db
    .select({ uid: quests.uid, name: quests.name, nameL10n: quests.nameL10n })
    .from(quests);
  return Object.fromEntries(
    rows
      .filter((q) => wanted.has(q.uid))
      .map((q) => [q.uid, { name: q.name, ruName: q.nameL10n.ru || null }]),
  );
}

/** Everything the calculators need besides the items cache, in one mode. */
export async function buildCalcData(db: AnyDb, mode: GameMode): Promise<CalcData> {
  const [craftRows, barterRows, stations, levels, traderRows, offers, historical, fuel, demo, bases, tanks] =
    await Promise.all([
      db.select().from(crafts).orderBy(asc(crafts.stationUid), asc(crafts.level), asc(crafts.uid)),
      db.select().from(barters).orderBy(asc(barters.trader), asc(barters.level), asc(barters.uid)),
      db.select().from(hideoutStations).orderBy(asc(hideoutStations.sort)),
      db.select().from(hideoutLevels).orderBy(asc(hideoutLevels.stationUid), asc(hideoutLevels.level)),
      db.select().from(traders).orderBy(asc(traders.sort)),
      offersByItem(db, mode),
      historicalPrices(db, mode),
      fuelBase(db),
      isDemo(db),
      basePrices(db),
      db
        .select({ uid: items.uid })
        .from(items)
        .where(inArray(items.url, Object.values(FUEL_TANK_URL))),
    ]);
  // an item's value as a sale (its trader offers, and its base price for the flea fee) is read
  // only for what crafts and barters give: sent for those alone (a fifth of the items)
  const outputs = new Set([...craftRows, ...barterRows].flatMap((r) => r.outputs.map((o) => o.item)));
  const basePrice: Record<string, number> = {};
  for (const b of bases) if (b.basePrice !== null && outputs.has(b.uid)) basePrice[b.uid] = b.basePrice;
  const sell = Object.fromEntries(Object.entries(offers.sell).filter(([uid]) => outputs.has(uid)));
  // an item's trader offers as a purchase: for the items the calculators price (calc-items.ts),
  // not the nine in ten of the offers' items that no recipe or hideout level names
  const named = calcItemUids({ crafts: craftRows, barters: barterRows, levels });
  for (const t of tanks) named.add(t.uid);
  const buy = Object.fromEntries(Object.entries(offers.buy).filter(([uid]) => named.has(uid)));
  const questNames = await lockQuestNames(db, [...craftRows, ...barterRows]);
  const recipe = (list: { item: string; count: number; tool?: boolean; minLevel?: number }[]) =>
    list.map(({ item, count, tool, minLevel }) => ({
      item,
      count,
      ...(tool ? { tool } : {}),
      ...(minLevel ? { minLevel } : {}),
    }));
  return {
    mode,
    crafts: craftRows.map((c) => ({
      uid: c.uid,
      stationUid: c.stationUid,
      level: c.level,
      duration: c.duration,
      inputs: recipe(c.inputs),
      outputs: recipe(c.outputs),
      questUid: c.questUid,
    })),
    barters: barterRows.map((b) => ({
      uid: b.uid,
      trader: b.trader,
      level: b.level,
      inputs: recipe(b.inputs),
      outputs: recipe(b.outputs),
      questUid: b.questUid,
      buyLimit: b.buyLimit,
    })),
    stations: stations.map((s) => ({ uid: s.uid, name: s.name, ruName: s.nameL10n.ru || null })),
    levels: levels.map((l) => ({
      uid: l.uid,
      stationUid: l.stationUid,
      level: l.level,
      constructionTime: l.constructionTime,
      itemReqs: recipe(l.itemReqs),
      stationReqs: l.stationReqs,
      traderReqs: l.traderReqs,
    })),
    traders: traderRows.map((t) => ({ uid: t.uid, name: t.name, ruName: t.nameL10n.ru || null })),
    quests: questNames,
    buy,
    sell,
    historical,
    basePrice,
    fuelBase: fuel,
    demo,
  };
}

/** Per-isolate memo by data version and mode, like the cache payload. */
const memo = new Map<string, Promise<string>>();

/** The calc data of a mode as JSON text, built once per data version. */
export async function calcDataJson(db: AnyDb, mode: GameMode): Promise<{ version: number; json: string }> {
  const version = await getDataVersion(db);
  const key = `${version}:${mode}`;
  let pending = memo.get(key);
  if (!pending) {
    for (const k of memo.keys()) if (!k.startsWith(`${version}:`)) memo.delete(k);
    pending = buildCalcData(db, mode).then((data) => JSON.stringify(data));
    memo.set(key, pending);
    pending.catch(() => memo.delete(key));
  }
  return { version, json: await pending };
}
