import type { Dataset } from "../../../functions/db/dataset";
import { buildBarters, REAL_BARTERS } from "./barters";
import { buildCrafts, REAL_CRAFTS } from "./crafts";
import { buildHideout } from "./hideout";
import { STATIONS } from "./hideout-defs";
import { currentPrices, HOURS, type Series, seriesOf } from "./history";
import { buildItems, buildTags, type DemoItem } from "./items";
import { buildOffers } from "./offers";
import { hash32 } from "./prng";
import { QUEST_ITEM_NAMES } from "./quest-objectives";
import { buildQuests, KAPPA_QUEST_UID } from "./quests";
import { buildMaps, buildTraders } from "./world";

/** Bump when the generated data changes: the loader skips a load of the same version and scale. */
export const DEMO_VERSION = "demo-2026.11-2";
export const DEFAULT_SEED = 20191225;
export { KAPPA_QUEST_UID };

export type DemoScale = "full" | "small";
export type DemoOptions = {
  scale: DemoScale;
  /** Milliseconds: history ends at this instant; updatedAt/generatedAt use it. */
  now: number;
  seed?: number;
  /** Include price_points/price_daily rows (default true); the loader streams them instead. */
  history?: boolean;
};

/** Target counts per scale. */
export const SIZES = {
  full: { items: 4100, quests: 430, crafts: 170, barters: 430 },
  small: { items: 300, quests: 65, crafts: 30, barters: 60 },
} as const;

/** The demo dataset plus a lazy source of its price history (one series per item and mode). */
export type DemoBundle = { dataset: Dataset; items: DemoItem[]; series: () => Generator<Series> };

/** Generates the demo data and keeps the history lazy (what the loader uses for its fast path). */
export function generateDemo(opts: DemoOptions): DemoBundle {
  const seed = opts.seed ?? DEFAULT_SEED;
  const size = SIZES[opts.scale];
  const small = opts.scale === "small";
  const named = JSON.stringify([STATIONS, REAL_CRAFTS, REAL_BARTERS, QUEST_ITEM_NAMES]);
  const keep = new Set<string>();
  for (const m of named.matchAll(/"((?:[^"\\]|\\.)*)"/g)) keep.add(JSON.parse(`"${m[1]}"`));
  const items = buildItems(seed, size.items, small, keep, opts.now);
  const uidByName = new Map(
    items.filter((i) => i.row.isFunctional !== false).map((i) => [i.row.name, i.row.uid]),
  );
  const ref = (name: string) => {
    const uid = uidByName.get(name);
    if (!uid) throw new Error(`demo data: unknown item name "${name}"`);
    return uid;
  };
  const quests = buildQuests(seed, size.quests, small, items);
  const questUids = quests.map((q) => q.uid).filter((u) => u !== KAPPA_QUEST_UID);
  const byTrader = new Map<string, string[]>();
  for (const q of quests) byTrader.set(q.trader, [...(byTrader.get(q.trader) ?? []), q.uid]);
  const crafts = buildCrafts(seed, size.crafts, ref, items, questUids);
  const barters = buildBarters(seed, size.barters, ref, items, byTrader);
  for (const q of quests) {
    q.rewards.unlocks = [
      ...barters.filter((b) => b.questUid === q.uid).map((b) => ({ kind: "barter" as const, ref: b.uid })),
      ...crafts.filter((c) => c.questUid === q.uid).map((c) => ({ kind: "craft" as const, ref: c.uid })),
    ];
  }
  const sorted = [...items].sort((a, b) => (a.row.uid < b.row.uid ? -1 : 1));
  const series = function* () {
    for (const it of sorted) {
      yield seriesOf(it.row.uid, it.flea, "pvp", opts.now);
      yield seriesOf(it.row.uid, it.flea, "pve", opts.now);
    }
  };
  const itemPrices: Dataset["itemPrices"] = [];
  for (const s of series()) {
    const offers = (hash32(`${s.mode}:offers:${s.uid}`) % 400) + (s.mode === "pve" ? 5 : 20);
    itemPrices.push({ itemUid: s.uid, mode: s.mode, ...currentPrices(s), offers, updatedAt: opts.now });
  }
  const dataset: Dataset = {
    traders: buildTraders(),
    maps: buildMaps(),
    items: items.map((i) => i.row),
    ...buildTags(items),
    itemPrices,
    traderOffers: buildOffers(items),
    pricePoints: [],
    priceDaily: [],
    priceSeries: [],
    quests,
    ...buildHideout(ref),
    crafts,
    barters,
    // no weapon presets: the demo items have no weapon-modding data
    presets: [],
    // no story chapters: the demo quests are not the game's
    storyChapters: [],
    kv: kvRows(opts, seed),
  };
  if (opts.history !== false) fillHistory(dataset, series());
  return { dataset, items, series };
}

/** Generates the whole demo dataset (deterministic for a seed, scale and `now`). */
export function generateDemoDataset(opts: DemoOptions): Dataset {
  return generateDemo(opts).dataset;
}

function fillHistory(dataset: Dataset, all: Iterable<Series>) {
  for (const s of all) {
    for (let h = 0; h < HOURS; h++) {
      dataset.pricePoints.push({
        itemUid: s.uid,
        mode: s.mode,
        ts: s.hour0 + h * 3_600_000,
        price: s.hourly[h] ?? 0,
      });
    }
    for (let d = 0; d < s.avg.length; d++) {
      const day = s.day0 + d * 86_400_000;
      dataset.priceDaily.push({
        itemUid: s.uid,
        mode: s.mode,
        day,
        avg: s.avg[d] ?? 0,
        min: s.min[d] ?? 0,
        max: s.max[d] ?? 0,
      });
    }
  }
}

function kvRows(opts: DemoOptions, seed: number): Dataset["kv"] {
  const at = opts.now;
  return [
    // fuelBase: fuel units a generator burns per hour before any reduction (the fuel formula's base).
    {
      key: "global_settings",
      value: { fuelBase: 6.6, tournamentEnabled: false, helperVersion: "1.4.2" },
      updatedAt: at,
    },
    {
      key: "data_source",
      value: { kind: "demo", version: DEMO_VERSION, scale: opts.scale, seed, generatedAt: at },
      updatedAt: at,
    },
    { key: "kappa_quest", value: { uid: KAPPA_QUEST_UID }, updatedAt: at },
  ];
}
