/** Hideout stations and levels, crafts and barters → Dataset rows. */
import type { Dataset } from "../db/dataset";
import type { ItemCount } from "../db/schema";
import type { Ctx } from "./context";
import { EDITIONS, titleFromNormalized } from "./known-ids";
import { localeNames } from "./locale-names";
import type { UCount } from "./model";
import { cleanText } from "./text";

export function counts(ctx: Ctx, list: UCount[]): ItemCount[] {
  return list.map((c) => ({
    item: ctx.item(c.item),
    count: c.count,
    ...(c.fir ? { fir: true } : {}),
    ...(c.tool ? { tool: true } : {}),
    ...(c.minLevel ? { minLevel: c.minLevel } : {}),
  }));
}

export function mapHideout(ctx: Ctx): Pick<Dataset, "hideoutStations" | "hideoutLevels"> {
  const hideoutStations: Dataset["hideoutStations"] = [];
  const hideoutLevels: Dataset["hideoutLevels"] = [];
  const ru = localeNames(ctx.up.names, "ru");
  (ctx.up.stations ?? []).forEach((s, i) => {
    const uid = ctx.station(s.id);
    ctx.at(`station ${uid}`);
    hideoutStations.push({
      uid,
      bsgId: s.id,
      name:
        cleanText(s.name) ??
        cleanText(ctx.up.names.stations.get(s.id)) ??
        titleFromNormalized(s.normalizedName),
      nameL10n: { ru: ru.station(s.nameKey) },
      sort: i + 1,
    });
    for (const l of s.levels) {
      hideoutLevels.push({
        uid: `${uid}-${l.level}`,
        stationUid: uid,
        level: l.level,
        constructionTime: l.constructionTime,
        itemReqs: counts(ctx, l.items),
        stationReqs: l.stations.map((r) => ({ station: ctx.station(r.station), level: r.level })),
        traderReqs: l.traders.map((r) => ({ trader: ctx.trader(r.trader), level: r.level })),
        skillReqs: l.skills,
        bonuses: l.bonuses,
      });
    }
  });
  return { hideoutStations, hideoutLevels };
}

export function mapCrafts(ctx: Ctx): Dataset["crafts"] {
  return (ctx.up.crafts ?? []).map((c) => {
    ctx.at(`craft ${c.id}`);
    return {
      uid: c.id,
      bsgId: c.id,
      stationUid: ctx.station(c.station),
      level: c.level,
      duration: c.duration,
      inputs: counts(ctx, c.inputs),
      outputs: counts(ctx, c.outputs),
      questUid: c.taskUnlock ? (ctx.quest(c.taskUnlock) ?? null) : null,
      gameEditions: c.gameEditions.map((e) => EDITIONS[e] ?? e),
    };
  });
}

/**
 * Barters; one the data lists twice (same trader, level, quest, inputs and outputs under two
 * ids) is one offer in the game's list: merged into the first, the two buy limits added.
 */
export function mapBarters(ctx: Ctx): Dataset["barters"] {
  const out = new Map<string, Dataset["barters"][number]>();
  for (const b of ctx.up.barters ?? []) {
    ctx.at(`barter ${b.id}`);
    const row = {
      uid: b.id,
      bsgId: b.id,
      trader: ctx.trader(b.trader),
      level: b.level,
      inputs: counts(ctx, b.inputs),
      outputs: counts(ctx, b.outputs),
      questUid: b.taskUnlock ? (ctx.quest(b.taskUnlock) ?? null) : null,
      buyLimit: b.buyLimit,
    };
    const key = JSON.stringify([row.trader, row.level, row.questUid, row.inputs, row.outputs]);
    const first = out.get(key);
    if (!first) out.set(key, row);
    else if (first.buyLimit != null && row.buyLimit != null) first.buyLimit += row.buyLimit;
    else first.buyLimit = null;
  }
  return [...out.values()];
}
