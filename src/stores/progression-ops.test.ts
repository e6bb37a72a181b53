import { describe, expect, it } from "vitest";
import { applyOps, listOps, mergeOps } from "./progression-ops";

describe("progression operations", () => {
  it("applies adds once and in order after the uids held, drops removes, adds found counts within bounds", () => {
    const lists = { questsDone: ["a", "b"], modulesBuilt: ["m1"], itemsFound: { gpu: 1, bolts: 2 } };
    expect(
      applyOps(lists, {
        add: { questsDone: ["c", "a", "c"] },
        remove: { questsDone: ["b"], modulesBuilt: ["m1"] },
        itemsFoundAdd: { gpu: -1, bolts: -5, tape: 4, salewa: 100_001 },
      }),
    ).toEqual({ questsDone: ["a", "c"], modulesBuilt: [], itemsFound: { tape: 4, salewa: 100_000 } });
    expect(applyOps({ questsDone: ["a"] }, { add: { modulesBuilt: ["m"] } })).toEqual({ questsDone: ["a"] });
  });

  it("diffs a list into adds and removes", () => {
    expect(listOps("modulesBuilt", ["a", "b"], ["b", "c", "d"])).toEqual({
      add: { modulesBuilt: ["c", "d"] },
      remove: { modulesBuilt: ["a"] },
    });
    expect(listOps("modulesBuilt", ["a"], ["a"])).toEqual({});
  });

  it("merges batches: a later remove cancels an add and the other way round, found changes add up", () => {
    expect(
      mergeOps(
        {
          add: { questsDone: ["a", "b"] },
          remove: { questsHidden: ["h"] },
          itemsFoundAdd: { gpu: 1, tape: 2 },
        },
        { add: { questsHidden: ["h"] }, remove: { questsDone: ["a"] }, itemsFoundAdd: { gpu: 2, tape: -2 } },
      ),
    ).toEqual({
      add: { questsDone: ["b"], questsHidden: ["h"] },
      remove: { questsDone: ["a"] },
      itemsFoundAdd: { gpu: 3 },
    });
    expect(mergeOps({ itemsFoundAdd: { gpu: 100_000 } }, { itemsFoundAdd: { gpu: 5 } })).toEqual({
      itemsFoundAdd: { gpu: 100_000 },
    });
    expect(mergeOps({}, {})).toEqual({});
  });
});
