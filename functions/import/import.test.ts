import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildDataset, buildImport } from "./build";
import { hasGaps } from "./report";
import { type RawSource, readSources, UpstreamFormatError } from "./sources";

const DIR = "tests/fixtures/upstream";
const NOW = Date.UTC(2026, 7, 1);
const load = (path: string): RawSource => ({
  name: path,
  json: JSON.parse(readFileSync(join(DIR, path), "utf8")),
});
const ALL = [
  "good/pve_tasks.json",
  "good/pve_barters.json",
  "good/pve_crafts.json",
  "good/pve_hideout.json",
  "good/pve_traders.json",
  "good/items_en.json",
  "good/items_graphql_prices.json",
  "good/graphql_regular/tasks.json",
  "good/graphql_regular/traders.json",
  "good/graphql_regular/maps.json",
  "good/graphql_regular/hideout.json",
];
const T = (n: number) => `aaa00000000000000000000${n}`;
const I = (n: number) => `bbb00000000000000000000${n}`;
const QI = "ccc000000000000000000001";
const RUB = "5449016a4bdc2d6f028b456f";

function build(files = ALL) {
  const { upstream, used, skipped } = readSources(files.map(load), { now: NOW });
  return { data: buildDataset(upstream, { now: NOW }), used, skipped };
}

describe("upstream import mapping (fixtures)", () => {
  const { data } = build();
  const quest = (uid: string) => data.quests.find((q) => q.uid === uid);
  const item = (uid: string) => data.items.find((i) => i.uid === uid);

  it("maps traders onto our uids, keeps bsgId, resolves key names through GraphQL", () => {
    expect(data.traders.map((t) => [t.uid, t.name, t.currency, t.sort])).toEqual([
      ["prapor", "Prapor", "RUB", 1],
      ["therapist", "Therapist", "RUB", 2],
      ["peacekeeper", "Peacekeeper", "USD", 5],
      ["survivor", "Survivor", "RUB", 103],
    ]);
    expect(data.traders[0]?.bsgId).toBe("54cb50c76803fa8b248b4571");
    expect(data.traders[0]?.levels[1]).toEqual({
      level: 2,
      reqPlayerLevel: 15,
      reqReputation: 0.2,
      reqCommerce: 1000,
    });
  });

  it("maps maps onto our slugs; Night Factory folds into factory; unknown maps keep their name", () => {
    expect(data.maps.map((m) => [m.slug, m.name, m.raidDuration, m.bsgId])).toEqual([
      ["factory", "Factory", 20, "55f2d3fd4bdc2d5f408b4567"],
      ["customs", "Customs", 35, "56f40101d2720b2a4d8b45d6"],
      ["streets", "Streets of Tarkov", 40, "5714dc692459777137212e12"],
      ["terminal", "Terminal", 50, "6925a2c38bdebd9e2302692e"],
    ]);
  });

  it("takes the feed's tasks over GraphQL's, with GraphQL names for shared ids", () => {
    // the regular list's task the PvE feed lacks joins as a PvP-only quest
    expect(data.quests.map((q) => q.uid)).toEqual([
      "first-steps",
      "second-steps",
      "regular-only",
      "alt-a",
      "alt-b",
      "after-alt",
    ]);
    expect(quest("regular-only")?.reqGameMode).toEqual(["PVP"]);
    const q = quest("first-steps");
    expect(q).toMatchObject({
      bsgId: T(1),
      bsgIds: [T(1)],
      name: "First Steps",
      trader: "prapor",
      fraction: "Any",
      reqLevel: 1,
      requiredForKappa: true,
      requiredForLighthouse: false,
      locations: ["customs", "woods"],
      wikiUrl: "https://wiki.example/first-steps",
      prev: null,
      next: "alt-a",
    });
    // A task without a GraphQL twin: name from its normalizedName.
    expect(quest("alt-b")?.name).toBe("Alt B");
  });

  it("maps objectives onto the product's objective types with item refs, counts and foundInRaid", () => {
    expect(quest("first-steps")?.objectives).toEqual([
      {
        id: "o11",
        type: "HandOver",
        text: "Hand over 2 found in raid medical items",
        maps: [],
        item: I(1),
        count: 2,
        fir: true,
      },
      {
        id: "o12",
        type: "Kill",
        text: "Eliminate 5 Scavs on Customs",
        maps: ["customs"],
        count: 5,
        target: "Scavs",
      },
      { id: "o13", type: "Reach", text: "Complete visit", maps: ["woods"], optional: true },
    ]);
    const second = quest("second-steps")?.objectives ?? [];
    expect(second.map((o) => [o.type, o.item, o.count, o.maps])).toEqual([
      ["Find", QI, 1, ["customs"]],
      ["HandOver", QI, 1, []],
      ["Mark", I(5), 1, ["factory"]],
    ]);
    expect(second[2]?.text).toBe("Mark with MS2000 Marker");
    expect(quest("alt-a")?.objectives[0]?.type).toBe("Survive");
    expect(quest("alt-b")?.objectives[0]).toMatchObject({ type: "Modify", item: I(3) });
    expect(quest("after-alt")?.objectives[0]).toMatchObject({ type: "Spend", item: RUB, count: 100000 });
  });

  it("derives requirements: require with the accepted statuses, reqLL, standing, fraction, game mode", () => {
    expect(quest("second-steps")).toMatchObject({
      require: ["first-steps"],
      requireOr: [],
      reqLL: [{ trader: "prapor", level: 2 }],
      reqStanding: [{ trader: "therapist", compare: ">=", value: 1 }],
      reqStatus: {},
      reqLevel: 5,
      fraction: "Usec",
      reqGameMode: ["PVE"],
      prev: "first-steps",
    });
    expect(quest("alt-a")?.multiple).toEqual(["alt-b"]);
    // each fails when the other is completed; the follow-up takes either one, done or failed
    expect(quest("alt-b")?.multiple).toEqual(["alt-a"]);
    expect(quest("after-alt")).toMatchObject({
      require: ["alt-a", "alt-b"],
      requireOr: [],
      reqStatus: { "alt-a": ["complete", "failed"], "alt-b": ["complete", "failed"] },
      prev: "alt-a",
    });
    expect(quest("first-steps")?.unlocks).toEqual(["second-steps", "alt-a", "alt-b"]);
  });

  it("maps rewards: experience, items, standing, unlocked barters, crafts, offers", () => {
    expect(quest("first-steps")?.rewards).toEqual({
      experience: 1000,
      items: [{ item: RUB, count: 15000 }],
      standing: [{ trader: "prapor", value: 0.02 }],
      unlocks: [
        { kind: "barter", ref: "barter1" },
        { kind: "craft", ref: "craft1" },
        { kind: "offer", ref: I(3) },
      ],
    });
  });

  it("maps hideout stations and levels with item, station, trader and skill requirements", () => {
    expect(data.hideoutStations.map((s) => [s.uid, s.name, s.bsgId])).toEqual([
      ["generator", "Generator", "5d3b396e33c48f02b81cd9f3"],
      ["workbench", "Workbench", "5d484fda654e7600681d9315"],
    ]);
    expect(data.hideoutLevels.find((l) => l.uid === "workbench-2")).toEqual({
      uid: "workbench-2",
      stationUid: "workbench",
      level: 2,
      constructionTime: 7200,
      itemReqs: [{ item: I(8), count: 4 }],
      stationReqs: [{ station: "generator", level: 1 }],
      traderReqs: [{ trader: "prapor", level: 2 }],
      skillReqs: [{ skill: "Strength", level: 3 }],
      bonuses: [],
    });
    expect(data.hideoutLevels.find((l) => l.uid === "workbench-1")?.itemReqs).toEqual([
      { item: I(1), count: 1, fir: true },
    ]);
  });

  it("maps crafts (tools, quest items, editions, quest unlock) and barters (fractional counts, preset base)", () => {
    expect(data.crafts).toEqual([
      {
        uid: "craft1",
        bsgId: "craft1",
        stationUid: "workbench",
        level: 1,
        duration: 3600,
        inputs: [
          { item: I(2), count: 3 },
          { item: I(7), count: 1, tool: true },
          { item: QI, count: 1 },
        ],
        outputs: [{ item: I(4), count: 2 }],
        questUid: "second-steps",
        gameEditions: ["Edge of Darkness", "EOD + The Unheard"],
      },
    ]);
    expect(data.barters[0]).toEqual({
      uid: "barter1",
      bsgId: "barter1",
      trader: "prapor",
      level: 2,
      inputs: [{ item: I(6), count: 124.08 }],
      outputs: [{ item: I(3), count: 1 }],
      questUid: "first-steps",
      buyLimit: 2,
    });
    expect(data.barters[1]?.questUid).toBeNull();
  });

  it("makes an item row for every reference; names from GraphQL, items_en, quest items, else Unknown item", () => {
    const refs = new Set<string>();
    for (const b of [...data.barters, ...data.crafts])
      for (const c of [...b.inputs, ...b.outputs]) refs.add(c.item);
    for (const l of data.hideoutLevels) for (const c of l.itemReqs) refs.add(c.item);
    for (const q of data.quests) {
      for (const o of q.objectives) if (o.item) refs.add(o.item);
      for (const c of q.rewards.items) refs.add(c.item);
    }
    const uids = new Set(data.items.map((i) => i.uid));
    expect([...refs].filter((r) => !uids.has(r))).toEqual([]);
    expect(item(I(1))).toMatchObject({
      name: "Salewa first aid kit",
      shortName: "Salewa",
      category: "Medikit",
      basePrice: 21000,
      tags: ["Medikit", "Meds"],
      url: "salewa_first_aid_kit",
    });
    expect(item(I(4))).toMatchObject({
      name: "Crafted thing (large)",
      shortName: "Thing",
      url: "crafted_thing__large_",
    });
    expect(item(QI)).toMatchObject({ name: "Secure Folder 0013", category: "Quest item", height: 2 });
    // Named by no source: "Unknown item" (never the raw id; the report lists it), its url from
    // that name and the id, and nothing else is invented (unknown stays null).
    expect(item(I(6))).toMatchObject({
      name: "Unknown item",
      shortName: "?",
      nameL10n: { ru: "Неизвестный предмет" },
      url: expect.stringMatching(/^unknown_item/),
      category: null,
      basePrice: null,
      width: null,
      height: null,
      weight: null,
    });
    expect(item(I(10))?.tags).toEqual(["Melee_weapons", "Weapon"]);
    expect(new Set(data.items.map((i) => i.url)).size).toBe(data.items.length);
  });

  it("writes prices, trader offers and one price point per item in the source's mode only", () => {
    expect(data.itemPrices.find((p) => p.itemUid === I(1))).toEqual({
      itemUid: I(1),
      mode: "pvp",
      flea: 25000,
      avg24h: 26000,
      low24h: null,
      high24h: null,
      offers: 0,
      updatedAt: Date.parse("2025-02-18T03:00:00Z"),
    });
    expect(data.itemPrices.every((p) => p.mode === "pvp")).toBe(true);
    expect(data.traderOffers).toEqual([
      {
        itemUid: I(1),
        mode: "pvp",
        trader: "therapist",
        kind: "buy",
        // the GraphQL file's cash offers say no loyalty level: unknown, never 1
        level: 0,
        price: 28000,
        currency: "RUB",
        priceCur: 28000,
        // each offer keeps when its source observed it
        observedAt: Date.parse("2025-02-18T03:00:00Z"),
      },
      {
        itemUid: I(3),
        mode: "pvp",
        trader: "peacekeeper",
        kind: "buy",
        // the GraphQL file's cash offers say no loyalty level: unknown, never 1
        level: 0,
        price: 41500,
        currency: "RUB",
        priceCur: 41500,
        observedAt: 1739750400000,
      },
    ]);
    expect(data.pricePoints.map((p) => [p.itemUid, p.mode, p.price])).toEqual([
      [I(1), "pvp", 25000],
      [I(10), "pvp", 700],
    ]);
  });
});

describe("import report (fixtures)", () => {
  it("lists every reference no source resolves, by kind, with the referring records", () => {
    const { upstream } = readSources(ALL.map(load), { now: NOW });
    const { report } = buildImport(upstream, { now: NOW });
    expect(report.unresolved.item).toEqual([
      { id: I(6), from: ["barter barter1"] },
      { id: I(8), from: ["station workbench"] },
    ]);
    expect(report.unresolved.map ?? []).toEqual([]);
    expect(report.unresolved.quest ?? []).toEqual([]);
    expect(report.unnamed).toEqual([]);
    expect(hasGaps(report)).toBe(true);
  });

  it("a craft alone: its station and quest unlock are unresolved and named with the craft", () => {
    const { upstream } = readSources([load("good/pve_crafts.json")], { now: NOW });
    const { report } = buildImport(upstream, { now: NOW });
    expect(report.unresolved.quest).toEqual([{ id: T(2), from: ["craft craft1"] }]);
    expect(report.unresolved.station?.map((s) => s.from)).toEqual([["craft craft1"]]);
  });
});

describe("upstream sources", () => {
  it("rejects a malformed file with the path of its first bad field", () => {
    expect(() => build(["malformed/pve_tasks.json"])).toThrow(UpstreamFormatError);
    expect(() => build(["malformed/pve_tasks.json"])).toThrow(
      `malformed/pve_tasks.json: data.tasks.${T(2)}.objectives[1].count: expected number, received string`,
    );
  });

  it("takes the mode from the name, else the option, and refuses a contradiction", () => {
    const prices = load("good/items_graphql_prices.json");
    const pve = readSources([{ ...prices, name: "pve_items.json" }], { now: NOW });
    expect(pve.upstream.items?.[0]?.mode).toBe("pve");
    const asked = readSources([prices], { now: NOW, mode: "pve" });
    expect(asked.upstream.items?.[0]?.mode).toBe("pve");
    expect(() => readSources([{ ...prices, name: "regular/items.json" }], { now: NOW, mode: "pve" })).toThrow(
      "holds pvp prices but mode pve",
    );
  });

  it("uses GraphQL lists when no feed list is given, and skips files of unknown shape", () => {
    const { data, skipped } = build([
      "good/graphql_regular/tasks.json",
      "good/graphql_regular/traders.json",
      "good/graphql_regular/hideout.json",
    ]);
    expect(skipped).toEqual([]);
    expect(data.quests.map((q) => [q.uid, q.name])).toEqual([
      ["first-steps", "First Steps"],
      ["second-steps", "Second Steps"],
      ["regular-only", "Regular Only"],
    ]);
    expect(data.items.find((i) => i.uid === I(9))?.name).toBe("Graphql-only item");
    const odd = readSources([{ name: "maps.json", json: [{ normalizedName: "x", maps: [] }] }], { now: NOW });
    expect(odd.skipped).toEqual(["maps.json"]);
  });
});
