import type { Dataset } from "../../../functions/db/dataset";
import type { ItemCount } from "../../../functions/db/schema";
import type { ItemRef } from "./hideout";
import type { DemoItem } from "./items";
import { bsgIdOf, createRng } from "./prng";

type In = [string, number, "tool"?];
/** [station, level, hours, inputs, output name, output count]. */
type CraftDef = [string, number, number, In[], string, number];

/** Real crafts (times and amounts close to the game's). */
// biome-ignore format: compact data table, one row per line
export const REAL_CRAFTS: CraftDef[] = [
  ["bitcoin-farm", 1, 40.3, [], "Physical bitcoin", 1],
  ["booze-generator", 1, 3.3, [["Pack of sugar", 2], ["Canister with purified water", 1]], "Bottle of Fierce Hatchling moonshine", 1],
  ["water-collector", 1, 11.1, [["Water filter", 1]], "Canister with purified water", 1],
  ["water-collector", 3, 5.6, [["Aquamari water bottle with filter", 1]], "Canister with purified water", 1],
  ["lavatory", 1, 4, [["Toilet paper", 1], ["Clin window cleaner", 1]], "Bottle of hydrogen peroxide", 2],
  ["lavatory", 2, 6, [["Pack of arseniy buckwheat", 1], ["Bottle of water (0.6L)", 1]], "Pack of chlorine", 1],
  ["lavatory", 2, 12, [["Pack of chlorine", 1], ["Bottle of dichlorvos", 1], ["Toolset", 1, "tool"]], "Metal fuel tank", 1],
  ["lavatory", 3, 8, [["Corrugated hose", 2], ["Xenomorph sealing foam", 1]], "Water filter", 1],
  ["medstation", 1, 1.2, [["Aseptic bandage", 2]], "Army bandage", 2],
  ["medstation", 1, 2, [["Analgin painkillers", 1], ["Aseptic bandage", 2]], "AI-2 medikit", 1],
  ["medstation", 2, 3, [["Salewa first aid kit", 1], ["Army bandage", 2]], "IFAK individual first aid kit", 2],
  ["medstation", 2, 6, [["Augmentin antibiotic pills", 1], ["Disposable syringe", 1]], "Morphine injector", 2],
  ["medstation", 2, 7, [["Pile of meds", 1], ["Bottle of saline solution", 1]], "Ibuprofen painkillers", 2],
  ["medstation", 3, 10, [["Grizzly medical kit", 1], ["Medical tools", 1], ["CMS surgical kit", 1, "tool"]], "Surv12 field surgical kit", 1],
  ["medstation", 3, 26, [["Ophthalmoscope", 1], ["Portable defibrillator", 1], ["Medical bloodset", 2]], "LEDX Skin Transilluminator", 1],
  ["medstation", 3, 9, [["Propital regenerative stimulant injector", 2], ["Disposable syringe", 2]], "eTG-change regenerative stimulant injector", 1],
  ["nutrition-unit", 1, 1.5, [["Crackers", 2], ["Bottle of water (0.6L)", 1]], "Army crackers", 2],
  ["nutrition-unit", 1, 3, [["Can of green peas", 2], ["Can of herring", 1]], "Can of beef stew (Large)", 1],
  ["nutrition-unit", 2, 5, [["Pack of sugar", 1], ["Can of condensed milk", 1]], "Slickers chocolate bar", 4],
  ["nutrition-unit", 2, 6, [["Pack of apple juice", 2], ["Pack of sugar", 1]], "Can of Hot Rod energy drink", 3],
  ["nutrition-unit", 3, 8, [["Can of Majaica coffee beans", 1], ["Can of Hot Rod energy drink", 2]], "Can of RatCola soda", 2],
  ["nutrition-unit", 3, 9, [["Iskra ration pack", 2], ["Salty Dog beef sausage", 1]], "Pack of oat flakes", 3],
  ["workbench", 1, 1.5, [['Gunpowder "Kite"', 1], ["Bolts", 1, "tool"]], "5.45x39mm PS gs", 120],
  ["workbench", 1, 2, [['Gunpowder "Kite"', 2], ["Metal spare parts", 1]], "9x19mm PST gzh", 150],
  ["workbench", 2, 3, [['Gunpowder "Eagle"', 1], ["Metal spare parts", 2]], "5.45x39mm BP gs", 120],
  ["workbench", 2, 4, [['Gunpowder "Hawk"', 2], ["Weapon parts", 1]], "7.62x39mm BP gzh", 120],
  ["workbench", 3, 6, [['Gunpowder "Eagle"', 2], ["Weapon parts", 2]], "5.56x45mm M855A1", 120],
  ["workbench", 3, 7, [['Gunpowder "Eagle"', 3], ["Bolts", 2]], "7.62x51mm M61", 80],
  ["workbench", 2, 5, [["Dry fuel", 2], ["Pack of nails", 1], ["Pliers", 1, "tool"]], "F-1 hand grenade", 3],
  ["workbench", 3, 10, [["Kalashnikov AK-74N 5.45x39 assault rifle", 1], ["Weapon parts", 2]], "Kalashnikov AK-74M 5.45x39 assault rifle", 1],
  ["workbench", 1, 2.5, [["Wires", 2], ["Capacitors", 1], ["Screwdriver", 1, "tool"]], "Printed circuit board", 1],
  ["workbench", 2, 6, [["Printed circuit board", 2], ["Capacitors", 2]], "Military circuit board", 1],
  ["intelligence-center", 1, 30, [["Diary", 1], ["Slim diary", 1], ["Printer paper", 3]], "Intelligence folder", 1],
  ["intelligence-center", 2, 12, [["Damaged hard drive", 2], ["Secure Flash drive", 1]], "SSD drive", 1],
  [
    "intelligence-center",
    3,
    26,
    [["Military circuit board", 2], ["Virtex programmable processor", 1]],
    "Military COFDM Wireless Signal Transmitter",
    1,
  ],
  ["intelligence-center", 2, 18, [["Broken GPhone X smartphone", 2], ["PC CPU", 2]], "Graphics card", 1],
  ["intelligence-center", 1, 8, [["Printer paper", 2], ["Broken GPS", 1]], "Topographic survey maps", 1],
  ["generator", 1, 10, [["Expeditionary fuel tank", 2]], "Metal fuel tank", 1],
  ["solar-power", 1, 20, [["Rechargeable battery", 4], ["Wires", 2]], "Cyclon rechargeable battery", 1],
  ["scav-case", 1, 2.3, [["Bottle of Fierce Hatchling moonshine", 1]], "Pack of sugar", 2],
  ["scav-case", 1, 7.4, [["Roubles", 95000]], "Slim diary", 1],
  ["scav-case", 1, 11.1, [["Tarkovskaya vodka", 1]], "Can of Majaica coffee beans", 1],
  ["cultist-circle", 1, 12, [["Golden Star balm", 2], ["Gold skull ring", 1]], "Red Rebel ice pick", 1],
  ["christmas-tree", 1, 48, [["Gingy keychain", 1]], "Tetriz portable game console", 2],
];

// biome-ignore format: compact data table, one row per line
const STATION_LEVELS: [string, number][] = [
  ["workbench", 3],
  ["medstation", 3],
  ["nutrition-unit", 3],
  ["lavatory", 3],
  ["intelligence-center", 3],
  ["water-collector", 3],
];

/** Crafts: the real ones first, then invented ones (inputs worth a bit less than the output). */
export function buildCrafts(
  seed: number,
  count: number,
  ref: ItemRef,
  items: DemoItem[],
  quests: string[],
): Dataset["crafts"] {
  const rng = createRng(seed ^ 0xc4af);
  const rows: Dataset["crafts"] = [];
  const input = ([name, n, tool]: In): ItemCount => ({
    item: ref(name),
    count: n,
    ...(tool ? { tool: true } : {}),
  });
  for (const [station, level, hours, inputs, out, n] of REAL_CRAFTS.slice(0, count)) {
    rows.push(
      row(rows.length, station, level, Math.round(hours * 3600), inputs.map(input), [
        { item: ref(out), count: n },
      ]),
    );
  }
  const barter = items.filter((i) => i.row.tags[0] === "Barter" || i.row.tags[0] === "Provisions");
  const valuable = items.filter((i) => i.row.category !== "Currency" && i.flea > 5000);
  while (rows.length < count) {
    const [station, maxLevel] = rng.pick(STATION_LEVELS);
    const level = rng.int(1, maxLevel);
    const output = rng.pick(valuable);
    const inputs = rng.sample(barter, rng.int(1, 4)).map((i) => ({ item: i.row.uid, count: rng.int(1, 3) }));
    if (rng.chance(0.15)) inputs.push({ item: rng.pick(barter).row.uid, count: 1, tool: true } as ItemCount);
    const outCount = output.flea < 2000 ? rng.int(20, 120) : rng.int(1, 2);
    const r = row(rows.length, station, level, rng.int(20, 900) * 60, dedupe(inputs), [
      { item: output.row.uid, count: outCount },
    ]);
    if (rng.chance(0.1) && quests.length > 0) r.questUid = rng.pick(quests);
    if (rng.chance(0.04)) r.gameEditions = ["Edge of Darkness", "The Unheard", "EOD + The Unheard"];
    rows.push(r);
  }
  return rows;
}

function row(
  i: number,
  stationUid: string,
  level: number,
  duration: number,
  inputs: ItemCount[],
  outputs: ItemCount[],
) {
  const uid = `craft-${String(i + 1).padStart(4, "0")}`;
  return {
    uid,
    bsgId: bsgIdOf(uid),
    stationUid,
    level,
    duration,
    inputs,
    outputs,
    questUid: null as string | null,
    gameEditions: [] as string[],
  };
}

/** Merges repeated items in a requirement list. */
export function dedupe(list: ItemCount[]): ItemCount[] {
  const seen = new Map<string, ItemCount>();
  for (const c of list) {
    const key = `${c.item}:${c.tool ? 1 : 0}`;
    const prev = seen.get(key);
    if (prev) prev.count += c.count;
    else seen.set(key, { ...c });
  }
  return [...seen.values()];
}
