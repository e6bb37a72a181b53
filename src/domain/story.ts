/**
 * The story chapters of Tarkov 1.0 (docs/product.md §2 /progression/story): their order, the
 * chapters each needs, and objectives that each come from one story quest (a "step"). A
 * character's progress is read from its completed quests only: an objective is done when its
 * step's quest is, so there is no second list to keep in sync.
 */

export type StoryObjective = {
  /** The game's objective id (or the data's own id where the game's is unknown). */
  id: string;
  text: string;
  /** An optional objective does not hold back its chapter. */
  optional: boolean;
  /** The story quest (the game's id) that completes this objective: its step. */
  quest: string;
  /** The data's note on the objective: the route it belongs to, a wait. */
  note: string | null;
  /** Objectives of a choice: once one of them is done, the others are no longer needed. */
  exclusiveWith: string[];
};

export type StoryChapter = {
  /** The data's chapter id ("tour", "falling-skies"). */
  uid: string;
  order: number;
  name: string;
  description: string;
  /** How the chapter starts in the game, where the data says. */
  activation: string | null;
  /** The data's notes: choices that change later routes, dangers. */
  notes: string | null;
  /** What finishing it gives, where the data says. */
  rewards: string | null;
  /** Chapters (uids) that must be finished first. */
  requires: string[];
  /** The chapter's own quest (the game's id). */
  quest: string;
  objectives: StoryObjective[];
  /** Regular quests (the game's ids) the chapter unlocks. */
  unlocksQuests: string[];
  wikiUrl: string | null;
};

export type ChapterState = "locked" | "open" | "done";

export type ChapterProgress = {
  uid: string;
  state: ChapterState;
  /** Objectives that hold the chapter back (not optional) done, and their number. */
  done: number;
  total: number;
  /** Objective id → done. */
  objectives: Record<string, boolean>;
  /** The first needed objective not done yet; null when none is left. */
  next: StoryObjective | null;
};

/**
 * The steps of a chapter: the quests its objectives come from, each once, in the order the
 * objectives name them.
 * @example chapterSteps({ objectives: [{ quest: "a" }, { quest: "b" }, { quest: "a" }] }) // ["a", "b"]
 */
export function chapterSteps(chapter: { objectives: readonly { quest: string }[] }): string[] {
  return [...new Set(chapter.objectives.map((o) => o.quest))];
}

/** Every story quest a player can mark done: the steps of every chapter. */
export function storyQuestIds(chapters: readonly StoryChapter[]): Set<string> {
  return new Set(chapters.flatMap(chapterSteps));
}

/** Whether an objective no longer holds its chapter back: done, or another answer of its choice is. */
function settled(o: StoryObjective, done: Record<string, boolean>): boolean {
  return done[o.id] === true || o.exclusiveWith.some((id) => done[id] === true);
}

/**
 * Each chapter's progress from the quests done, in chapter order. A chapter is done when each
 * objective that is not optional is settled (done, or another answer of its choice is), open when
 * every chapter it requires is done, else locked.
 */
export function storyProgress(
  chapters: readonly StoryChapter[],
  questsDone: ReadonlySet<string>,
): ChapterProgress[] {
  const sorted = [...chapters].sort((a, b) => a.order - b.order);
  const finished = new Set<string>();
  const parts = sorted.map((c) => {
    const objectives = Object.fromEntries(c.objectives.map((o) => [o.id, questsDone.has(o.quest)]));
    const needed = c.objectives.filter((o) => !o.optional);
    const open = needed.filter((o) => !settled(o, objectives));
    if (needed.length > 0 && open.length === 0) finished.add(c.uid);
    return { c, objectives, needed, open };
  });
  return parts.map(({ c, objectives, needed, open }) => ({
    uid: c.uid,
    state: finished.has(c.uid) ? "done" : c.requires.every((r) => finished.has(r)) ? "open" : "locked",
    done: needed.length - open.length,
    total: needed.length,
    objectives,
    next: open[0] ?? null,
  }));
}

/**
 * What to do next: the first needed objective of the first open chapter (in chapter order) with
 * one left; null when no open chapter has one.
 */
export function nextStoryObjective(
  chapters: readonly StoryChapter[],
  progress: readonly ChapterProgress[],
): { chapter: StoryChapter; objective: StoryObjective } | null {
  for (const p of progress) {
    if (p.state !== "open" || !p.next) continue;
    const chapter = chapters.find((c) => c.uid === p.uid);
    if (chapter) return { chapter, objective: p.next };
  }
  return null;
}
