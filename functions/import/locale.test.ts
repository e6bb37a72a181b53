import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildImport } from "./build";
import { localeTable, type RawSource, readSources } from "./sources";

const NOW = Date.UTC(2026, 10, 1);
const FIXTURES = resolve(process.cwd(), "tests/fixtures/upstream/good");
const REAL = resolve(process.cwd(), "../shared/upstream");
const PRAPOR = "54cb50c76803fa8b248b4571";
const LEDX = "5c0530ee86f774697952d952";
const BTC = "59faff1d86f7746c51718c9c";
const FIRST_STEPS = "aaa000000000000000000001";

/** A live feed items file (json.tarkov.dev <mode>/items and its language variants): LEDX and a bitcoin. */
const feedItems = (lang: Record<string, string>) => ({
  document: {
    data: {
      items: Object.fromEntries(
        [LEDX, BTC].map((id) => [id, { id, name: `${id} Name`, shortName: `${id} ShortName` }]),
      ),
    },
  },
  lang,
});

const fixture = (file: string): RawSource => ({
  name: file,
  json: JSON.parse(readFileSync(join(FIXTURES, file), "utf8")),
});

const build = (sources: RawSource[]) => {
  const read = readSources(sources, { now: NOW });
  return buildImport(read.upstream, { now: NOW });
};

describe("the game's locale files", () => {
  const ru: RawSource = {
    name: "locale/ru.json",
    json: {
      [`${PRAPOR} Nickname`]: "Прапор",
      "aaa000000000000000000001 name": "Первые шаги",
      hideout_area_4_name: "Генератор",
      " kg": "кг",
    },
  };

  it("name traders, quests and stations in Russian by the game's keys; the rest stays English", () => {
    const { data, report } = build([
      fixture("pve_traders.json"),
      fixture("pve_tasks.json"),
      fixture("pve_hideout.json"),
      ru,
    ]);
    expect(data.traders.find((t) => t.bsgId === PRAPOR)?.nameL10n.ru).toBe("Прапор");
    expect(data.traders.find((t) => t.uid === "therapist")?.nameL10n.ru).toBe("");
    expect(data.quests.find((q) => q.bsgId === "aaa000000000000000000001")?.nameL10n.ru).toBe("Первые шаги");
    expect(data.hideoutStations.find((s) => s.uid === "generator")?.nameL10n.ru).toBe("Генератор");
    // the import report counts what has no Russian name, per kind
    expect(report.ruMissing?.traders).toBe(data.traders.length - 1);
    expect(report.ruMissing?.quests).toBe(data.quests.length - 1);
    expect(report.ruMissing?.stations).toBe(data.hideoutStations.length - 1);
  });

  it("without a Russian file there are no Russian names and nothing is counted", () => {
    const { data, report } = build([fixture("pve_traders.json")]);
    expect(data.traders.every((t) => t.nameL10n.ru === "")).toBe(true);
    expect(report.ruMissing).toBeUndefined();
  });
});

describe("the feed's Russian files (<name>_ru)", () => {
  const items: RawSource = {
    name: "regular/items",
    json: feedItems({
      [`${LEDX} Name`]: "LEDX Skin Transilluminator",
      [`${LEDX} ShortName`]: "LEDX",
      [`${BTC} Name`]: "Physical Bitcoin",
      [`${BTC} ShortName`]: "0.2BTC",
    }),
  };
  const itemsRu: RawSource = {
    name: "regular/items_ru",
    json: feedItems({
      [`${LEDX} Name`]: "Светодиодный трансиллюминатор кожи LEDX",
      [`${LEDX} ShortName`]: "LEDX",
      [`${BTC} Name`]: "Монета Биткоина",
      [`${BTC} ShortName`]: "0.2BTC",
    }),
  };
  const tasksRu: RawSource = {
    name: "regular/tasks_ru.json",
    json: {
      data: { tasks: {} },
      translations: ["$.data.tasks.*.name"],
      lang: { [`${FIRST_STEPS} name`]: "Первые шаги" },
    },
  };
  // a flat key → text map, as the cron keeps of each Russian file
  const tradersRu: RawSource = { name: "regular/traders_ru", json: { [`${PRAPOR} Nickname`]: "Прапор" } };

  it("name items, short names, quests and traders in Russian; their tables add up", () => {
    const sources = [
      items,
      fixture("pve_tasks.json"),
      fixture("pve_traders.json"),
      itemsRu,
      tasksRu,
      tradersRu,
    ];
    const read = readSources(sources, { now: NOW });
    expect(read.used).toEqual(sources.map((x) => x.name));
    const { data, report } = buildImport(read.upstream, { now: NOW });
    const item = (id: string) => data.items.find((i) => i.uid === id);
    expect(item(LEDX)?.nameL10n.ru).toBe("Светодиодный трансиллюминатор кожи LEDX");
    expect(item(LEDX)?.shortNameL10n?.ru).toBe("LEDX");
    expect(item(BTC)?.shortNameL10n?.ru).toBe("0.2BTC");
    expect(item(BTC)?.nameL10n.ru).toBe("Монета Биткоина");
    // the Russian file's own items are not read: the English names stay English
    expect(item(LEDX)?.name).toBe("LEDX Skin Transilluminator");
    expect(data.quests.find((q) => q.bsgId === FIRST_STEPS)?.nameL10n.ru).toBe("Первые шаги");
    expect(data.traders.find((t) => t.bsgId === PRAPOR)?.nameL10n.ru).toBe("Прапор");
    expect(report.ruMissing?.quests).toBe(data.quests.length - 1);
    expect(report.ruMissing?.traders).toBe(data.traders.length - 1);
  });

  it("add to the game's locale file rather than replace it", () => {
    const locale: RawSource = { name: "locale/ru.json", json: { [`${PRAPOR} Nickname`]: "Прапор" } };
    const { data } = build([fixture("pve_tasks.json"), fixture("pve_traders.json"), locale, tasksRu]);
    expect(data.traders.find((t) => t.bsgId === PRAPOR)?.nameL10n.ru).toBe("Прапор");
    expect(data.quests.find((q) => q.bsgId === FIRST_STEPS)?.nameL10n.ru).toBe("Первые шаги");
  });

  it("one without a key → text table is skipped, never read as the list it holds", () => {
    const tasks = fixture("pve_tasks.json");
    const read = readSources([{ name: "regular/tasks_ru", json: tasks.json }], { now: NOW });
    expect(read.skipped).toEqual(["regular/tasks_ru"]);
    expect(read.upstream.tasks).toBeUndefined();
    expect(read.upstream.names.locale.ru.size).toBe(0);
  });

  it("one whose table holds other than text is refused with the key", () => {
    const bad: RawSource = { name: "regular/maps_ru", json: { lang: { a: "А", b: 2 } } };
    expect(() => readSources([bad], { now: NOW })).toThrow(/regular\/maps_ru: b: expected string/);
  });

  it("only the key → text table of a file is kept (the cron drops the rest as it reads)", () => {
    expect(localeTable(itemsRu.json)).toBe((itemsRu.json as { lang: unknown }).lang);
    expect(localeTable(tradersRu.json)).toBe(tradersRu.json);
  });
});

describe.runIf(existsSync(join(REAL, "locale")))("the real locale files", () => {
  const read = (path: string): RawSource => ({
    name: path,
    json: JSON.parse(readFileSync(join(REAL, path), "utf8")),
  });
  // Read in beforeAll: a skipped suite's body still runs, and the files are missing there.
  let built: ReturnType<typeof build>;
  beforeAll(() => {
    built = build(
      [
        "pve_traders.json",
        "pve_hideout.json",
        "pve_tasks.json",
        "graphql_regular/maps.json",
        "items_2026/sizes_2025-11-22.json",
        "legacy_item-data_tarkov-tools_2022-01.json",
        "locale/ru.json",
        "locale/en.json",
      ].map(read),
    );
  });
  const item = (id: string) => built.data.items.find((i) => i.uid === id);

  it("items, traders, stations, maps and quests in the game's Russian", () => {
    expect(item("5c0530ee86f774697952d952")?.nameL10n.ru).toBe("Светодиодный трансиллюминатор кожи LEDX");
    expect(item("59faff1d86f7746c51718c9c")?.nameL10n.ru).toBe("Монета Биткоина");
    expect(item("59faff1d86f7746c51718c9c")?.shortNameL10n?.ru).toBe("0.2BTC");
    expect(built.data.traders.find((t) => t.uid === "prapor")?.nameL10n.ru).toBe("Прапор");
    expect(built.data.hideoutStations.find((s) => s.uid === "medstation")?.nameL10n.ru).toBe("Медблок");
    expect(built.data.maps.find((m) => m.slug === "customs")?.nameL10n.ru).toBe("Таможня");
    expect(built.report.ruMissing?.stations).toBe(0);
  });

  it("the game's English locale names the items whose 2022 record has a Russian name", () => {
    // the 2022 file names it «Глушитель Silencerco Sparrow 22 .22LR»
    expect(item("54490a4d4bdc2dbc018b4573")?.name).toBe("SilencerCo Sparrow 22 sound suppressor");
    expect(built.data.items.filter((i) => /[А-Яа-я]{3}/.test(i.name)).map((i) => i.name)).toEqual([]);
  });
});
