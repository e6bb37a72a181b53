import { describe, expect, it } from "vitest";
import {
  chapterSteps,
  nextStoryObjective,
  type StoryChapter,
  type StoryObjective,
  storyProgress,
  storyQuestIds,
} from "./story";

const obj = (id: string, quest: string, extra: Partial<StoryObjective> = {}): StoryObjective => ({
  id,
  text: `do ${id}`,
  optional: false,
  quest,
  note: null,
  exclusiveWith: [],
  ...extra,
});
const chapter = (
  uid: string,
  order: number,
  requires: string[],
  objectives: StoryObjective[],
): StoryChapter => ({
  uid,
  order,
  name: uid,
  description: "",
  activation: null,
  notes: null,
  rewards: null,
  requires,
  quest: `${uid}-quest`,
  objectives,
  unlocksQuests: [],
  wikiUrl: null,
});

// a first chapter of two steps (one optional objective), a second that needs it, and a third
// that needs the second and ends in a choice between two answers of one quest each
const FIRST = chapter(
  "first",
  1,
  [],
  [obj("f1", "qa"), obj("f2", "qa"), obj("f3", "qb", { optional: true })],
);
const SECOND = chapter("second", 2, ["first"], [obj("s1", "qc"), obj("s2", "qd")]);
const THIRD = chapter(
  "third",
  3,
  ["second"],
  [obj("t1", "qe"), obj("yes", "qf", { exclusiveWith: ["no"] }), obj("no", "qg", { exclusiveWith: ["yes"] })],
);
const ALL = [THIRD, FIRST, SECOND];

const states = (done: string[]) => storyProgress(ALL, new Set(done)).map((p) => `${p.uid}:${p.state}`);

describe("chapterSteps and storyQuestIds", () => {
  it("list each step's quest once, in the objectives' order", () => {
    expect(chapterSteps(FIRST)).toEqual(["qa", "qb"]);
    expect([...storyQuestIds(ALL)].sort()).toEqual(["qa", "qb", "qc", "qd", "qe", "qf", "qg"]);
  });
});

describe("storyProgress", () => {
  it.each([
    [[], ["first:open", "second:locked", "third:locked"]],
    // the optional objective's quest alone finishes nothing
    [["qb"], ["first:open", "second:locked", "third:locked"]],
    [["qa"], ["first:done", "second:open", "third:locked"]],
    [
      ["qa", "qc"],
      ["first:done", "second:open", "third:locked"],
    ],
    [
      ["qa", "qc", "qd"],
      ["first:done", "second:done", "third:open"],
    ],
    // either answer of the choice settles it
    [
      ["qa", "qc", "qd", "qe", "qf"],
      ["first:done", "second:done", "third:done"],
    ],
    [
      ["qa", "qc", "qd", "qe", "qg"],
      ["first:done", "second:done", "third:done"],
    ],
    [
      ["qa", "qc", "qd", "qe"],
      ["first:done", "second:done", "third:open"],
    ],
    // a later chapter's steps done out of order: done, though what it needs is not
    [
      ["qc", "qd"],
      ["first:open", "second:done", "third:open"],
    ],
  ])("after %j: %j", (done, expected) => {
    expect(states(done)).toEqual(expected);
  });

  it("counts the needed objectives done and marks each objective", () => {
    const [first, second] = storyProgress(ALL, new Set(["qb", "qc"]));
    expect(first).toMatchObject({ done: 0, total: 2, objectives: { f1: false, f2: false, f3: true } });
    expect(second).toMatchObject({ done: 1, total: 2, next: { id: "s2" } });
  });
});

describe("nextStoryObjective", () => {
  const next = (done: string[]) => {
    const n = nextStoryObjective(ALL, storyProgress(ALL, new Set(done)));
    return n && `${n.chapter.uid}/${n.objective.id}`;
  };
  it("is the first open chapter's first objective left", () => {
    expect(next([])).toBe("first/f1");
    expect(next(["qa"])).toBe("second/s1");
    expect(next(["qa", "qc"])).toBe("second/s2");
    expect(next(["qa", "qc", "qd", "qe"])).toBe("third/yes");
  });
  it("is null once every chapter is done", () => {
    expect(next(["qa", "qc", "qd", "qe", "qf"])).toBeNull();
  });
});
