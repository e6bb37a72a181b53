import { describe, expect, it } from "vitest";
import { applyOps, listOps, mergeOps } from "./progression-ops";

describe("progression operations", () => {
  it("applies adds once and in order after the uids held, drops removes, sets counts", () => {
    const lists = { questsDone: ["a", "b"], modulesBuilt: ["m1"], itemsFound: { gpu: 1, bolts: 2 } };
    expect(
      applyOps(lists, {
        add: { questsDone: ["c", "a", "c"] },
        remove: { questsDone: ["b"], modulesBuilt: ["m1"] },
        itemsFound: { gpu: 0, tape: 4 },
      }),
    ).toEqual({ questsDone: ["a", "c"], modulesBuilt: [], itemsFound: { bolts: 2, tape: 4 } });
    expect(applyOps({ questsDone: ["a"] }, { add: { modulesBuilt: ["m"] } })).toEqual({ questsDone: ["a"] });
  });

  it("diffs a list into adds and removes", () => {
    expect(listOps("modulesBuilt", ["a", "b"], ["b", "c", "d"])).toEqual({
      add: { modulesBuilt: ["c", "d"] },
      remove: { modulesBuilt: ["a"] },
    });
    expect(listOps("modulesBuilt", ["a"], ["a"])).toEqual({});
  });

  it("merges batches: a later remove cancels an add and the other way round", () => {
    expect(
      mergeOps(
        { add: { questsDone: ["a", "b"] }, remove: { questsHidden: ["h"] }, itemsFound: { gpu: 1 } },
        { add: { questsHidden: ["h"] }, remove: { questsDone: ["a"] }, itemsFound: { gpu: 2, bolts: 0 } },
      ),
    ).toEqual({
      add: { questsDone: ["b"], questsHidden: ["h"] },
      remove: { questsDone: ["a"] },
      itemsFound: { gpu: 2, bolts: 0 },
    });
    expect(mergeOps({}, {})).toEqual({});
  });
});
