import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DAY, WEEK } from "../../src/domain/price-stats";
import { buildImport } from "./build";
import { dateOfName } from "./from-current";
import { mergeItems } from "./merge-items";
import { emptyNames, type ItemSource, type UItem, type Upstream } from "./model";
import { type RawSource, readSources, UpstreamFormatError } from "./sources";

const NOW = Date.UTC(2026, 10, 1);
const hex = (n: number) => n.toString(16).padStart(24, "0");
const A = hex(0xa1);
const B = hex(0xb2);

/** `n` items that move every sample, so a sample where they all stand still reads as frozen. */
function seriesFile(mode: string, dates: string[], prices: Record<string, (number | null)[]>): RawSource {
  return {
    name: `price_history/weekly-series-${mode}.json`,
    json: { source: "test", mode, dates, commits: [], prices },
  };
}

const sizes: RawSource = {
  name: "items_2026/sizes_2025-11-22.json",
  json: [
    {
      id: A,
      name: "Alpha kit",
      shortName: "Alpha",
      width: 2,
      height: 1,
      avg24hPrice: 9_999_999,
      types: ["barter"],
    },
    {
      id: B,
      name: "Bitcoin-ish",
      shortName: "0.2B",
      width: 1,
      height: 1,
      avg24hPrice: 1,
      types: ["no-flea"],
    },
  ],
};

const build = (sources: RawSource[]) =>
  buildImport(readSources(sources, { now: NOW }).upstream, { now: NOW }).data;

describe("current-world files", () => {
  it("dates a file by the date in its name", () => {
    expect(dateOfName("prices_2026-08-22/prices-pve.json")).toBe(Date.UTC(2026, 7, 22));
    expect(dateOfName("items.json")).toBeUndefined();
  });

  it("flat price tables give each mode its own flea figure (the 24h average), for known items only", () => {
    const data = build([
      sizes,
      { name: "prices_2026-08-22/prices-regular.json", json: { [A]: 1000, [hex(0xff)]: 5 } },
      { name: "prices_2026-08-22/prices-pve.json", json: { [A]: 1500 } },
    ]);
    expect(data.itemPrices.map((p) => [p.itemUid, p.mode, p.flea, p.avg24h, p.updatedAt])).toEqual([
      [A, "pvp", 1000, 1000, Date.UTC(2026, 7, 22)],
      [A, "pve", 1500, 1500, Date.UTC(2026, 7, 22)],
    ]);
    // a price table never adds an item of its own
    expect(data.items.map((i) => i.uid).sort()).toEqual([A, B]);
  });

  it("an older price era gives no current price, only a point of history", () => {
    const old: RawSource = {
      name: "items_graphql_prices_2025-02-18.json",
      json: {
        data: {
          items: [
            {
              id: B,
              name: "Old B",
              basePrice: 1,
              lastLowPrice: 700,
              avg24hPrice: 710,
              updated: "2025-02-18T00:00:00Z",
              categories: [],
              buyFor: [],
            },
          ],
        },
      },
    };
    const data = build([sizes, old, { name: "prices_2026-08-22/prices-regular.json", json: { [A]: 1000 } }]);
    expect(data.itemPrices.map((p) => p.itemUid)).toEqual([A]);
    expect(data.pricePoints.map((p) => [p.itemUid, p.price])).toEqual(expect.arrayContaining([[B, 700]]));
    // the newer list's English name wins over the older one's
    expect(data.items.find((i) => i.uid === B)?.name).toBe("Bitcoin-ish");
  });

  it("per-trader sell prices: each trader's newest, in both modes, each with its date", () => {
    const sellFor: RawSource = {
      name: "items_2026/sell_for_2025-12-10.json",
      json: {
        "0.2b": {
          id: B,
          name: "Bitcoin-ish",
          basePrice: 900,
          sellFor: { therapist: 700, fence: 300, "flea market": 9 },
        },
      },
    };
    const weights: RawSource = {
      name: "items_2026/weights.json",
      json: {
        time: "2026-02-14T20:53:51Z",
        items: [
          {
            id: B,
            weight: 0.05,
            bestTraderPrice: 560,
            bestTraderName: "Therapist",
            img: `https://assets.tarkov.dev/${B}-512.webp`,
          },
          { id: hex(0xee), weight: 1, bestTraderPrice: 5, bestTraderName: "フリーマーケット" },
        ],
      },
    };
    const data = build([sizes, sellFor, weights]);
    const offers = data.traderOffers
      .filter((o) => o.mode === "pvp")
      .map((o) => [o.trader, o.kind, o.price, o.observedAt])
      .sort();
    expect(offers).toEqual([
      ["fence", "sell", 300, Date.UTC(2025, 11, 10)],
      ["therapist", "sell", 560, Date.parse("2026-02-14T20:53:51Z")],
    ]);
    expect(data.traderOffers.filter((o) => o.mode === "pve")).toHaveLength(2);
    const b = data.items.find((i) => i.uid === B);
    expect(b).toMatchObject({
      weight: 0.05,
      basePrice: 900,
      wikiIcon: `https://assets.tarkov.dev/${B}-icon.webp`,
    });
    // the list of every game id adds no item of its own
    expect(data.items.some((i) => i.uid === hex(0xee))).toBe(false);
  });

  it("series: placed by date, frozen samples masked for every item, static tables are no price", () => {
    const dates = ["2025-01-06", "2025-01-13", "2025-01-20", "2025-02-03"];
    const prices: Record<string, (number | null)[]> = {};
    for (let i = 0; i < 30; i++) prices[hex(0x100 + i)] = [100 + i, 100 + i, 200 + i, 300 + i];
    prices[A] = [10, 10, 20, 40];
    const data = build([sizes, seriesFile("regular", dates, prices)]);
    const a = data.priceSeries.find((s) => s.itemUid === A);
    // the second week repeats the first for every item: masked; 2025-01-27 is missing from the dates
    expect(a).toEqual({
      itemUid: A,
      mode: "pvp",
      step: "week",
      start: Date.UTC(2025, 0, 6),
      values: [10, null, 20, null, 40],
    });
    // series of ids the data lacks are dropped
    expect(data.priceSeries).toHaveLength(1);

    const flat = Array(40).fill(2000);
    const daily: RawSource = {
      name: "price_history/daily-last90d-series-regular.json",
      json: {
        mode: "regular",
        dates: flat.map((_, i) => new Date(Date.UTC(2026, 6, 1) + i * DAY).toISOString().slice(0, 10)),
        prices: { [A]: flat, [B]: flat.map((p, i) => p + i) },
      },
    };
    const table: RawSource = {
      name: "prices_2026-08-09/prices-regular.json",
      json: { [A]: 2000, [B]: 2039 },
    };
    const priced = build([sizes, daily, table]);
    // A's price never moved in 40 days: the upstream's static table, not a market
    expect(priced.itemPrices.map((p) => p.itemUid)).toEqual([B]);
    expect(priced.itemPrices[0]).toMatchObject({ avg7d: 2036, change24h: 0.05, change7d: 0.34 });
    expect(priced.priceSeries.map((s) => s.itemUid)).toEqual([B]);
  });

  it("refuses a series of the wrong mode or with uneven steps", () => {
    const bad = seriesFile("pve", ["2025-01-01"], {});
    expect(() =>
      readSources([{ ...bad, name: "price_history/weekly-series-regular.json" }], { now: NOW }),
    ).toThrow(UpstreamFormatError);
    const uneven = seriesFile("regular", ["2025-01-01", "2025-01-04"], { [A]: [1, 2] });
    expect(() => readSources([uneven], { now: NOW })).toThrow(/steps of a day or a week/);
  });
});

const REAL = resolve(process.cwd(), "../shared/upstream");

describe.runIf(existsSync(join(REAL, "price_history")))("the real current world", () => {
  const read = (path: string): RawSource => ({
    name: path,
    json: JSON.parse(readFileSync(join(REAL, path), "utf8")),
  });
  const LEDX = "5c0530ee86f774697952d952";
  const BTC = "59faff1d86f7746c51718c9c";

  it("masks exactly the frozen PvP weeks and none in PvE", () => {
    const { upstream } = readSources(
      [read("price_history/weekly-series-regular.json"), read("price_history/weekly-series-pve.json")],
      { now: NOW },
    );
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const [pvp, pve] = upstream.series ?? [];
    expect(pvp?.masked.map(day)).toEqual([
      "2025-01-06",
      "2025-01-13",
      ...Array.from({ length: 13 }, (_, i) => day(Date.UTC(2025, 6, 21) + i * WEEK)),
    ]);
    expect(pve?.masked).toEqual([]);
    expect(pvp?.values.get(LEDX)?.filter((v) => v !== null).length).toBeGreaterThan(80);
  });

  it("'Sell any items' objectives name no item, so they are no item need", () => {
    const data = build([read("pve_tasks.json")]);
    const quest = data.quests.find((q) => q.bsgId === "6663149f1d3ec95634095e75");
    const sell = quest?.objectives.find((o) => o.count === 250);
    expect(sell).toMatchObject({ type: "Reach" });
    expect(sell?.item).toBeUndefined();
    // the 6Sh118 raid backpack (the first of the items it accepts) is asked for by no objective of that quest
    expect(quest?.objectives.filter((o) => o.item === "5df8a4d786f77412672a1e3b")).toEqual([]);
  });

  it("prices Bitcoin by what traders pay now, and names items as the newest list does", () => {
    const data = build(
      [
        "items_2026/weights_slots_pvp_2026-02-14.json",
        "items_2026/sell_for_2025-12-10.json",
        "items_2026/sizes_2025-11-22.json",
        "items_en.json",
      ].map(read),
    );
    const btc = data.traderOffers.filter((o) => o.itemUid === BTC && o.mode === "pvp" && o.kind === "sell");
    expect(Math.max(...btc.map((o) => o.price))).toBe(562_881);
    expect(data.items.find((i) => i.uid === "5648b1504bdc2d9d488b4584")?.name).toBe(
      "AK-74M polymer handguard",
    );
    expect(data.items.find((i) => i.uid === LEDX)?.wikiIcon).toBe(
      `https://assets.tarkov.dev/${LEDX}-icon.webp`,
    );
  });
});

describe("duplicate barters", () => {
  it("a barter listed twice is merged into one, the buy limits added", () => {
    const path = resolve(process.cwd(), "tests/fixtures/upstream/good/pve_barters.json");
    const json = JSON.parse(readFileSync(path, "utf8")) as { data: { id: string; buyLimit?: number }[] };
    const first = json.data[0] as { id: string; buyLimit?: number };
    const twin = { ...first, id: "twin-of-the-first", buyLimit: 2 };
    const once = build([{ name: "pve_barters.json", json }]).barters;
    const twice = build([
      { name: "pve_barters.json", json: { ...json, data: [...json.data, twin] } },
    ]).barters;
    expect(twice.map((b) => b.uid)).toEqual(once.map((b) => b.uid));
    const merged = twice.find((b) => b.uid === first.id);
    const single = once.find((b) => b.uid === first.id);
    expect(merged?.buyLimit).toBe(single?.buyLimit == null ? null : single.buyLimit + 2);
  });
});

describe("dogtag levels", () => {
  it("a dogtag's minimum level is kept as a requirement of the input, its count as the count", () => {
    const path = resolve(process.cwd(), "tests/fixtures/upstream/good/pve_barters.json");
    const json = JSON.parse(readFileSync(path, "utf8")) as { data: Record<string, unknown>[] };
    const tagged = {
      ...(json.data[0] as Record<string, unknown>),
      id: "tag-barter",
      requiredItems: [{ item: "59f32c3b86f77472a31742f0", count: 2, attributes: { minLevel: 30 } }],
    };
    const barters = build([{ name: "pve_barters.json", json: { ...json, data: [tagged] } }]).barters;
    expect(barters[0]?.inputs).toEqual([{ item: "59f32c3b86f77472a31742f0", count: 2, minLevel: 30 }]);
  });
});

describe("gun sizes", () => {
  it("a gun keeps the size of its default build (the 2022 data), never the bare gun's of the newer lists", () => {
    const path = resolve(
      process.cwd(),
      "tests/fixtures/upstream/items/legacy_item-data_tarkov-tools_2022-01.json",
    );
    const legacy = {
      name: "legacy_item-data_tarkov-tools_2022-01.json",
      json: JSON.parse(readFileSync(path, "utf8")),
    };
    const M4 = "5447a9cd4bdc2dbd208b4567";
    const bare: RawSource = {
      name: "items_2026/sizes_2025-11-22.json",
      json: [
        {
          id: M4,
          name: "Colt M4A1",
          shortName: "M4A1",
          width: 1,
          height: 1,
          avg24hPrice: 1,
          types: ["gun", "wearable"],
        },
      ],
    };
    const both = build([legacy, bare]).items.find((i) => i.uid === M4);
    expect([both?.width, both?.height]).toEqual([5, 2]);
    const alone = build([bare]).items.find((i) => i.uid === M4);
    expect([alone?.width, alone?.height]).toEqual([null, null]);
  });
});

describe("images", () => {
  it("the 2022 file's images move from tarkov-tools' shut host to tarkov.dev's", () => {
    const path = resolve(
      process.cwd(),
      "tests/fixtures/upstream/items/legacy_item-data_tarkov-tools_2022-01.json",
    );
    const data = build([
      { name: "legacy_item-data_tarkov-tools_2022-01.json", json: JSON.parse(readFileSync(path, "utf8")) },
    ]);
    const urls = data.items
      .flatMap((i) => [i.wikiIcon, i.wikiImg])
      .filter((u): u is string => typeof u === "string");
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((u) => u.includes("tarkov-tools"))).toEqual([]);
    const m4 = data.items.find((i) => i.uid === "5447a9cd4bdc2dbd208b4567");
    expect(m4?.wikiIcon).toBe("https://assets.tarkov.dev/5447a9cd4bdc2dbd208b4567-icon.webp");
  });
});

describe("task lists of both modes", () => {
  it("joins them: a task only one mode's list has belongs to that mode", () => {
    const fixtures = resolve(process.cwd(), "tests/fixtures/upstream/good");
    const feed = {
      name: "pve_tasks.json",
      json: JSON.parse(readFileSync(join(fixtures, "pve_tasks.json"), "utf8")),
    };
    const feedIds = Object.keys((feed.json as { data: { tasks: Record<string, unknown> } }).data.tasks);
    const regular = JSON.parse(readFileSync(join(fixtures, "graphql_regular/tasks.json"), "utf8")) as {
      id: string;
    }[];
    const regularIds = new Set(regular.map((t) => t.id));
    // the fixtures: 5 PvE tasks, 3 regular ones, 2 in both
    expect(feedIds.filter((id) => regularIds.has(id))).toHaveLength(2);
    const { upstream } = readSources([{ name: "graphql_regular/tasks.json", json: regular }, feed], {
      now: NOW,
    });
    const modes = new Map((upstream.tasks ?? []).map((t) => [t.id, t.gameModes]));
    expect(modes.size).toBe(6);
    const own = (id: string) =>
      (feed.json as { data: { tasks: Record<string, { gameMode?: string[] }> } }).data.tasks[id]?.gameMode ??
      [];
    // a task that says its modes keeps them; else one in both lists is for both, one in the PvE list only for PvE
    for (const id of feedIds)
      expect(modes.get(id), id).toEqual(own(id).length ? own(id) : regularIds.has(id) ? [] : ["pve"]);
    for (const id of regularIds) if (!feedIds.includes(id)) expect(modes.get(id), id).toEqual(["regular"]);
    // one list alone keeps its tasks as they are
    const alone = readSources([feed], { now: NOW }).upstream.tasks ?? [];
    expect(alone.map((t) => t.gameModes)).toEqual(feedIds.map(own));
  });
});

describe("handbook categories", () => {
  const item = (id: string, categories?: string[]): UItem => ({
    id,
    name: `Item ${id}`,
    ...(categories ? { categories } : {}),
    hasPrices: false,
    flea: null,
    avg24h: null,
    low24h: null,
    high24h: null,
    offers: [],
  });
  const source = (kind: ItemSource["kind"], items: UItem[], enrichOnly = false): ItemSource => ({
    name: kind,
    kind,
    mode: "pvp",
    asOf: 1,
    timestamp: 1,
    items,
    ...(enrichOnly ? { enrichOnly } : {}),
  });
  const hb = (id: string, group: string): UItem => ({ ...item(id), handbookCategory: group });

  it("an uncategorised item takes the category its handbook group's items agree on, never a mixed group's", () => {
    const key = ["Mechanical Key", "Key"];
    const up: Upstream = {
      names: emptyNames(),
      items: [
        source("graphql", [
          item("k1", key),
          item("k2", key),
          item("k3", key),
          item("k-new"),
          item("j1", ["Jewelry"]),
          item("j2", ["Jewelry"]),
          item("f1", ["Other"]),
          item("v-new"),
          item("lonely"),
        ]),
        source(
          "current",
          ["k1", "k2", "k3", "k-new"]
            .map((id) => hb(id, "keys"))
            .concat(["j1", "j2", "f1", "v-new"].map((id) => hb(id, "valuables")))
            .concat([hb("lonely", "nowhere")]),
          true,
        ),
      ],
    };
    const merged = mergeItems(up);
    expect(merged.get("k-new")?.categories).toEqual(key);
    // two of three is no agreement: the item stays uncategorised (unknown), as does one alone in its group
    expect(merged.get("v-new")?.categories).toBeUndefined();
    expect(merged.get("lonely")?.categories).toBeUndefined();
    // an item with its own category keeps it
    expect(merged.get("f1")?.categories).toEqual(["Other"]);
  });
});
