/** Feed shape → intermediate model. Display strings of the feed are keys: names stay undefined. */
import type {
  FeedBartersFile,
  FeedCraftsFile,
  FeedHideoutFile,
  FeedObjective,
  FeedTask,
  FeedTasksFile,
  FeedTradersFile,
} from "./feed-schemas";
import { titleFromNormalized } from "./known-ids";
import type { NameBook, UBarter, UCraft, UObjective, UStation, UTask, UTrader } from "./model";

/** The ids an objective refers to, its own item first. */
function objectiveItems(o: FeedObjective): { items: string[]; questItem: boolean } {
  if (o.questItem) return { items: [o.questItem], questItem: true };
  const items = [o.item, o.markerItem, ...(o.items ?? []), ...(o.useAny ?? [])].filter(
    (x): x is string => typeof x === "string",
  );
  return { items: [...new Set(items)], questItem: false };
}

function objective(o: FeedObjective): UObjective {
  const maps = new Set(o.maps ?? []);
  for (const z of o.zones ?? []) if (z.map) maps.add(z.map);
  return {
    id: o.id,
    type: o.type,
    optional: o.optional ?? false,
    maps: [...maps],
    ...objectiveItems(o),
    ...(typeof o.count === "number" ? { count: o.count } : {}),
    ...(o.foundInRaid !== undefined ? { fir: o.foundInRaid } : {}),
    targets: o.targetNames ?? [],
  };
}

function task(t: FeedTask): UTask {
  const r = t.finishRewards;
  return {
    id: t.id,
    normalizedName: t.normalizedName,
    trader: t.trader,
    map: t.map ?? null,
    minPlayerLevel: t.minPlayerLevel,
    faction: t.factionName,
    kappa: t.kappaRequired ?? false,
    lighthouse: t.lightkeeperRequired ?? false,
    gameModes: t.gameMode ?? [],
    taskReqs: t.taskRequirements,
    traderReqs: t.traderRequirements.map((q) => ({
      trader: q.trader,
      type: q.requirementType,
      value: q.value,
      ...(q.compareMethod ? { compare: q.compareMethod } : {}),
    })),
    objectives: t.objectives.map(objective),
    failsWhenDone: (t.failConditions ?? [])
      .filter((f) => f.type === "taskStatus" && f.task && f.status?.includes("complete"))
      .map((f) => f.task as string),
    rewards: {
      experience: t.experience ?? 0,
      items: r.items.map((i) => ({ item: i.item, count: i.count })),
      standing: r.traderStanding.map((s) => ({ trader: s.trader, value: s.standing })),
      offers: (r.offerUnlock ?? []).map((o) => ({ id: o.id, item: o.item })),
      traders: r.traderUnlock ?? [],
      crafts: (r.craftUnlock ?? []).map((c) => ({ station: c.station, level: c.level, item: c.item })),
    },
    wikiUrl: t.wikiLink ?? null,
  };
}

/** Tasks, and quest-item names (keys unless resolved later) into the name book. */
export function feedTasks(file: FeedTasksFile, names: NameBook): UTask[] {
  for (const q of Object.values(file.data.questItems ?? {})) {
    names.questItems.set(q.id, {
      name: q.normalizedName ? titleFromNormalized(q.normalizedName) : q.name,
      ...(q.width ? { width: q.width } : {}),
      ...(q.height ? { height: q.height } : {}),
    });
  }
  return Object.values(file.data.tasks).map(task);
}

export function feedBarters(file: FeedBartersFile): UBarter[] {
  return file.data.map((b) => ({
    id: b.id,
    trader: b.trader,
    level: b.minTraderLevel,
    taskUnlock: b.taskUnlock ?? null,
    buyLimit: b.buyLimit ?? null,
    // a dogtag's minimum level is a requirement on the tag, never its count
    inputs: b.requiredItems.map((i) => ({
      item: i.item,
      count: i.count,
      ...(i.attributes?.minLevel ? { minLevel: i.attributes.minLevel } : {}),
    })),
    outputs: [{ item: b.offeredItem.baseId ?? b.offeredItem.item, count: b.offeredItem.count }],
  }));
}

export function feedCrafts(file: FeedCraftsFile): UCraft[] {
  return file.data.map((c) => ({
    id: c.id,
    station: c.station,
    level: c.level,
    duration: c.duration,
    taskUnlock: c.taskUnlock ?? null,
    gameEditions: c.gameEditions ?? [],
    inputs: [
      ...c.requiredItems.map((i) => ({
        item: i.item,
        count: i.count,
        ...(i.attributes?.tool ? { tool: true } : {}),
      })),
      ...(c.requiredQuestItems ?? []).map((q) => ({ item: q.item, count: 1 })),
    ],
    outputs: [{ item: c.productItem.item, count: c.productItem.count }],
  }));
}

export function feedHideout(file: FeedHideoutFile): UStation[] {
  return Object.values(file.data).map((s) => ({
    id: s.id,
    normalizedName: s.normalizedName,
    ...(/^hideout_area_\d+_name$/.test(s.name) ? { nameKey: s.name } : {}),
    levels: s.levels.map((l) => ({
      id: l.id,
      level: l.level,
      constructionTime: l.constructionTime,
      items: l.itemRequirements.map((i) => ({
        item: i.item,
        count: i.count,
        ...(i.attributes?.foundInRaid ? { fir: true } : {}),
      })),
      stations: l.stationLevelRequirements.map((r) => ({ station: r.station, level: r.level })),
      traders: l.traderRequirements
        .filter((r) => r.requirementType === "level")
        .map((r) => ({ trader: r.trader, level: r.value })),
      skills: l.skillRequirements.map((r) => ({ skill: r.skill, level: r.level })),
      bonuses: (l.bonuses ?? []).map((b) => ({ type: b.type, value: b.value ?? 0 })),
    })),
  }));
}

export function feedTraders(file: FeedTradersFile): UTrader[] {
  return Object.values(file.data).map((t) => ({
    id: t.id,
    normalizedName: t.normalizedName,
    currency: t.currency,
    levels: t.levels.map((l) => ({
      level: l.level,
      reqPlayerLevel: l.requiredPlayerLevel,
      reqReputation: l.requiredReputation,
      reqCommerce: l.requiredCommerce,
    })),
  }));
}
