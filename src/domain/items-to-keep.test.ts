import { describe, expect, it } from "vitest";
import { blankProgress, blankQuest as q } from "../../tests/fixtures/blank-quest";
import { itemsToKeep } from "./items-to-keep";
import { questStates } from "./quest-status";

const quests = [q("q1"), q("q2", { multiple: ["q2", "q3"] }), q("q3", { multiple: ["q2", "q3"] })];
const questItems = [
  { uid: "q1", items: [{ item: "salewa", count: 3, fir: true }] },
  { uid: "q2", items: [{ item: "salewa", count: 1 }] },
  { uid: "q3", items: [{ item: "gpu", count: 2, fir: true }] },
];
const levels = [
  { uid: "medstation-1", items: [{ item: "salewa", count: 2 }] },
  { uid: "lavatory-1", items: [{ item: "gpu", count: 1 }] },
];
const states = (done: string[]) => questStates(quests, blankProgress({ done, tracking: false }));

describe("itemsToKeep", () => {
  it("sums remaining quests and unbuilt levels with found-in-raid counts", () => {
    expect(itemsToKeep(states([]), questItems, levels, new Set())).toEqual([
      {
        item: "salewa",
        count: 6,
        firCount: 3,
        questCount: 4,
        hideoutCount: 2,
        sources: ["q1", "q2", "medstation-1"],
      },
      { item: "gpu", count: 3, firCount: 2, questCount: 2, hideoutCount: 1, sources: ["q3", "lavatory-1"] },
    ]);
  });
  it("skips needs of no items, names a source once, and orders equal counts by item", () => {
    const items = [
      {
        uid: "q1",
        items: [
          { item: "wires", count: 2 },
          { item: "bolts", count: 0 },
          { item: "wires", count: 1, fir: true },
          { item: "tape", count: 3 },
        ],
      },
    ];
    expect(itemsToKeep(states([]), items, [], new Set())).toEqual([
      { item: "tape", count: 3, firCount: 0, questCount: 3, hideoutCount: 0, sources: ["q1"] },
      { item: "wires", count: 3, firCount: 1, questCount: 3, hideoutCount: 0, sources: ["q1"] },
    ]);
  });
  it("drops completed quests, cancelled alternatives and built levels", () => {
    expect(itemsToKeep(states(["q1", "q2"]), questItems, levels, new Set(["lavatory-1"]))).toEqual([
      { item: "salewa", count: 2, firCount: 0, questCount: 0, hideoutCount: 2, sources: ["medstation-1"] },
    ]);
  });
});
