import type { QuestObjective, QuestRewards } from "../../../functions/db/schema";
import type { DemoItem } from "./items";
import type { Rng } from "./prng";
import type { QuestRow } from "./quest-row";
import { MAP_NAMES } from "./world";

/** Kill targets of docs/product.md §3. */
export const KILL_TARGETS = [
  "Scavs",
  "Any",
  "Pmc",
  "Usec",
  "Bear",
  "Tagilla",
  "Killa",
  "Reshala",
  "Shturman",
  "Glukhar",
  "Sanitar",
  "Kaban",
  "Kollontay",
  "Kaban's guards",
  "Kollontay's guards",
];
const ZONES = [
  "checkpoint",
  "fuel tanks",
  "radio tower",
  "abandoned bus",
  "bunker entrance",
  "pier",
  "helicopter crash site",
  "weather station",
  "old sawmill",
  "control room",
  "rooftop",
  "cargo containers",
];
const COLLECTOR_ITEMS = [
  "Old firesteel",
  "Battered antique book",
  "Golden Star balm",
  "Raven figurine",
  "Fake mustache",
  "Veritas guitar pick",
  "Axel parrot figurine",
  "Gingy keychain",
  "Chain with Prokill medallion",
  "Silver Badge",
];

/** Item names the quest generator looks up by name (kept at small scale). */
export const QUEST_ITEM_NAMES = [
  ...COLLECTOR_ITEMS,
  "WI-FI Camera",
  "Signal Jammer",
  "Military flash drive",
  "MS2000 Marker",
  "Roubles",
  "Secure container Kappa",
];

/** 1–4 objectives of the docs/product.md §3 types, referring to items and map slugs. */
export function buildObjectives(
  rng: Rng,
  q: QuestRow,
  maps: string[],
  pool: DemoItem[],
  all: DemoItem[],
): QuestObjective[] {
  const out: QuestObjective[] = [];
  const id = () => `${q.uid}-o${out.length + 1}`;
  const byName = (name: string) => all.find((i) => i.row.name === name);
  const map = () => (maps.length ? rng.pick(maps) : undefined);
  const on = (m: string | undefined) => (m ? ` on ${MAP_NAMES[m]}` : "");
  if (q.uid === "collector") {
    for (const name of COLLECTOR_ITEMS) {
      const it = byName(name);
      if (it)
        out.push({
          id: id(),
          type: "HandOver",
          text: `Hand over the found in raid item: ${name}`,
          maps: [],
          item: it.row.uid,
          count: 1,
          fir: true,
        });
    }
    return out;
  }
  const n = rng.int(1, 4);
  while (out.length < n) {
    const roll = rng.next();
    const m = map();
    if (roll < 0.28) {
      const it = rng.pick(pool);
      const count = it.row.category === "Ammo" ? rng.int(20, 100) : rng.int(1, 5);
      const fir = rng.chance(0.7);
      if (fir)
        out.push({
          id: id(),
          type: "Find in raid",
          text: `Find ${count} ${it.row.name} in raid`,
          maps: [],
          item: it.row.uid,
          count,
          fir,
        });
      else
        out.push({
          id: id(),
          type: "Find",
          text: `Obtain ${count} ${it.row.name}`,
          maps: [],
          item: it.row.uid,
          count,
          fir,
        });
      out.push({
        id: id(),
        type: "HandOver",
        text: `Hand over ${count} ${it.row.name}`,
        maps: [],
        item: it.row.uid,
        count,
        fir,
      });
    } else if (roll < 0.5) {
      const target = rng.chance(0.75) ? rng.pick(KILL_TARGETS.slice(0, 5)) : rng.pick(KILL_TARGETS.slice(5));
      const count = target.length > 4 && !["Scavs"].includes(target) ? 1 : rng.int(3, 15);
      out.push({
        id: id(),
        type: "Kill",
        text: `Eliminate ${count} ${target}${on(m)}`,
        maps: m ? [m] : [],
        target,
        count,
      });
    } else if (roll < 0.6) {
      out.push({
        id: id(),
        type: "Survive",
        text: `Survive and extract${on(m)}`,
        maps: m ? [m] : [],
        count: rng.int(1, 3),
      });
    } else if (roll < 0.7) {
      const it =
        byName(rng.pick(["WI-FI Camera", "Signal Jammer", "Military flash drive"])) ?? rng.pick(pool);
      const zone = rng.pick(ZONES);
      out.push({
        id: id(),
        type: "Place",
        text: `Place a ${it.row.name} at the ${zone}${on(m)}`,
        maps: m ? [m] : [],
        item: it.row.uid,
        count: 1,
      });
    } else if (roll < 0.78) {
      const it = byName("MS2000 Marker") ?? rng.pick(pool);
      const zone = rng.pick(ZONES);
      out.push({
        id: id(),
        type: "Mark",
        text: `Mark the ${zone} with an MS2000 Marker${on(m)}`,
        maps: m ? [m] : [],
        item: it.row.uid,
        count: 1,
      });
    } else if (roll < 0.88) {
      const zone = rng.pick(ZONES);
      out.push({
        id: id(),
        type: "Reach",
        text: `Locate the ${zone}${on(m)}`,
        maps: m ? [m] : [],
        optional: rng.chance(0.1),
      });
    } else if (roll < 0.95) {
      const guns = pool.filter((i) => i.row.tags[0] === "Weapon" && i.row.isFunctional !== false);
      const gun = guns.length ? rng.pick(guns) : rng.pick(pool);
      out.push({
        id: id(),
        type: "Modify",
        text: `Modify a ${gun.row.name} to comply with the given specifications`,
        maps: [],
        item: gun.row.uid,
        count: 1,
      });
    } else {
      const roubles = byName("Roubles");
      const count = rng.int(1, 20) * 50_000;
      out.push({
        id: id(),
        type: "Spend",
        text: `Spend ${count} roubles on the flea market`,
        maps: [],
        ...(roubles ? { item: roubles.row.uid } : {}),
        count,
      });
    }
  }
  return out;
}

/** Experience, roubles (and sometimes an item), standing with the quest's trader. */
export function buildRewards(rng: Rng, q: QuestRow, depth: number, all: DemoItem[]): QuestRewards {
  const roubles = all.find((i) => i.row.name === "Roubles");
  const items = roubles ? [{ item: roubles.row.uid, count: (10 + depth * 8 + rng.int(0, 20)) * 1000 }] : [];
  if (q.uid === "collector") {
    const kappa = all.find((i) => i.row.name === "Secure container Kappa");
    if (kappa) items.push({ item: kappa.row.uid, count: 1 });
  } else if (rng.chance(0.4)) {
    items.push({ item: rng.pick(all).row.uid, count: rng.int(1, 3) });
  }
  return {
    experience: Math.round((1000 + depth * 1800 + rng.int(0, 2000)) / 100) * 100,
    items,
    standing: [{ trader: q.trader, value: Math.round(rng.float(0.01, 0.15) * 100) / 100 }],
    unlocks: [],
  };
}
