import { describe, expect, it } from "vitest";
import { leafChanges, rowRisks } from "./compare-review";

const KEY = "664d4b0103ef2c61246afb56";
const objective = (id: string, text: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: "Find",
  text,
  textRu: "Найти",
  count: 1,
  ...extra,
});

describe("leafChanges", () => {
  it("names each differing value by its path, matching list elements by their id", () => {
    const before = [objective("a", "Find Dorm overseer key"), objective("b", "Hand over", { count: 2 })];
    const after = [objective("b", "Hand over", { count: 3 }), objective("a", `Find ${KEY}`)];
    expect(leafChanges("objectives", before, after)).toEqual([
      { path: "objectives[0].count", before: 2, after: 3 },
      { path: "objectives[1].text", before: "Find Dorm overseer key", after: `Find ${KEY}` },
    ]);
  });

  it("shows an added or dropped element whole, and plain lists by place", () => {
    expect(leafChanges("inputs", [{ item: "x", count: 1 }], [{ item: "y", count: 1 }])).toEqual([
      { path: "inputs[0]", before: null, after: { item: "y", count: 1 } },
      { path: "inputs[0]", before: { item: "x", count: 1 }, after: null },
    ]);
    expect(leafChanges("maps", ["customs", "woods"], ["customs"])).toEqual([
      { path: "maps[1]", before: "woods", after: null },
    ]);
    expect(leafChanges("level", 1, 1)).toEqual([]);
    expect(leafChanges("props", { a: 1, b: 2 }, { b: 2, a: 1 })).toEqual([]);
  });
});

describe("rowRisks", () => {
  const quest = (objectives: unknown[], over: Record<string, unknown> = {}) => ({
    uid: "q",
    name: "Quest",
    trader: "prapor",
    objectives,
    ...over,
  });

  it("refuses a name replaced by an id, and a text emptied, but not an id that stays", () => {
    const before = quest([objective("a", "Find Dorm overseer key"), objective("b", `Find ${KEY}`)]);
    const after = quest([
      { ...objective("a", `Find ${KEY}`), textRu: undefined },
      objective("b", `Find ${KEY} again`),
    ]);
    expect(rowRisks("quests", before, after)).toEqual([
      {
        code: "nameToId",
        path: "objectives[0].text",
        before: "Find Dorm overseer key",
        after: `Find ${KEY}`,
      },
      { code: "emptied", path: "objectives[0].textRu", before: "Найти", after: null },
    ]);
  });

  it("an added row may not name a thing by its id either; a dropped objective is no emptying", () => {
    expect(rowRisks("quests", undefined, quest([objective("a", `Find ${KEY}`)]))).toMatchObject([
      { code: "nameToId", path: "objectives[0].text" },
    ]);
    const two = quest([objective("a", "One"), objective("b", "Two")]);
    expect(rowRisks("quests", two, quest([objective("a", "One")]))).toEqual([]);
    expect(rowRisks("quests", two, undefined)).toEqual([]);
  });

  it("refuses a required value emptied: a quest's objectives, a craft's outputs", () => {
    expect(rowRisks("quests", quest([objective("a", "One")]), quest([]))).toMatchObject([
      { code: "emptied", path: "objectives" },
    ]);
    const craft = {
      stationUid: "lab",
      duration: 60,
      inputs: [{ item: "a", count: 1 }],
      outputs: [{ item: "b", count: 1 }],
    };
    expect(rowRisks("crafts", craft, { ...craft, outputs: [], duration: 90 })).toEqual([
      { code: "emptied", path: "outputs", before: craft.outputs, after: [] },
    ]);
  });

  it("refuses a trader price whose currency changes, or whose level becomes unknown", () => {
    const usd = { trader: "peacekeeper", level: 3, price: 39637, currency: "USD", priceCur: 210 };
    const rub = { trader: "peacekeeper", level: 0, price: 22979, currency: "RUB", priceCur: 22979 };
    expect(rowRisks("traders-prices", usd, rub)).toEqual([
      { code: "currency", path: "currency", before: "USD", after: "RUB" },
      { code: "emptied", path: "level", before: 3, after: 0 },
    ]);
    expect(rowRisks("traders-prices", usd, { ...usd, price: 40000, priceCur: 212 })).toEqual([]);
  });
});
