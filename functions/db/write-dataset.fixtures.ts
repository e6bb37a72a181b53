import type { Dataset } from "./dataset";

/**
 * Doubles that SQLite's decimal-to-double parsing reads one bit off (seen with libSQL 3.45.1),
 * plus everyday fractions; the writer must store each exactly.
 */
export const TRICKY_FLOATS = [
  -48.23673980482668,
  -49.30203613156608,
  35961.02002913049,
  496829.6341508849,
  639260.239611678,
  0.1,
  0.35,
  1 / 3,
  -2.5e-7,
  12.5,
  1e-15,
  123456.789,
];

/** A big integer (milliseconds) and the largest exact one. */
export const BIG_INTS = [1_785_542_400_123, Number.MAX_SAFE_INTEGER];

/** Text that must survive: quotes, backslashes, JSON-looking text, Russian, emoji, control characters. */
export const TRICKY_TEXT = [
  `He said "hi" and it's fine`,
  "back\\slash \\u0041 \\n",
  '{"not":"json column"}',
  "Патроны 7.62x39 мм «ПС» — ёлка",
  "emoji 🎯 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "tab\tnew\nline\r\u0001",
  "",
  "123",
];

/**
 * One dataset touching every table and column kind: booleans (given and defaulted), JSON
 * columns, reals, big integers, nulls and Russian text. Items after the first omit the columns
 * with schema defaults (is_functional, weight).
 */
export function sampleDataset(): Partial<Dataset> {
  const l10n = (i: number) => ({ ru: TRICKY_TEXT[i % TRICKY_TEXT.length] as string });
  return {
    traders: [
      {
        uid: "prapor",
        bsgId: null,
        name: `Prapor "the" trader`,
        nameL10n: { ru: "Прапор" },
        currency: "RUB",
        levels: [{ level: 1, reqPlayerLevel: 1, reqReputation: -0.25, reqCommerce: 0 }],
        sort: 1,
      },
    ],
    maps: [
      {
        slug: "customs",
        name: "Customs",
        nameL10n: { ru: "Таможня" },
        raidDuration: null,
        players: "8-12",
        sort: 1,
      },
    ],
    items: TRICKY_FLOATS.map((weight, i) => ({
      uid: `item-${i}`,
      bsgId: i % 2 ? `bsg-${i}` : null,
      url: `item-${i}`,
      name: TRICKY_TEXT[i % TRICKY_TEXT.length] as string,
      shortName: `I${i}`,
      nameL10n: l10n(i + 3),
      descL10n: { ru: `Описание "${i}" \\ {}` },
      category: "Barter",
      caliber: null,
      ...(i === 0 ? { isFunctional: false, weight } : i === 1 ? { isFunctional: true, weight } : {}),
      tags: ["Barter_items", "Ёмкости"],
      side: null,
      basePrice: 1000 + i,
      width: 1,
      height: 2,
      search: `item ${i} предмет`,
      updatedAt: BIG_INTS[i % BIG_INTS.length] as number,
    })),
    tags: [{ tag: "Barter_items", name: "Barter items", nameL10n: { ru: "Бартер" } }],
    itemTags: [
      { tag: "Barter_items", itemUid: "item-0" },
      { tag: "Barter_items", itemUid: "item-1" },
    ],
    itemPrices: TRICKY_FLOATS.map((change, i) => ({
      itemUid: `item-${i}`,
      mode: i % 2 ? "pve" : "pvp",
      flea: i % 3 ? 10_000 + i : null,
      avg24h: null,
      change24h: change,
      change7d: i % 2 ? -change : null,
      ...(i % 2 ? { offers: i } : {}),
      updatedAt: BIG_INTS[0] as number,
    })),
    traderOffers: [
      {
        itemUid: "item-0",
        mode: "pvp",
        trader: "prapor",
        kind: "buy",
        level: 1,
        price: 14_300,
        currency: "USD",
        priceCur: 100,
      },
    ],
    pricePoints: BIG_INTS.map((ts, i) => ({ itemUid: "item-0", mode: "pvp" as const, ts, price: 100 + i })),
    priceDaily: [{ itemUid: "item-0", mode: "pve", day: 1_785_542_400, avg: 5, min: 1, max: 9 }],
    priceSeries: [
      { itemUid: "item-0", mode: "pvp", step: "week", start: 1_785_542_400_000, values: [5, null, 7] },
    ],
    quests: [
      {
        uid: "first-steps",
        bsgId: "q1",
        bsgIds: ["q1", "old-q1"],
        name: "First steps",
        nameL10n: { ru: "Первые шаги «ПС»" },
        descL10n: { ru: TRICKY_TEXT[0] as string },
        trader: "prapor",
        fraction: "Any",
        reqGameEdition: [],
        reqGameMode: ["PVP"],
        reqLL: [{ trader: "prapor", level: 1 }],
        require: [],
        requireOr: [],
        locations: ["customs"],
        multiple: [],
        other: [],
        requiredForKappa: true,
        unlocks: [],
        rewards: {
          experience: 1500,
          items: [{ item: "item-0", count: 2, fir: true }],
          standing: [],
          unlocks: [],
        },
        objectives: [{ id: "o1", type: "Find in raid", text: 'Найти "это"', maps: ["customs"], count: 2 }],
        related: [],
        wikiUrl: null,
      },
      {
        uid: "second",
        bsgIds: [],
        name: "Second",
        nameL10n: { ru: "" },
        descL10n: { ru: "" },
        trader: "prapor",
        active: false,
        fraction: "Usec",
        reqGameEdition: ["edge"],
        reqGameMode: [],
        reqLL: [],
        require: ["first-steps"],
        requireOr: [],
        locations: [],
        multiple: [],
        other: [],
        unlocks: [],
        rewards: { experience: 0, items: [], standing: [{ trader: "prapor", value: 0.02 }], unlocks: [] },
        objectives: [],
        related: [],
      },
    ],
    hideoutStations: [{ uid: "workbench", name: "Workbench", nameL10n: { ru: "Верстак" }, sort: 1 }],
    hideoutLevels: [
      {
        uid: "workbench-1",
        stationUid: "workbench",
        level: 1,
        constructionTime: 0,
        itemReqs: [{ item: "item-0", count: 1 }],
        stationReqs: [],
        traderReqs: [],
        skillReqs: [],
        bonuses: [{ type: "Craft speed", value: 0.15 }],
      },
    ],
    crafts: [
      {
        uid: "craft-1",
        stationUid: "workbench",
        level: 1,
        duration: 3600,
        inputs: [{ item: "item-0", count: 1, tool: true }],
        outputs: [{ item: "item-1", count: 2 }],
        questUid: null,
        gameEditions: [],
      },
    ],
    barters: [
      {
        uid: "barter-1",
        trader: "prapor",
        level: 1,
        inputs: [{ item: "item-0", count: 1 }],
        outputs: [{ item: "item-1", count: 1 }],
        questUid: "first-steps",
        buyLimit: null,
      },
    ],
    presets: [
      {
        uid: "preset-1",
        bsgId: "5af08cf886f774223c269184",
        gunUid: "item-0",
        name: "M4A1 «Стандарт»",
        nameL10n: { ru: "" },
        isDefault: true,
        parts: [{ item: "item-1" }, { item: "item-2", count: 30 }],
      },
      // isDefault left to its default (false)
      { uid: "preset-2", gunUid: "item-0", name: "M4A1 SOPMOD II", nameL10n: { ru: "" }, parts: [] },
    ],
    storyChapters: [
      {
        uid: "tour",
        order: 1,
        name: "Tour «1»",
        description: TRICKY_TEXT[0] as string,
        requires: [],
        quest: "story-quest",
        objectives: [
          { id: "o1", text: "Escape", optional: false, quest: "step-1", note: null, exclusiveWith: [] },
        ],
        steps: ["step-1"],
        unlocksQuests: [],
      },
    ],
    kv: [
      {
        key: "settings",
        value: { fuelBase: 0.5, name: "«тест»", list: [1, 2.5, null] },
        updatedAt: BIG_INTS[0] as number,
      },
      { key: "plain-string", value: "just text", updatedAt: 0 },
    ],
  };
}
