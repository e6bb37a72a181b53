import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildImport } from "./build";
import { type RawSource, readSources } from "./sources";

const NOW = Date.UTC(2026, 10, 1);
const FIXTURES = resolve(process.cwd(), "tests/fixtures/upstream/good");
const REAL = resolve(process.cwd(), "../shared/upstream");
const PRAPOR = "54cb50c76803fa8b248b4571";

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

describe.runIf(existsSync(join(REAL, "locale")))("the real locale files", () => {
  const read = (path: string): RawSource => ({
    name: path,
    json: JSON.parse(readFileSync(join(REAL, path), "utf8")),
  });
  const { data, report } = build(
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
  const item = (id: string) => data.items.find((i) => i.uid === id);

  it("items, traders, stations, maps and quests in the game's Russian", () => {
    expect(item("5c0530ee86f774697952d952")?.nameL10n.ru).toBe("Светодиодный трансиллюминатор кожи LEDX");
    expect(item("59faff1d86f7746c51718c9c")?.nameL10n.ru).toBe("Монета Биткоина");
    expect(item("59faff1d86f7746c51718c9c")?.shortNameL10n?.ru).toBe("0.2BTC");
    expect(data.traders.find((t) => t.uid === "prapor")?.nameL10n.ru).toBe("Прапор");
    expect(data.hideoutStations.find((s) => s.uid === "medstation")?.nameL10n.ru).toBe("Медблок");
    expect(data.maps.find((m) => m.slug === "customs")?.nameL10n.ru).toBe("Таможня");
    expect(report.ruMissing?.stations).toBe(0);
  });

  it("the game's English locale names the items whose 2022 record has a Russian name", () => {
    // the 2022 file names it «Глушитель Silencerco Sparrow 22 .22LR»
    expect(item("54490a4d4bdc2dbc018b4573")?.name).toBe("SilencerCo Sparrow 22 sound suppressor");
    expect(data.items.filter((i) => /[А-Яа-я]{3}/.test(i.name)).map((i) => i.name)).toEqual([]);
  });
});
