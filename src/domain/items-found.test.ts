import { describe, expect, it } from "vitest";
import { adjustFound, FOUND_MAX, filterNeeds, groupBySource, trackerRows } from "./items-found";

describe("adjustFound", () => {
  it.each([
    [{}, "gpu", 1, { gpu: 1 }],
    [{ gpu: 2 }, "gpu", -1, { gpu: 1 }],
    [{ gpu: 1, bolts: 3 }, "gpu", -1, { bolts: 3 }],
    [{}, "gpu", -1, {}],
    [{ gpu: FOUND_MAX }, "gpu", 1, { gpu: FOUND_MAX }],
    [{ gpu: 1 }, "gpu", 2.7, { gpu: 3 }],
  ])("%j %s %d → %j", (found, item, delta, expected) => {
    expect(adjustFound(found, item, delta)).toEqual(expected);
  });
});

describe("tracker rows and groups", () => {
  const toKeep = [
    { item: "gpu", count: 2, firCount: 2, questCount: 1, hideoutCount: 1, sources: ["q1", "gen-2"] },
    { item: "bolts", count: 4, firCount: 0, questCount: 4, hideoutCount: 0, sources: ["q2"] },
  ];
  it("marks an item complete once found covers the need", () => {
    const rows = trackerRows(toKeep, { gpu: 2, bolts: 1 });
    expect(rows.map((r) => [r.item, r.found, r.complete])).toEqual([
      ["gpu", 2, true],
      ["bolts", 1, false],
    ]);
  });
  it.each([
    [{ stillNeeded: false, firOnly: false }, { gpu: 2, bolts: 1 }, ["gpu", "bolts"]],
    // collected: the GPUs are found, so "still needed" hides them
    [{ stillNeeded: true, firOnly: false }, { gpu: 2, bolts: 1 }, ["bolts"]],
    [{ stillNeeded: true, firOnly: false }, { gpu: 1 }, ["gpu", "bolts"]],
    [{ stillNeeded: false, firOnly: true }, {}, ["gpu"]],
    [{ stillNeeded: true, firOnly: true }, { gpu: 5 }, []],
  ])("filters %j with found %j to %j", (filter, found, expected) => {
    expect(filterNeeds(trackerRows(toKeep, found), filter).map((r) => r.item)).toEqual(expected);
  });
  it("shows an item in every group that needs it", () => {
    const groupOf = (s: string) => ({ q1: "prapor", q2: "prapor", "gen-2": "generator" })[s] ?? s;
    const groups = groupBySource(trackerRows(toKeep, {}), groupOf);
    expect(groups.map((g) => [g.key, g.items.map((r) => r.item)])).toEqual([
      ["prapor", ["gpu", "bolts"]],
      ["generator", ["gpu"]],
    ]);
  });
});
