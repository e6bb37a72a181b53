import { describe, expect, it } from "vitest";
import { type NeedObjective, questItemNeeds } from "./quest-item-needs";

const o = (
  type: string,
  item: string,
  count?: number,
  extra: Partial<NeedObjective> = {},
): NeedObjective => ({
  type,
  item,
  ...(count === undefined ? {} : { count }),
  ...extra,
});

describe("questItemNeeds", () => {
  it.each([
    [
      "a find in raid then its hand-over: the same items",
      [o("Find in raid", "gpu", 2), o("HandOver", "gpu", 2)],
      [{ item: "gpu", count: 2, fir: true }],
    ],
    [
      "two hand-overs of one item add up",
      [o("HandOver", "bolts", 2), o("HandOver", "bolts", 3)],
      [{ item: "bolts", count: 5, fir: false }],
    ],
    ["a find alone is kept", [o("Find", "flash", 3)], [{ item: "flash", count: 3, fir: false }]],
    [
      "a hand-over flagged found in raid",
      [o("HandOver", "salewa", 1, { fir: true })],
      [{ item: "salewa", count: 1, fir: true }],
    ],
    [
      "placed and marked items are used up",
      [o("Place", "camera", 3), o("Mark", "ms2000")],
      [
        { item: "camera", count: 3, fir: false },
        { item: "ms2000", count: 1, fir: false },
      ],
    ],
    [
      "a find larger than the hand-over keeps the larger count",
      [o("Find", "tape", 4), o("HandOver", "tape", 2)],
      [{ item: "tape", count: 4, fir: false }],
    ],
    [
      "find then place the same item",
      [o("Find", "watch", 1), o("Place", "watch", 1)],
      [{ item: "watch", count: 1, fir: false }],
    ],
    [
      "optional objectives are skipped",
      [o("HandOver", "gpu", 1, { optional: true }), o("HandOver", "bolts", 1)],
      [{ item: "bolts", count: 1, fir: false }],
    ],
    [
      "kills, modifications and objectives without an item need nothing",
      [o("Kill", "x", 5), o("Modify", "m4", 1), { type: "HandOver" }],
      [],
    ],
    ["a count of 0 needs nothing", [o("HandOver", "gpu", 0)], []],
    ["a missing count is one", [o("HandOver", "gpu")], [{ item: "gpu", count: 1, fir: false }]],
    [
      "first appearance order",
      [o("HandOver", "b", 1), o("Find in raid", "a", 1), o("HandOver", "b", 1)],
      [
        { item: "b", count: 2, fir: false },
        { item: "a", count: 1, fir: true },
      ],
    ],
  ])("%s", (_, objectives, expected) => {
    expect(questItemNeeds(objectives)).toEqual(expected);
  });
});
