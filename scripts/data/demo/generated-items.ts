import { barterRu, COLOR_RU, MAP_RU, PART_RU, PLACE_RU } from "./generated-ru";
import type { Rng } from "./prng";

/** A generated (invented but plausible) item before it becomes a row. */
export type GenItem = {
  name: string;
  shortName: string;
  ru: string;
  category: string;
  tags: string[];
  basePrice: number;
  fleaPrice: number;
  width: number;
  height: number;
  weight: number;
};

const BRANDS = [
  "Magpul",
  "KAC",
  "Zenit",
  "Daniel Defense",
  "Geissele",
  "SureFire",
  "Aimpoint",
  "EOTech",
  "Trijicon",
  "Hera Arms",
  "Midwest Industries",
  "LaRue",
  "Strike Industries",
  "Troy",
  "B&T",
  "Noveske",
  "Hogue",
  "Vltor",
  "Fortis",
  "Lancer",
  "Izhmash",
  "TDI",
  "Molot",
  "CAA",
  "Rotor 43",
  "Hexagon",
  "Zhukov",
  "Kiba Arms",
  "Leupold",
  "Vortex",
  "Nightforce",
  "Primary Arms",
  "Holosun",
  "Sig Sauer",
  "Aklys Defense",
  "Precision Reflex",
  "Tactica Tula",
  "Custom Guns",
];
const CODES = [
  "MOE",
  "SL",
  "RK",
  "MK",
  "VS",
  "TX",
  "HX",
  "SR",
  "CQR",
  "URX",
  "MRS",
  "B-",
  "AK",
  "PRS",
  "XD",
  "MLOK",
];
const COLORS = ["", "", "", " (Black)", " (FDE)", " (Olive Drab)", " (Tan)", " (Grey)"];

/** [part name, category, width, height, min base price, max base price, tag]. */
const PARTS: [string, string, number, number, number, number, string][] = [
  ["handguard", "Handguard", 2, 1, 3000, 22000, "Handguards"],
  ["pistol grip", "Pistol grip", 1, 1, 1500, 9000, "Pistol_grips"],
  ["stock", "Stock", 2, 1, 2500, 18000, "Stocks"],
  ["buffer tube", "Stock", 2, 1, 1500, 7000, "Stocks"],
  ["muzzle brake", "Muzzle device", 1, 1, 2000, 15000, "Muzzle_devices"],
  ["flash hider", "Muzzle device", 1, 1, 1500, 9000, "Muzzle_devices"],
  ["sound suppressor", "Muzzle device", 2, 1, 12000, 60000, "Suppressors"],
  ["foregrip", "Foregrip", 1, 1, 1500, 12000, "Foregrips"],
  ["scope mount", "Mount", 1, 1, 1500, 12000, "Mounts"],
  ["rail platform", "Mount", 1, 1, 1200, 6000, "Mounts"],
  ["dust cover", "Receiver", 2, 1, 3000, 20000, "Receivers"],
  ["gas block", "Gas block", 1, 1, 1500, 8000, "Gas_blocks"],
  ["charging handle", "Charging handle", 1, 1, 1200, 9000, "Charging_handles"],
  ["barrel", "Barrel", 2, 1, 6000, 30000, "Barrels"],
  ["tactical flashlight", "Tactical device", 1, 1, 3000, 16000, "Tactical_devices"],
  ["laser module", "Tactical device", 1, 1, 5000, 30000, "Tactical_devices"],
  ["reflex sight", "Sight", 1, 1, 4000, 25000, "Sights"],
  ["riflescope", "Sight", 2, 1, 15000, 90000, "Scopes"],
  ["30-round magazine", "Magazine", 1, 2, 1500, 9000, "Magazines"],
  ["20-round magazine", "Magazine", 1, 2, 1200, 7000, "Magazines"],
];

const MAP_KEYS: [string, string[]][] = [
  ["Customs", ["dorm room", "warehouse", "gas station", "portable cabin", "construction site"]],
  ["Shoreline", ["resort room", "pier", "weather station", "cottage", "power station"]],
  ["Interchange", ["store", "office", "storage room", "security post"]],
  ["Reserve", ["barracks", "bunker", "hangar", "storage"]],
  ["Woods", ["sawmill", "cabin", "radio station", "camp"]],
  ["Streets", ["apartment", "office", "clinic", "store", "hotel room"]],
  ["Lighthouse", ["cottage", "water treatment room", "rogue camp", "checkpoint"]],
  ["Ground Zero", ["office", "parking", "store", "lobby"]],
];

const ADJ = [
  "Broken",
  "Rusty",
  "Old",
  "Damaged",
  "Military",
  "Portable",
  "Sealed",
  "Worn",
  "Encrypted",
  "Compact",
];
const NOUN: [string, string, number, number][] = [
  ["radio", "Electronics", 1, 2],
  ["toolbox", "Tools", 2, 2],
  ["battery pack", "Electronics", 1, 1],
  ["hard case", "Household goods", 2, 2],
  ["lantern", "Household goods", 1, 2],
  ["water pump", "Building material", 2, 2],
  ["fuse", "Electronics", 1, 1],
  ["transformer", "Electronics", 2, 1],
  ["valve", "Building material", 1, 1],
  ["binoculars", "Tools", 1, 1],
  ["first aid pouch", "Medical supplies", 1, 1],
  ["thermos", "Household goods", 1, 2],
  ["antenna", "Electronics", 1, 2],
  ["manometer", "Building material", 1, 1],
  ["notebook", "Info", 1, 1],
  ["relay module", "Electronics", 1, 1],
  ["drill bit set", "Tools", 1, 1],
  ["sealant", "Building material", 1, 1],
  ["canteen", "Household goods", 1, 2],
  ["circuit tester", "Electronics", 1, 1],
];
const GEAR: [string, string, number, number, number, number, string][] = [
  ["plate carrier", "Armor", 3, 3, 20000, 140000, "Body_armor"],
  ["chest rig", "Chest rig", 3, 3, 6000, 40000, "Chest_rigs"],
  ["assault backpack", "Backpack", 4, 5, 8000, 60000, "Backpacks"],
  ["helmet", "Helmet", 2, 2, 8000, 70000, "Headwear"],
  ["headset", "Headphones", 2, 2, 8000, 40000, "Headphones"],
  ["balaclava", "Face cover", 2, 2, 1500, 9000, "Face_covers"],
  ["tactical glasses", "Eyewear", 1, 1, 2000, 12000, "Eyewear"],
  ["armband", "Armband", 1, 1, 1000, 5000, "Armbands"],
];

/** Invents `count` distinct plausible items (weapon mods, keys, barter items, gear). */
export function generateItems(rng: Rng, count: number, taken: Set<string>): GenItem[] {
  const out: GenItem[] = [];
  let guard = 0;
  while (out.length < count && guard++ < count * 50) {
    const roll = rng.next();
    const item = roll < 0.62 ? mod(rng) : roll < 0.74 ? key(rng) : roll < 0.88 ? barter(rng) : gear(rng);
    if (taken.has(item.name)) continue;
    taken.add(item.name);
    out.push(item);
  }
  return out;
}

function priced(rng: Rng, min: number, max: number, fleaMin: number, fleaMax: number) {
  const basePrice = Math.round(rng.float(min, max) / 10) * 10;
  return { basePrice, fleaPrice: Math.round(basePrice * rng.float(fleaMin, fleaMax)) };
}

function mod(rng: Rng): GenItem {
  const [part, category, width, height, min, max, tag] = rng.pick(PARTS);
  const code = `${rng.pick(CODES)}${rng.chance(0.3) ? "-" : ""}${rng.int(1, 99)}`.replace("--", "-");
  const brand = rng.pick(BRANDS);
  const color = rng.pick(COLORS);
  const name = `${brand} ${code} ${part}${color}`;
  return {
    name,
    shortName: code,
    ru: `${PART_RU[part] ?? part} ${brand} ${code}${COLOR_RU[color] ?? color}`,
    category,
    tags: ["Mods", tag],
    ...priced(rng, min, max, 1.1, 2.2),
    width,
    height,
    weight: Math.round(rng.float(0.05, 0.9) * 1000) / 1000,
  };
}

function key(rng: Rng): GenItem {
  const [map, places] = rng.pick(MAP_KEYS);
  const place = rng.pick(places);
  const num = rng.int(1, 420);
  return {
    name: `${map} ${place} ${num} key`,
    shortName: `${place.split(" ")[0]?.slice(0, 4)} ${num}`,
    ru: `Ключ от ${PLACE_RU[place] ?? place} ${num} (${MAP_RU[map] ?? map})`,
    category: "Key",
    tags: ["Keys"],
    ...priced(rng, 2000, 30000, 1.2, 6),
    width: 1,
    height: 1,
    weight: 0.01,
  };
}

function barter(rng: Rng): GenItem {
  const [noun, category, width, height] = rng.pick(NOUN);
  const adj = rng.pick(ADJ);
  const suffix = rng.pick(["", "", "", "", "Mk2", "type-B", "XL"]);
  const name = `${adj} ${noun} ${suffix}`.trim();
  return {
    name,
    shortName: name.split(" ")[1]?.slice(0, 8) ?? name,
    ru: barterRu(adj, noun, suffix),
    category,
    tags: ["Barter", category.replace(/ /g, "_")],
    ...priced(rng, 2000, 40000, 1.2, 2.5),
    width,
    height,
    weight: Math.round(rng.float(0.1, 3) * 100) / 100,
  };
}

function gear(rng: Rng): GenItem {
  const [kind, category, width, height, min, max, tag] = rng.pick(GEAR);
  const model = `${rng.pick(CODES)}${rng.int(1, 40)}`;
  const brand = rng.pick(BRANDS);
  const color = rng.pick(COLORS);
  return {
    name: `${brand} ${model} ${kind}${color}`,
    shortName: model,
    ru: `${PART_RU[kind] ?? kind} ${brand} ${model}${COLOR_RU[color] ?? color}`,
    category,
    tags: [category === "Armor" || category === "Helmet" ? "Armor" : "Gear", tag],
    ...priced(rng, min, max, 1.2, 2.4),
    width,
    height,
    weight: Math.round(rng.float(0.1, 9) * 100) / 100,
  };
}
