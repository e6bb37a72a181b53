/** GraphQL shape → intermediate model; every nested `{ id, name }` also goes into the name book. */

import { hasLoyalty } from "../../src/domain/traders";
import type { GqlBarter, GqlCraft, GqlItem, GqlMap, GqlStation, GqlTask, GqlTrader } from "./graphql-schemas";
import { TRADER_IDS } from "./known-ids";
import type {
  NameBook,
  UBarter,
  UCount,
  UCraft,
  UItem,
  UMap,
  UObjective,
  UOffer,
  UStation,
  UTask,
  UTrader,
} from "./model";
import { cleanText, isoMs } from "./text";

type Ref = { id: string; name?: string | undefined };
type Count = { item: Ref; count: number; attributes?: { type: string }[] | null | undefined };

function noteItem(names: NameBook, r: Ref) {
  const name = cleanText(r.name);
  if (name && !names.items.has(r.id)) names.items.set(r.id, { name });
}

function counts(names: NameBook, list: Count[] | undefined): UCount[] {
  return (list ?? []).map((c) => {
    noteItem(names, c.item);
    const tool = c.attributes?.some((a) => a.type === "tool");
    return { item: c.item.id, count: c.count, ...(tool ? { tool: true } : {}) };
  });
}

function objective(names: NameBook, o: GqlTask["objectives"][number]): UObjective {
  const refs = [o.questItem, o.item, o.markerItem, ...(o.items ?? [])].filter((r): r is Ref => !!r);
  for (const r of refs) noteItem(names, r);
  if (o.description) names.objectives.set(o.id, o.description);
  return {
    id: o.id,
    type: o.type,
    ...(o.description ? { text: o.description } : {}),
    optional: o.optional ?? false,
    maps: (o.maps ?? []).map((m) => m.id),
    items: [...new Set(refs.map((r) => r.id))],
    questItem: !!o.questItem,
    ...(typeof o.count === "number" ? { count: o.count } : {}),
    ...(o.foundInRaid !== undefined ? { fir: o.foundInRaid } : {}),
    targets: o.targetNames ?? [],
  };
}

/**
 * The GraphQL API does not say whether a trader requirement is a loyalty level or a standing:
 * "at least N" of a trader with loyalty levels is a level, anything else a standing (Fence ≥ 1,
 * Fence < -1, Lightkeeper ≤ 0), as the feed's requirementType says for the same tasks.
 */
function requirementType(traderId: string, compare: string | undefined): "level" | "reputation" {
  return (compare ?? ">=") === ">=" && hasLoyalty(TRADER_IDS[traderId] ?? "") ? "level" : "reputation";
}

export function gqlTasks(list: GqlTask[], names: NameBook): UTask[] {
  return list.map((t) => {
    names.tasks.set(t.id, t.name);
    names.traders.set(t.trader.id, t.trader.name ?? t.trader.id);
    const r = t.finishRewards ?? {};
    return {
      id: t.id,
      name: t.name,
      normalizedName: t.normalizedName,
      trader: t.trader.id,
      map: t.map?.id ?? null,
      minPlayerLevel: t.minPlayerLevel ?? 0,
      faction: t.factionName ?? "Any",
      kappa: t.kappaRequired ?? false,
      lighthouse: t.lightkeeperRequired ?? false,
      gameModes: [],
      taskReqs: (t.taskRequirements ?? []).map((q) => ({ task: q.task.id, status: q.status })),
      traderReqs: (t.traderRequirements ?? []).map((q) => ({
        trader: q.trader.id,
        type: q.requirementType ?? requirementType(q.trader.id, q.compareMethod),
        value: q.value,
        ...(q.compareMethod ? { compare: q.compareMethod } : {}),
      })),
      objectives: t.objectives.map((o) => objective(names, o)),
      failsWhenDone: (t.failConditions ?? [])
        .filter((f) => f.type === "taskStatus" && f.task && f.status?.includes("complete"))
        .map((f) => f.task?.id as string),
      rewards: {
        experience: t.experience ?? 0,
        items: counts(names, r.items),
        standing: (r.traderStanding ?? []).map((s) => ({ trader: s.trader.id, value: s.standing })),
        offers: (r.offerUnlock ?? []).map((o) => ({ id: o.id, item: o.item.id })),
        traders: (r.traderUnlock ?? []).map((x) => x.id),
        crafts: (r.craftUnlock ?? []).map((c) => ({ id: c.id })),
      },
      wikiUrl: t.wikiLink ?? null,
    };
  });
}

export function gqlBarters(list: GqlBarter[], names: NameBook): UBarter[] {
  return list.map((b) => ({
    id: b.id,
    trader: b.trader.id,
    level: b.level,
    taskUnlock: b.taskUnlock?.id ?? null,
    buyLimit: b.buyLimit ?? null,
    inputs: counts(names, b.requiredItems),
    outputs: counts(names, b.rewardItems),
  }));
}

export function gqlCrafts(list: GqlCraft[], names: NameBook): UCraft[] {
  return list.map((c) => ({
    id: c.id,
    station: c.station.id,
    level: c.level,
    duration: c.duration,
    taskUnlock: c.taskUnlock?.id ?? null,
    gameEditions: [],
    inputs: counts(names, c.requiredItems),
    outputs: counts(names, c.rewardItems),
  }));
}

export function gqlStations(list: GqlStation[], names: NameBook): UStation[] {
  return list.map((s) => {
    names.stations.set(s.id, s.name);
    return {
      id: s.id,
      normalizedName: s.normalizedName,
      name: s.name,
      levels: s.levels.map((l) => ({
        id: l.id,
        level: l.level,
        constructionTime: l.constructionTime,
        items: counts(names, l.itemRequirements),
        stations: l.stationLevelRequirements.map((r) => ({ station: r.station.id, level: r.level })),
        traders: l.traderRequirements
          .filter((r) => (r.requirementType ?? "level") === "level")
          .map((r) => ({ trader: r.trader.id, level: r.level ?? r.value ?? 1 })),
        skills: l.skillRequirements.map((r) => ({ skill: r.name, level: r.level })),
        bonuses: (l.bonuses ?? []).map((b) => ({ type: b.type, value: b.value ?? 0 })),
      })),
    };
  });
}

const CURRENCY: Record<string, "RUB" | "USD" | "EUR"> = { Roubles: "RUB", Dollars: "USD", Euros: "EUR" };

export function gqlTraders(list: GqlTrader[], names: NameBook): UTrader[] {
  return list.map((t) => {
    names.traders.set(t.id, t.name);
    return {
      id: t.id,
      normalizedName: t.normalizedName,
      name: t.name,
      currency: CURRENCY[t.currency?.name ?? ""] ?? "RUB",
      levels: t.levels.map((l) => ({
        level: l.level,
        reqPlayerLevel: l.requiredPlayerLevel,
        reqReputation: l.requiredReputation,
        reqCommerce: l.requiredCommerce,
      })),
    };
  });
}

export function gqlMaps(list: GqlMap[]): UMap[] {
  return list.map((m) => ({
    id: m.id,
    normalizedName: m.normalizedName,
    name: m.name,
    raidDuration: m.raidDuration ?? null,
    players: m.players ?? null,
  }));
}

type VendorPrice = NonNullable<GqlItem["buyFor"]>[number];

function offers(list: VendorPrice[] | null | undefined, kind: "buy" | "sell"): UOffer[] {
  const out: UOffer[] = [];
  for (const v of list ?? []) {
    if (v.priceRUB === null) continue;
    out.push({
      vendor: v.vendor.normalizedName ?? v.vendor.name,
      kind,
      priceRUB: v.priceRUB,
      ...(typeof v.price === "number" ? { price: v.price } : {}),
      ...(v.currency ? { currency: v.currency } : {}),
      ...(typeof v.vendor.minTraderLevel === "number" ? { level: v.vendor.minTraderLevel } : {}),
    });
  }
  return out;
}

export function gqlItems(list: GqlItem[], names: NameBook): UItem[] {
  return list.map((i) => {
    const name = cleanText(i.name);
    const shortName = cleanText(i.shortName);
    if (name) names.items.set(i.id, { name, ...(shortName ? { shortName } : {}) });
    const categories = i.categories?.map((c) => c.name) ?? (i.category ? [i.category.name] : undefined);
    const width = i.width && i.width > 0 ? i.width : undefined;
    const height = i.height && i.height > 0 ? i.height : undefined;
    return {
      id: i.id,
      name,
      shortName,
      normalizedName: i.normalizedName ?? undefined,
      categories: categories?.length ? categories : undefined,
      // 0 is what the API answers for items without a handbook price: unknown, not free.
      basePrice: i.basePrice && i.basePrice > 0 ? i.basePrice : undefined,
      ...(width && height ? { width, height } : {}),
      weight: i.weight ?? undefined,
      types: i.types,
      wikiUrl: i.wikiLink ?? undefined,
      iconUrl: i.iconLink ?? undefined,
      imageUrl: i.image512pxLink ?? undefined,
      hasPrices: "lastLowPrice" in i || "avg24hPrice" in i,
      flea: i.lastLowPrice ?? null,
      avg24h: i.avg24hPrice ?? null,
      low24h: i.low24hPrice ?? null,
      high24h: i.high24hPrice ?? null,
      offers: [...offers(i.buyFor, "buy"), ...offers(i.sellFor, "sell")],
      updated: isoMs(i.updated),
    };
  });
}
