import { describe, expect, it } from "vitest";
import { blankProgress, blankQuest as q } from "../../../tests/fixtures/blank-quest";
import { questStates } from "../../domain/quest-status";
import { filterQuests, matchesSearch, NO_FILTERS, questChoices, questSearchText } from "./quest-filters";

const states = questStates(
  [
    q("a", { locations: ["customs"], requiredForKappa: true }),
    q("b", { trader: "skier", require: ["a"], requiredForLighthouse: true }),
    q("c", { trader: "skier", locations: ["woods"] }),
  ],
  blankProgress({ gameEdition: "Standard", gameMode: "PVP", tracking: false }),
);

describe("filterQuests", () => {
  it.each([
    [{}, ["a", "c", "b"]],
    [{ trader: "skier" }, ["c", "b"]],
    [{ map: "woods" }, ["c"]],
    [{ status: "Locked" as const }, ["b"]],
    [{ kappa: true }, ["a"]],
    [{ lighthouse: true }, ["b"]],
    [{ trader: "skier", status: "Available" as const }, ["c"]],
    [{ search: "  B " }, ["b"]],
  ])("%j → %j", (f, out) => {
    expect(filterQuests(states, { ...NO_FILTERS, ...f }).map((x) => x.uid)).toEqual(out);
  });
});

describe("the quest search", () => {
  it("needs every word, in any case and order", () => {
    expect(matchesSearch("Gunsmith - Part 1 Mechanic", "mechanic gunsmith")).toBe(true);
    expect(matchesSearch("Gunsmith - Part 1 Mechanic", "gunsmith skier")).toBe(false);
  });
  it("reads the text the caller gives for each quest", () => {
    const text = (x: { uid: string }) => (x.uid === "c" ? "Shturman's stash" : x.uid);
    expect(filterQuests(states, { ...NO_FILTERS, search: "stash" }, text).map((x) => x.uid)).toEqual(["c"]);
  });
  it("reads a quest's names in both languages, its trader and its objectives' texts", () => {
    const quest = q("gunsmith", {
      name: "Gunsmith - Part 1",
      nameL10n: { ru: "Оружейник. Часть 1" },
      trader: "mechanic",
      objectives: [
        { id: "o1", type: "Modify", text: "Modify an MP-133", textRu: "Модифицировать MP-133", maps: [] },
      ],
    });
    const text = questSearchText(quest);
    for (const query of ["gunsmith mechanic", "оружейник", "mp-133 modify", "модифицировать"])
      expect(matchesSearch(text, query)).toBe(true);
    expect(questSearchText(undefined)).toBe("");
  });
});

describe("questChoices", () => {
  it("lists each trader, map and standing trader once, sorted by their labels", () => {
    const quests = [
      q("a", { trader: "prapor", locations: ["woods", "customs"] }),
      q("b", {
        trader: "skier",
        locations: ["customs"],
        reqStanding: [{ trader: "fence", compare: ">=", value: 6 }],
      }),
      q("c", { trader: "prapor", locations: [] }),
    ];
    const labels: Record<string, string> = { prapor: "Прапор", skier: "Лыжник", fence: "Скупщик" };
    const byLabel = (x: string, y: string) => (labels[x] ?? x).localeCompare(labels[y] ?? y, "ru");
    expect(questChoices(quests, byLabel)).toEqual({
      traders: ["skier", "prapor"],
      maps: ["customs", "woods"],
      standingTraders: ["fence"],
    });
  });
});
