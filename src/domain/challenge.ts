/**
 * The streamer challenge (docs/product.md §1, §2, §9 tournamentEnabled): streamers join a challenge with
 * dates and scoring rules, and score for the progress they make while it runs, counted from their
 * tracker (quests completed, hideout modules built, items found), never for what they had before
 * joining. Scores are frozen when the challenge ends.
 */

/** Points per quest completed, extra for a quest the Kappa container needs, per hideout module level built, per item found. */
export type ChallengeRules = { quest: number; kappaQuest: number; module: number; item: number };

export const DEFAULT_CHALLENGE_RULES: ChallengeRules = { quest: 10, kappaQuest: 5, module: 5, item: 1 };

/** The progress lists a score is counted from (a character's progression). */
export type ChallengeProgress = {
  questsDone: readonly string[];
  modulesBuilt: readonly string[];
  itemsFound: Readonly<Record<string, number>>;
};

export type ChallengeScore = {
  score: number;
  quests: number;
  kappaQuests: number;
  modules: number;
  items: number;
};

/**
 * A streamer's score: what `current` holds beyond `baseline` (the progress when they joined),
 * priced by the rules. An item counts once per piece found since joining; progress undone since
 * joining counts nothing (never below zero).
 * @example challengeScore({ questsDone: [], modulesBuilt: [], itemsFound: {} }, { questsDone: ["a"], modulesBuilt: [], itemsFound: { x: 2 } }, DEFAULT_CHALLENGE_RULES, new Set()) // { score: 12, quests: 1, kappaQuests: 0, modules: 0, items: 2 }
 */
export function challengeScore(
  baseline: ChallengeProgress,
  current: ChallengeProgress,
  rules: ChallengeRules,
  kappa: ReadonlySet<string>,
): ChallengeScore {
  const hadQuest = new Set(baseline.questsDone);
  const hadModule = new Set(baseline.modulesBuilt);
  const quests = [...new Set(current.questsDone)].filter((q) => !hadQuest.has(q));
  const kappaQuests = quests.filter((q) => kappa.has(q)).length;
  const modules = [...new Set(current.modulesBuilt)].filter((m) => !hadModule.has(m)).length;
  let items = 0;
  for (const [uid, count] of Object.entries(current.itemsFound)) {
    items += Math.max(0, count - (baseline.itemsFound[uid] ?? 0));
  }
  const score =
    quests.length * rules.quest +
    kappaQuests * rules.kappaQuest +
    modules * rules.module +
    items * rules.item;
  return { score, quests: quests.length, kappaQuests, modules, items };
}

export type ChallengePhase = "upcoming" | "running" | "ended";

/**
 * Where a challenge stands at `now`: before its start, between start and end, or after its end.
 * @example challengePhase({ startsAt: 10, endsAt: 20 }, 20) // "ended"
 */
export function challengePhase(c: { startsAt: number; endsAt: number }, now: number): ChallengePhase {
  if (now < c.startsAt) return "upcoming";
  return now < c.endsAt ? "running" : "ended";
}

/**
 * Leaderboard order and ranks: highest score first, a tie sharing its rank (1, 2, 2, 4) and
 * listed by who joined first.
 * @example rankEntries([{ score: 5, joinedAt: 2 }, { score: 9, joinedAt: 1 }, { score: 5, joinedAt: 1 }]).map((e) => e.rank) // [1, 2, 2]
 */
export function rankEntries<T extends { score: number; joinedAt: number }>(
  entries: readonly T[],
): (T & { rank: number })[] {
  const sorted = [...entries].sort((a, b) => b.score - a.score || a.joinedAt - b.joinedAt);
  let rank = 0;
  return sorted.map((e, i) => {
    if (i === 0 || (sorted[i - 1]?.score ?? e.score) !== e.score) rank = i + 1;
    return { ...e, rank };
  });
}
