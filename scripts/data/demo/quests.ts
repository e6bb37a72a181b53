import { blankQuest } from "../../../tests/fixtures/blank-quest";
import type { DemoItem } from "./items";
import { bsgIdOf, createRng, type Rng } from "./prng";
import { ALTERNATIVES, CHAINS, questRu } from "./quest-defs";
import { layoutQuests } from "./quest-layout";
import { buildObjectives, buildRewards } from "./quest-objectives";
import type { QuestRow } from "./quest-row";
import { inventedQuestRu } from "./quest-ru";
import { transliterate } from "./ru";
import { LEVELED_TRADERS, MAP_SLUGS } from "./world";

export type { QuestRow };
/** The uid of the final Kappa quest; its prerequisites are the quests flagged requiredForKappa. */
export const KAPPA_QUEST_UID = "collector";

const GA = [
  "Silent",
  "Broken",
  "Cold",
  "Hidden",
  "Lost",
  "Final",
  "Dark",
  "Rusty",
  "Quiet",
  "Burning",
  "Frozen",
  "Bitter",
  "Heavy",
  "Empty",
  "Iron",
  "Sharp",
  "Golden",
  "Black",
  "Red",
  "Long",
  "Night",
  "Wild",
  "Hard",
  "Clean",
  "Dirty",
  "Old",
];
const GN = [
  "signal",
  "harvest",
  "supply",
  "bargain",
  "contract",
  "patrol",
  "inventory",
  "warning",
  "debt",
  "routine",
  "evidence",
  "courier",
  "shipment",
  "sweep",
  "exchange",
  "favor",
  "frontier",
  "perimeter",
  "witness",
  "ration",
  "trail",
  "cache",
  "dispatch",
  "recon",
  "lesson",
  "ledger",
  "crossing",
  "escort",
  "remedy",
  "salvage",
];
const EDITIONS = [
  ["Edge of Darkness", "EOD + The Unheard"],
  ["The Unheard", "EOD + The Unheard"],
  ["Left Behind", "Prepare for Escape", "Edge of Darkness", "The Unheard", "EOD + The Unheard"],
  ["Prepare for Escape", "Edge of Darkness", "EOD + The Unheard"],
];

/** Quest uid from a name: lowercase words joined by dashes. */
export function questUid(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Builds `total` quests: real chains (truncated at small scale), alternatives, Collector, then invented ones. */
export function buildQuests(seed: number, total: number, small: boolean, items: DemoItem[]): QuestRow[] {
  const rng = createRng(seed ^ 0x9e57);
  const rows: QuestRow[] = [];
  const byName = new Map<string, QuestRow>();
  const add = (name: string, trader: string, require: string[], extra: Partial<QuestRow> = {}) => {
    let uid = questUid(name);
    while (rows.some((r) => r.uid === uid)) uid += "-2";
    const row = blank(uid, name, trader, require);
    Object.assign(row, extra);
    rows.push(row);
    byName.set(name, row);
    return row;
  };
  const altParentIndex = (names: string[]) => names.indexOf(ALTERNATIVES.parent);
  for (const chain of CHAINS) {
    let prev = chain.from ? byName.get(chain.from)?.uid : undefined;
    chain.names.forEach((name, i) => {
      if (small && i >= 2 && i > altParentIndex(chain.names)) return;
      const row = add(name, chain.trader, prev ? [prev] : [], {
        requiredForKappa: chain.kappa ?? false,
        requiredForLighthouse: chain.lighthouse ?? false,
        locations: chain.maps ?? [],
        wikiUrl: `https://escapefromtarkov.fandom.com/wiki/${encodeURIComponent(name.replace(/ /g, "_"))}`,
      });
      prev = row.uid;
    });
  }
  const parent = byName.get(ALTERNATIVES.parent);
  if (parent) alternatives(rng, add, parent.uid, ALTERNATIVES.options);
  add("Collector", "fence", [], { reqLevel: 55, locations: [] });
  for (let i = 0; rows.length < total; i++) generated(rng, rows, add, i);
  const depth = depths(rows);
  const itemPool = items.filter((i) => i.row.category !== "Currency");
  for (const row of rows) finish(rng, row, depth.get(row.uid) ?? 0, itemPool, items);
  layoutQuests(rows, depth);
  return rows;
}

type Add = (name: string, trader: string, require: string[], extra?: Partial<QuestRow>) => QuestRow;

function alternatives(rng: Rng, add: Add, parent: string, options: [string, string, string][]) {
  const alts = options.map(([trader, name]) => add(name, trader, [parent], { requiredForKappa: false }));
  alts.forEach((alt, i) => {
    alt.multiple = alts.filter((a) => a !== alt).map((a) => a.uid);
    const [trader, , follow] = options[i] as [string, string, string];
    add(follow, trader, [alt.uid], { locations: [rng.pick(MAP_SLUGS)] });
  });
}

function generated(rng: Rng, rows: QuestRow[], add: Add, i: number) {
  const trader = rng.chance(0.85)
    ? rng.pick(LEVELED_TRADERS)
    : rng.pick(["fence", "lightkeeper", "btr-driver"]);
  const same = rows.filter((r) => r.trader === trader && r.uid !== "collector");
  const earlier = rows.filter((r) => r.uid !== "collector");
  const name = uniqueName(rng, rows);
  const require = same.length > 0 && rng.chance(0.75) ? [rng.pick(same).uid] : [];
  const extra: Partial<QuestRow> = {
    requiredForKappa: trader !== "lightkeeper" && trader !== "btr-driver" && rng.chance(0.55),
  };
  if (i % 10 === 2 && earlier.length > 2) extra.requireOr = rng.sample(earlier, 2).map((r) => r.uid);
  if (i % 7 === 3) extra.reqGameEdition = rng.pick(EDITIONS);
  if (i % 9 === 4) extra.reqGameMode = ["PVE"];
  if (i % 11 === 5) extra.reqGameMode = ["PVP"];
  if (i % 17 === 6) extra.requiredForLighthouse = true;
  if (i % 13 === 6) {
    const bear = add(name, trader, require, { ...extra, fraction: "Bear" });
    const usec = add(name, trader, require, { ...extra, fraction: "Usec" });
    bear.other = [usec.uid];
    usec.other = [bear.uid];
    return;
  }
  const row = add(name, trader, require, extra);
  if (i % 10 === 8) {
    const options: [string, string, string][] = [0, 1].map(() => [
      trader,
      uniqueName(rng, rows),
      uniqueName(rng, rows),
    ]);
    alternatives(rng, add, row.uid, options);
  }
}

function uniqueName(rng: Rng, rows: QuestRow[]): string {
  for (;;) {
    const base = `${rng.pick(GA)} ${rng.pick(GN)}`;
    const name = rng.chance(0.25) ? `${base} - Part ${rng.int(1, 3)}` : base;
    if (!rows.some((r) => r.name === name)) return name;
  }
}

function blank(uid: string, name: string, trader: string, require: string[]): QuestRow {
  return blankQuest(uid, {
    bsgId: bsgIdOf(`quest:${uid}`),
    name,
    nameL10n: { ru: questRu(name, (s) => inventedQuestRu(s) ?? transliterate(s)) },
    trader,
    require,
  });
}

/** Depth of each quest in the require/requireOr graph (roots are 0); rows are in dependency order. */
function depths(rows: QuestRow[]): Map<string, number> {
  const depth = new Map<string, number>();
  for (const row of rows) {
    const parents = [...row.require, ...row.requireOr].map((p) => depth.get(p) ?? 0);
    depth.set(row.uid, parents.length ? Math.max(...parents) + 1 : 0);
  }
  return depth;
}

function finish(rng: Rng, row: QuestRow, depth: number, pool: DemoItem[], all: DemoItem[]) {
  if (row.uid !== KAPPA_QUEST_UID)
    row.reqLevel = Math.min(60, Math.max(1, Math.floor(depth * 2.2) + rng.int(0, 3)));
  const ll = depth >= 14 ? 4 : depth >= 9 ? 3 : depth >= 4 ? 2 : 0;
  if (ll > 0 && LEVELED_TRADERS.includes(row.trader)) row.reqLL = [{ trader: row.trader, level: ll }];
  const maps = row.locations.length > 0 ? row.locations : rng.sample(MAP_SLUGS, rng.int(0, 2));
  row.objectives = buildObjectives(rng, row, maps, pool, all);
  row.locations = [...new Set(row.objectives.flatMap((o) => o.maps))];
  row.related = [...new Set(row.objectives.flatMap((o) => (o.item ? [o.item] : [])))];
  row.rewards = buildRewards(rng, row, depth, all);
}
