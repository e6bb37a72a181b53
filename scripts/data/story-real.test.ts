import { describe, expect, it } from "vitest";
import { chapterSteps, nextStoryObjective, type StoryChapter, storyProgress } from "../../src/domain/story";
import { readTable } from "./snapshot";

// The story rules on the committed snapshot's real chapters (TarkovTracker's overlay, 2026-08-21),
// at points of a real playthrough: a character's completed quests are the chapters' steps it did.
const chapters: StoryChapter[] = readTable("storyChapters").map(({ steps: _, ...c }) => ({
  activation: null,
  notes: null,
  rewards: null,
  wikiUrl: null,
  ...c,
}));
const byUid = (uid: string) => {
  const c = chapters.find((x) => x.uid === uid);
  if (!c) throw new Error(`no chapter ${uid}`);
  return c;
};
const stepsOf = (...uids: string[]) => uids.flatMap((u) => chapterSteps(byUid(u)));

function at(done: string[]) {
  const progress = storyProgress(chapters, new Set(done));
  const next = nextStoryObjective(chapters, progress);
  return {
    state: Object.fromEntries(progress.map((p) => [p.uid, p.state])),
    next: next && `${next.chapter.name}: ${next.objective.text}`,
  };
}

describe("the real story chapters", () => {
  it("are the ten chapters of 1.0, each step a story quest of its chapter only", () => {
    expect(chapters.map((c) => c.uid).sort()).toEqual(
      [
        "accidental-witness",
        "batya",
        "blue-fire",
        "boreas",
        "falling-skies",
        "the-labyrinth",
        "the-ticket",
        "the-unheard",
        "they-are-already-here",
        "tour",
      ].sort(),
    );
    const all = chapters.flatMap(chapterSteps);
    expect(new Set(all).size).toBe(all.length);
    for (const c of chapters) for (const r of c.requires) expect(chapters.map((x) => x.uid)).toContain(r);
  });

  it.each([
    {
      point: "a new character",
      done: [] as string[],
      locked: ["falling-skies", "the-ticket"],
      finished: [] as string[],
      next: "Tour: Escape Ground Zero",
    },
    {
      point: "Tour's quests done",
      done: stepsOf("tour"),
      locked: ["the-ticket"],
      finished: ["tour"],
      next: "Falling Skies: Learn details about the SUV from Therapist",
    },
    {
      point: "Tour and Falling Skies done",
      done: stepsOf("tour", "falling-skies"),
      locked: [],
      finished: ["tour", "falling-skies"],
      next: "Batya: Locate the traces of the BEAR special squad",
    },
  ])("after $point: $next", ({ done, locked, finished, next }) => {
    const now = at(done);
    expect(now.next).toBe(next);
    const states = Object.entries(now.state);
    expect(states.filter(([, s]) => s === "locked").map(([u]) => u)).toEqual(locked);
    expect(states.filter(([, s]) => s === "done").map(([u]) => u)).toEqual(finished);
  });

  it("do not hold a chapter back for its optional objectives", () => {
    const tour = byUid("tour");
    const needed = new Set(tour.objectives.filter((o) => !o.optional).map((o) => o.quest));
    // Tour's optional objectives share their quests with needed ones: its steps are all needed
    expect(chapterSteps(tour).every((q) => needed.has(q))).toBe(true);
    expect(tour.objectives.some((o) => o.optional)).toBe(true);
    expect(at(stepsOf("tour")).state.tour).toBe("done");
  });

  it("finish The Ticket with its own quest, the only step the data gives it, and note its choices", () => {
    const ticket = byUid("the-ticket");
    expect(chapterSteps(ticket)).toEqual([ticket.quest]);
    expect(ticket.objectives.filter((o) => o.exclusiveWith.length > 0).length).toBeGreaterThan(0);
    expect(at([...stepsOf("tour", "falling-skies"), ticket.quest]).state["the-ticket"]).toBe("done");
  });
});
