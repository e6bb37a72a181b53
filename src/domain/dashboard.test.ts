import { describe, expect, it } from "vitest";
import { blankLevel } from "../../tests/fixtures/blank-level";
import { blankProgress, blankQuest as q } from "../../tests/fixtures/blank-quest";
import { nextSteps } from "./dashboard";
import { questStates } from "./quest-status";

const quests = [
  q("a", { locations: ["customs"] }),
  q("b", { locations: ["woods"] }),
  q("c", { require: ["a"] }),
  q("d", { require: ["a", "b"] }),
];
const levels = [blankLevel("gen", 1), blankLevel("gen", 2, { itemReqs: [{ item: "wire", count: 1 }] })];
const states = (done: string[], selected: string[]) => questStates(quests, blankProgress({ done, selected }));

describe("nextSteps", () => {
  it("lists selected quests first, buildable levels and quests one step away", () => {
    const steps = nextSteps(states([], ["b"]), levels, {
      built: new Set(),
      itemsFound: { wire: 1 },
      tradersLL: {},
    });
    expect(steps.quests.map((x) => x.uid)).toEqual(["b", "a"]);
    expect(steps.levels.map((l) => l.uid)).toEqual(["gen-1"]);
    expect(steps.almost.map((x) => x.uid)).toEqual(["c"]);
  });
  it("moves on as progress is made", () => {
    const steps = nextSteps(
      states(["a"], []),
      levels,
      { built: new Set(["gen-1"]), itemsFound: { wire: 1 }, tradersLL: {} },
      1,
    );
    expect(steps.quests.map((x) => x.uid)).toEqual(["b"]);
    expect(steps.levels.map((l) => l.uid)).toEqual(["gen-2"]);
    expect(steps.almost.map((x) => x.uid)).toEqual(["d"]);
  });
});
