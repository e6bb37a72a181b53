import { describe, expect, it } from "vitest";
import type { CalcBarter, CalcCraft, CalcData } from "../../contracts/calc";
import type { BarterProfit } from "../../domain/barter-profit";
import type { CraftProfit } from "../../domain/craft-profit";
import { DEFAULT_PRICE_SETTINGS } from "../../domain/price-resolution";
import { barterFilters, barterLines, bartersPreview } from "./barter-rows";
import { type Names, namesFromTable, namesTable } from "./calc-format";
import { craftFilters, craftLines, craftsPreview } from "./craft-rows";

const names: Names = {
  item: (uid) => ({ name: `Item ${uid}`, url: uid, shortName: uid.toUpperCase(), icon: null }),
  trader: (uid) => `Trader ${uid}`,
  station: (uid) => `Station ${uid}`,
  quest: (uid) => `Quest ${uid}`,
};

const craft = (
  uid: string,
  stationUid: string,
  level: number,
  questUid: string | null = null,
): CalcCraft => ({
  uid,
  stationUid,
  level,
  duration: 3600,
  inputs: [{ item: `${uid}-in`, count: 2 }],
  outputs: [{ item: `${uid}-out`, count: 1 }],
  questUid,
});
const craftProfit = (uid: string, profitPerHour: number | null): CraftProfit => ({
  uid,
  reachable: true,
  time: { base: 3600, craftingSkill: 0, seconds: 3600 },
  inputs: [],
  outputs: [],
  fuel: null,
  cost: 1_000,
  revenue: 2_000,
  profit: 1_000,
  profitPerHour,
  unitCost: null,
  missing: [],
});
const barter = (uid: string, trader: string, level: number, questUid: string | null = null): CalcBarter => ({
  uid,
  trader,
  level,
  inputs: [{ item: `${uid}-in`, count: 3 }],
  outputs: [{ item: `${uid}-out`, count: 1 }],
  questUid,
  buyLimit: null,
});
const barterProfit = (uid: string, saving: number | null, profit: number | null = 0): BarterProfit => ({
  uid,
  reachable: true,
  inputs: [],
  outputs: [],
  cost: 5_000,
  revenue: 6_000,
  profit,
  unitCost: null,
  outright: { lines: [], cost: 7_000, saving },
  missing: [],
});

const data = {
  crafts: [craft("a", "lav", 1), craft("b", "med", 2, "q1"), craft("c", "lav", 3)],
  barters: [barter("x", "prapor", 1), barter("y", "prapor", 3), barter("z", "skier", 1, "q2")],
  stations: [
    { uid: "lav", name: "Lavatory", ruName: null },
    { uid: "gym", name: "Gym", ruName: null },
    { uid: "med", name: "Medstation", ruName: null },
  ],
  levels: [
    { uid: "lav-0", stationUid: "lav", level: 0 },
    { uid: "lav-2", stationUid: "lav", level: 2 },
    { uid: "med-1", stationUid: "med", level: 1 },
  ],
  traders: [
    { uid: "prapor", name: "Prapor", ruName: null },
    { uid: "fence", name: "Fence", ruName: null },
    { uid: "skier", name: "Skier", ruName: null },
  ],
} as unknown as CalcData;
const settings = { ...DEFAULT_PRICE_SETTINGS, hideoutUseProgress: true, tradersLL: { prapor: 2 } };

describe("craftLines", () => {
  const calc = {
    data,
    settings,
    stationLevels: null,
    crafts: [craftProfit("a", 10), craftProfit("b", 50), craftProfit("c", null), craftProfit("gone", 99)],
  };

  it("lists the known crafts, best profit per hour first (none last), with the quest still to do", () => {
    const lines = craftLines(calc, { station: "", questsDone: [] });
    expect(lines.map((l) => [l.p.uid, l.questLock])).toEqual([
      ["b", "q1"],
      ["a", null],
      ["c", null],
    ]);
    expect(craftLines(calc, { station: "", questsDone: ["q1"] })[0]?.questLock).toBeNull();
    expect(
      craftLines(
        { ...calc, settings: { ...settings, hideoutUseProgress: false } },
        {
          station: "",
          questsDone: [],
        },
      )[0]?.questLock,
    ).toBeNull();
  });

  it("keeps one station's, or with station levels, the built levels without a quest to do", () => {
    expect(craftLines(calc, { station: "lav", questsDone: [] }).map((l) => l.p.uid)).toEqual(["a", "c"]);
    const limited = { ...calc, stationLevels: { lav: 2, med: 2 } };
    expect(craftLines(limited, { station: "", questsDone: [] }).map((l) => l.p.uid)).toEqual(["a"]);
    expect(craftLines(limited, { station: "", questsDone: ["q1"] }).map((l) => l.p.uid)).toEqual(["b", "a"]);
  });

  it("gives the stations that have crafts and the levels above 0 as filter choices", () => {
    expect(craftFilters(data, names)).toEqual({
      stations: [
        { value: "lav", label: "Station lav" },
        { value: "med", label: "Station med" },
      ],
      levels: [1, 2],
    });
  });

  it("previews the first rows with only what they show, and their names", () => {
    const lines = craftLines(calc, { station: "", questsDone: [] });
    const preview = craftsPreview(lines, 2, names, craftFilters(data, names));
    expect(preview.rows).toEqual([
      {
        p: {
          uid: "b",
          time: { seconds: 3600 },
          cost: 1_000,
          revenue: 2_000,
          profit: 1_000,
          profitPerHour: 50,
        },
        r: { stationUid: "med", level: 2, duration: 3600, outputs: [{ item: "b-out", count: 1 }] },
        questLock: "q1",
      },
      expect.objectContaining({ questLock: null }),
    ]);
    expect(preview.total).toBe(3);
    expect(preview.names).toEqual({
      items: {
        "b-out": { name: "Item b-out", url: "b-out", shortName: "B-OUT", icon: null },
        "a-out": { name: "Item a-out", url: "a-out", shortName: "A-OUT", icon: null },
      },
      traders: {},
      stations: { med: "Station med", lav: "Station lav" },
      quests: { q1: "Quest q1" },
    });
    // through JSON (the page's island props) and back, the rows read the same names
    const back = namesFromTable(JSON.parse(JSON.stringify(preview.names)));
    expect(back.item("a-out")).toEqual(names.item("a-out"));
    expect(back.station("med")).toBe(names.station("med"));
    expect(back.quest("q1")).toBe(names.quest("q1"));
  });
});

describe("barterLines", () => {
  const calc = {
    data,
    settings,
    barters: [
      barterProfit("x", 100),
      barterProfit("y", 900),
      barterProfit("z", 100, 50),
      barterProfit("?", 1),
    ],
  };

  it("lists the known barters, biggest saving first (then profit), with what locks each", () => {
    const lines = barterLines(calc, { trader: "", onlyReachable: false, questsDone: [] });
    expect(lines.map((l) => [l.p.uid, l.lock])).toEqual([
      ["y", { kind: "loyalty", trader: "prapor", level: 3, have: 2 }],
      ["z", { kind: "quest", questUid: "q2" }],
      ["x", null],
    ]);
  });

  it("keeps one trader's, or only those in reach", () => {
    const only = (filter: { trader: string; onlyReachable: boolean }) =>
      barterLines(calc, { ...filter, questsDone: [] }).map((l) => l.p.uid);
    expect(only({ trader: "prapor", onlyReachable: false })).toEqual(["y", "x"]);
    expect(only({ trader: "", onlyReachable: true })).toEqual(["x"]);
  });

  it("keeps those that take or give one item, with the other filters", () => {
    const withItem = (item: string, trader = "") =>
      barterLines(calc, { trader, item, onlyReachable: false, questsDone: [] }).map((l) => l.p.uid);
    expect(withItem("y-in")).toEqual(["y"]);
    expect(withItem("z-out")).toEqual(["z"]);
    expect(withItem("z-out", "prapor")).toEqual([]);
    expect(withItem("nothing")).toEqual([]);
    expect(withItem("")).toEqual(["y", "z", "x"]);
  });

  it("previews the first rows with only what they show, and the names of their items, traders and quests", () => {
    const lines = barterLines(calc, { trader: "", onlyReachable: false, questsDone: [] });
    const filters = barterFilters(data, names);
    expect(filters.traders.map((t) => t.value)).toEqual(["prapor", "skier"]);
    const preview = bartersPreview(lines, 2, names, filters);
    expect(preview.rows[0]).toEqual({
      p: { uid: "y", cost: 5_000, revenue: 6_000, profit: 0, outright: { cost: 7_000, saving: 900 } },
      r: {
        trader: "prapor",
        level: 3,
        inputs: [{ item: "y-in", count: 3 }],
        outputs: [{ item: "y-out", count: 1 }],
        buyLimit: null,
      },
      lock: { kind: "loyalty", trader: "prapor", level: 3, have: 2 },
    });
    expect(preview.total).toBe(3);
    expect(Object.keys(preview.names.items)).toEqual(["y-out", "y-in", "z-out", "z-in"]);
    expect(preview.names.traders).toEqual({ prapor: "Trader prapor", skier: "Trader skier" });
    expect(preview.names.quests).toEqual({ q2: "Quest q2" });
  });
});

describe("namesTable", () => {
  it("looks up each kind of name once, skipping empty uids; an unknown uid reads as itself", () => {
    const table = namesTable(names, { items: ["a", "a", null], quests: [undefined] });
    expect(table).toEqual({ items: { a: names.item("a") }, traders: {}, stations: {}, quests: {} });
    const back = namesFromTable(table);
    expect(back.item("zz")).toEqual({ name: "zz", url: null, shortName: null, icon: null });
    expect([back.trader("t"), back.station("s"), back.quest("q")]).toEqual(["t", "s", "q"]);
  });
});
