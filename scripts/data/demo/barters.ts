import type { Dataset } from "../../../functions/db/dataset";
import type { ItemCount } from "../../../functions/db/schema";
import { dedupe } from "./crafts";
import type { ItemRef } from "./hideout";
import type { DemoItem } from "./items";
import { bsgIdOf, createRng, type Rng } from "./prng";

/** [trader, level, inputs, output, output count]: well-known barters. */
// biome-ignore format: compact data table, one row per line
export const REAL_BARTERS: [string, number, [string, number][], string, number][] = [
  ["prapor", 1, [["Pack of matches", 2], ["Crickent lighter", 1]], "Makarov PM 9x18PM pistol", 1],
  ["prapor", 1, [["Can of sprats", 2]], "RGD-5 hand grenade", 1],
  ["prapor", 2, [["Tarkovskaya vodka", 2], ["Pack of sugar", 1]], "Kalashnikov AKS-74U 5.45x39 assault rifle", 1],
  ["prapor", 3, [["Physical bitcoin", 1]], "Kalashnikov AKM 7.62x39 assault rifle", 2],
  ["therapist", 1, [["Can of green peas", 1], ["Crackers", 2]], "Salewa first aid kit", 1],
  ["therapist", 1, [["Toilet paper", 1], ["Soap", 1]], "Esmarch tourniquet", 3],
  ["therapist", 2, [["Pack of sugar", 2]], "IFAK individual first aid kit", 1],
  ["therapist", 3, [["Graphics card", 1]], "Grizzly medical kit", 4],
  ["therapist", 4, [["LEDX Skin Transilluminator", 1]], "eTG-change regenerative stimulant injector", 5],
  ["skier", 1, [["Broken LCD", 1], ["Wires", 1]], "Glock 17 9x19 pistol", 1],
  ["skier", 2, [["Tetriz portable game console", 1]], "Saiga-9 9x19 carbine", 2],
  ["skier", 3, [["Intelligence folder", 1]], "Pilgrim tourist backpack", 2],
  ["peacekeeper", 2, [["Virtex programmable processor", 1], ["Military circuit board", 1]], "HK MP7A1 4.6x30 submachine gun", 1],
  [
    "peacekeeper",
    4,
    [["Military COFDM Wireless Signal Transmitter", 1], ["Phased array element", 1]],
    "Knight's Armament Company SR-25 7.62x51 marksman rifle",
    1,
  ],
  ["mechanic", 1, [["Pack of screws", 2], ["Screwdriver", 1]], "Walther MRS reflex sight", 1],
  ["mechanic", 2, [["Graphics card", 1]], "Colt M4A1 5.56x45 assault rifle", 2],
  ["mechanic", 3, [["Physical bitcoin", 2]], "HK 416A5 5.56x45 assault rifle", 1],
  ["ragman", 1, [["Pack of matches", 1], ["Duct tape", 1]], "Scav Vest", 1],
  ["ragman", 2, [["Fleece fabric", 2], ["Paracord", 1]], "Berkut Beta 2 backpack", 1],
  ["ragman", 3, [["Aramid fiber fabric", 2], ["Cordura polyamide fabric", 2]], "BNTI Gzhel-K body armor", 1],
  ["ragman", 4, [["Physical bitcoin", 3]], "6Sh118 raid backpack (EMR)", 1],
  ["jaeger", 1, [["Bottle of Fierce Hatchling moonshine", 1]], "Bottle of water (0.6L)", 8],
  ["jaeger", 2, [["Bottle of Fierce Hatchling moonshine", 1], ["Can of beef stew (Large)", 2]], "Mosin 7.62x54R bolt-action rifle (Sniper)", 2],
  ["jaeger", 3, [["Golden rooster figurine", 1]], "Remington Model 700 7.62x51 bolt-action sniper rifle", 2],
  ["fence", 1, [["Roler Submariner gold wrist watch", 1]], "Secure container Alpha", 1],
  ["lightkeeper", 1, [["Military COFDM Wireless Signal Transmitter", 2]], "Kalashnikov PKP 7.62x54R infantry machine gun", 1],
  ["btr-driver", 1, [["Tarkovskaya vodka", 3]], "Iskra ration pack", 2],
  ["ref", 1, [["GP coin", 5]], "Gingy keychain", 1],
];

// biome-ignore format: compact data table, one row per line
const TRADER_OUTPUTS: Record<string, string[]> = {
  prapor: ["Ammo", "Assault rifle", "Throwable", "Handgun", "Machinegun", "Weapon mod", "Magazine"],
  therapist: ["Meds", "Stimulant", "Medical supplies", "Food", "Drink"],
  skier: ["SMG", "Weapon mod", "Key", "Backpack", "Handguard", "Receiver", "Stock"],
  peacekeeper: ["Assault rifle", "Marksman rifle", "Ammo", "Sight", "Muzzle device", "Tactical device"],
  mechanic: ["Weapon mod", "Sight", "Barrel", "Pistol grip", "Mount", "Foregrip", "Gas block"],
  ragman: ["Armor", "Helmet", "Chest rig", "Backpack", "Headphones", "Face cover", "Eyewear", "Armband"],
  jaeger: ["Sniper rifle", "Shotgun", "Food", "Drink", "Ammo", "Melee weapon"],
  fence: ["Key", "Container", "Valuables"],
  lightkeeper: ["Electronics", "Stimulant", "Armor"],
  "btr-driver": ["Food", "Drink", "Tools"],
  ref: ["Armor", "Container", "Stimulant"],
};

/** Barters: the real examples first, then invented trades of barter items for trader goods. */
export function buildBarters(
  seed: number,
  count: number,
  ref: ItemRef,
  items: DemoItem[],
  questsByTrader: Map<string, string[]>,
): Dataset["barters"] {
  const rng = createRng(seed ^ 0xba77);
  const rows: Dataset["barters"] = [];
  for (const [trader, level, inputs, out, n] of REAL_BARTERS.slice(0, count)) {
    rows.push(
      row(
        rows.length,
        trader,
        level,
        inputs.map(([item, c]) => ({ item: ref(item), count: c })),
        [{ item: ref(out), count: n }],
      ),
    );
  }
  const currencies = new Set(["Roubles", "Dollars", "Euros"]);
  const barter = items.filter(
    (i) => (i.row.tags[0] === "Barter" || i.row.tags[0] === "Provisions") && !currencies.has(i.row.name),
  );
  const byCategory = new Map<string, DemoItem[]>();
  for (const i of items) {
    const key =
      i.row.tags[0] === "Barter" ? (i.row.tags[1] ?? "").replace(/_/g, " ") : (i.row.category ?? "");
    byCategory.set(key, [...(byCategory.get(key) ?? []), i]);
  }
  const traders = Object.keys(TRADER_OUTPUTS);
  while (rows.length < count) {
    const trader = rng.pick(traders);
    const pool = (TRADER_OUTPUTS[trader] ?? []).flatMap((c) => byCategory.get(c) ?? []);
    if (pool.length === 0) continue;
    const output = rng.pick(pool);
    const level = ["fence", "lightkeeper", "btr-driver"].includes(trader) ? 1 : rng.int(1, 4);
    const outCount = output.row.category === "Ammo" ? rng.int(20, 60) : 1;
    const r = row(
      rows.length,
      trader,
      level,
      inputsWorth(rng, barter, output.flea * outCount * rng.float(0.5, 0.9)),
      [{ item: output.row.uid, count: outCount }],
    );
    const quests = questsByTrader.get(trader) ?? [];
    if (rng.chance(0.12) && quests.length > 0) r.questUid = rng.pick(quests);
    if (rng.chance(0.3)) r.buyLimit = rng.int(1, 10);
    rows.push(r);
  }
  return rows;
}

/** 1–3 barter items whose flea value adds up to roughly `target` roubles. */
function inputsWorth(rng: Rng, pool: DemoItem[], target: number): ItemCount[] {
  const picks = rng.sample(pool, rng.int(1, 3));
  const share = target / picks.length;
  return dedupe(
    picks.map((i) => ({
      item: i.row.uid,
      count: Math.max(1, Math.min(20, Math.round(share / Math.max(1, i.flea)))),
    })),
  );
}

function row(i: number, trader: string, level: number, inputs: ItemCount[], outputs: ItemCount[]) {
  const uid = `barter-${String(i + 1).padStart(4, "0")}`;
  return {
    uid,
    bsgId: bsgIdOf(uid),
    trader,
    level,
    inputs,
    outputs,
    questUid: null as string | null,
    buyLimit: null as number | null,
  };
}
