import { describe, expect, it } from "vitest";
import { blankProgress, blankQuest as q } from "../../tests/fixtures/blank-quest";
import {
  activeQuestsPerMap,
  kappaProgress,
  mapTileOf,
  progressByMap,
  progressByTrader,
} from "./quest-map-counts";
import { questStates } from "./quest-status";

const quests = [
  q("a", { locations: ["customs"], requiredForKappa: true }),
  q("b", { locations: ["factory"], require: ["a"], trader: "skier" }),
  q("c", { locations: ["night-factory", "woods"], trader: "skier", requiredForKappa: true }),
  q("d", { locations: ["woods"], require: ["zzz"] }),
];
const states = (done: string[]) => questStates(quests, blankProgress({ done, level: 5 }));

describe("map tile counts", () => {
  it.each([
    ["night-factory", "factory"],
    ["factory", "factory"],
    ["customs", "customs"],
  ])("%s counts under %s", (loc, tile) => {
    expect(mapTileOf(loc)).toBe(tile);
  });
  it("counts active quests per tile, factory with its night variant", () => {
    expect(activeQuestsPerMap(states(["a"]), true)).toEqual({ factory: 2, woods: 1 });
    expect(activeQuestsPerMap(states([]), true)).toEqual({ customs: 1, factory: 1, woods: 1 });
  });
  it("shows nothing when tracking is off", () => {
    expect(activeQuestsPerMap(states([]), false)).toEqual({});
  });
});

describe("progress per trader, map and Kappa", () => {
  it("counts done over total", () => {
    const s = states(["a", "c"]);
    expect(progressByTrader(s)).toEqual([
      { key: "prapor", done: 1, total: 2 },
      { key: "skier", done: 1, total: 2 },
    ]);
    expect(progressByMap(s).find((m) => m.key === "factory")).toEqual({ key: "factory", done: 1, total: 2 });
    expect(kappaProgress(s)).toEqual({ done: 2, total: 2 });
    expect(kappaProgress(states([]))).toEqual({ done: 0, total: 2 });
  });
});
