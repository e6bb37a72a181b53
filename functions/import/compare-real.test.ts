import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readTable } from "../../scripts/data/snapshot";
import { traderOfferKey } from "../../src/contracts/admin-rows";
import { type Risk, rowRisks } from "../../src/domain/compare-review";
import { buildImport } from "./build";
import { type RawSource, readSources } from "./sources";

/**
 * The compare pages' guard on the real upstream files: what an admin would apply from them, row by
 * row, against the committed snapshot's rows (what the site shows). A file that cannot say a name
 * or a currency must not be applied over the data that can.
 */
const REAL = resolve(process.cwd(), "../shared/upstream");
const NOW = Date.UTC(2026, 11, 1);
const read = (path: string): RawSource => ({
  name: path,
  json: JSON.parse(readFileSync(join(REAL, path), "utf8")),
});
type Row = Record<string, unknown>;

describe.runIf(existsSync(join(REAL, "pve_tasks.json")))("compare guard on the real files", () => {
  const storedQuests = readTable("quests") as unknown as Row[];
  const questMap = new Map(storedQuests.map((q) => [String(q.bsgId), String(q.uid)]));
  const quests = (files: string[]) =>
    buildImport(readSources(files.map(read), { now: NOW }).upstream, {
      now: NOW,
      storedQuests: questMap,
      storedStations: new Map(),
    }).data.quests as unknown as Row[];
  const risksOf = (file: Row[]) => {
    const byUid = new Map(storedQuests.map((q) => [String(q.uid), q]));
    return new Map(file.map((q) => [String(q.uid), rowRisks("quests", byUid.get(String(q.uid)), q)]));
  };
  const DORM = "6834233fecd5cf3a440d8567";
  const dormQuest = storedQuests.find((q) =>
    (q.objectives as { id: string }[]).some((o) => o.id === DORM),
  ) as Row;
  const dormAt = (dormQuest.objectives as { id: string }[]).findIndex((o) => o.id === DORM);

  it("the tasks file alone would turn 'Find Dorm overseer key' into an item id, and drop its Russian", () => {
    const risks = risksOf(quests(["pve_tasks.json"])).get(String(dormQuest.uid)) ?? [];
    expect(risks).toContainEqual<Risk>({
      code: "nameToId",
      path: `objectives[${dormAt}].text`,
      before: "Find Dorm overseer key",
      after: "Find 664d4b0103ef2c61246afb56",
    });
    expect(risks).toContainEqual(
      expect.objectContaining({ code: "emptied", path: `objectives[${dormAt}].textRu`, after: null }),
    );
  });

  it("with a file that names the items and the Russian locale, the same objective is safe to apply", () => {
    const risks = risksOf(
      quests(["pve_tasks.json", "items_graphql_prices_2025-02-18.json", "locale/ru.json"]),
    );
    expect(
      risks.get(String(dormQuest.uid))?.filter((r) => r.path.startsWith(`objectives[${dormAt}]`)),
    ).toEqual([]);
  });

  it("a 2025 price file, which gives roubles only, would switch Peacekeeper's dollar offers to roubles", () => {
    const offers = buildImport(
      readSources([read("items_graphql_prices_2025-02-18.json")], { now: NOW }).upstream,
      { now: NOW },
    ).data.traderOffers as unknown as Row[];
    const stored = new Map(
      (readTable("traderOffers") as unknown as Row[]).map((o) => [
        traderOfferKey(o as Parameters<typeof traderOfferKey>[0]),
        o,
      ]),
    );
    const peacekeeper = offers.filter((o) => o.trader === "peacekeeper" && o.kind === "buy");
    const dollars = peacekeeper.filter(
      (o) => stored.get(traderOfferKey(o as Parameters<typeof traderOfferKey>[0]))?.currency === "USD",
    );
    expect(dollars.length).toBeGreaterThan(10);
    for (const o of dollars) {
      const before = stored.get(traderOfferKey(o as Parameters<typeof traderOfferKey>[0]));
      expect(rowRisks("traders-prices", before, o)).toContainEqual({
        code: "currency",
        path: "currency",
        before: "USD",
        after: "RUB",
      });
    }
    const peq = dollars.find((o) => o.itemUid === "544909bb4bdc2d6f028b4577");
    expect(
      rowRisks(
        "traders-prices",
        stored.get(traderOfferKey(peq as Parameters<typeof traderOfferKey>[0])),
        peq,
      ),
    ).toContainEqual({ code: "emptied", path: "level", before: 3, after: 0 });
  });
});
