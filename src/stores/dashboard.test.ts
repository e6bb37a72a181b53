import { afterEach, describe, expect, it } from "vitest";
import { blankLevel } from "../../tests/fixtures/blank-level";
import { blankQuest as quest } from "../../tests/fixtures/blank-quest";
import { $cache, resetCache } from "./cache";
import { $dashboard } from "./dashboard";
import { $hideoutLevels } from "./hideout-levels";
import { $guestProgress, $sessionChecked, guestChar, resetProgressionSession } from "./progression";

afterEach(() => {
  resetCache();
  resetProgressionSession();
  $hideoutLevels.set([]);
});

describe("$dashboard", () => {
  it("follows the character's progress: counts per trader, map and Kappa, and the next steps", () => {
    $cache.setKey("quests", {
      debut: quest("debut", { locations: ["customs"], requiredForKappa: true }),
      checking: quest("checking", { require: ["debut"], trader: "skier", locations: ["night-factory"] }),
    });
    $hideoutLevels.set([
      blankLevel("gen", 1),
      blankLevel("med", 1, { stationReqs: [{ station: "gen", level: 1 }] }),
    ]);
    expect($dashboard.get()).toBeNull();
    $sessionChecked.set(true);
    $guestProgress.set(guestChar());
    const before = $dashboard.get();
    expect(before?.kappa).toEqual({ done: 0, total: 1 });
    expect(before?.next.quests.map((q) => q.uid)).toEqual(["debut"]);
    expect(before?.next.almost.map((q) => q.uid)).toEqual(["checking"]);
    expect(before?.next.levels.map((l) => l.uid)).toEqual(["gen-1"]);
    $guestProgress.set({ ...guestChar(), questsDone: ["debut"], modulesBuilt: ["gen-1"] });
    const after = $dashboard.get();
    expect(after?.kappa).toEqual({ done: 1, total: 1 });
    expect(after?.traders).toEqual([
      { key: "prapor", done: 1, total: 1 },
      { key: "skier", done: 0, total: 1 },
    ]);
    expect(after?.maps).toEqual([
      { key: "customs", done: 1, total: 1 },
      { key: "factory", done: 0, total: 1 },
    ]);
    expect(after?.next.quests.map((q) => q.uid)).toEqual(["checking"]);
    expect(after?.next.levels.map((l) => l.uid)).toEqual(["med-1"]);
  });
});
