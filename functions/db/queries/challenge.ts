import { sql } from "drizzle-orm";
import type { Challenge, ChallengeView, Standing } from "../../../src/contracts/challenge";
import {
  type ChallengeProgress,
  type ChallengeRules,
  type ChallengeScore,
  challengePhase,
  challengeScore,
  rankEntries,
} from "../../../src/domain/challenge";
import { readProgression } from "../../accounts/defaults";
import { runSqlBatch } from "../sql-batch";

type ChallengeRow = {
  id: string;
  title: string;
  starts_at: number;
  ends_at: number;
  rules: string;
  created_at: number;
  frozen_at: number | null;
  entries: number;
};
type EntryRow = {
  user_uid: string;
  name: string;
  channel: string | null;
  baseline: string;
  joined_at: number;
  final: string | null;
  progression: string | null;
};

const SELECT_CHALLENGE = `SELECT c.*, (SELECT count(*) FROM challenge_entries e WHERE e.challenge_id = c.id) AS entries
  FROM challenges c`;

const toChallenge = (r: ChallengeRow, now: number): Challenge => ({
  id: r.id,
  title: r.title,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  rules: JSON.parse(r.rules) as ChallengeRules,
  phase: challengePhase({ startsAt: r.starts_at, endsAt: r.ends_at }, now),
  frozen: r.frozen_at !== null,
  entries: r.entries,
});

/** Every challenge, newest start first. */
export async function listChallenges(d1: D1Database, now: number): Promise<Challenge[]> {
  const { results } = await d1
    .prepare(`${SELECT_CHALLENGE} ORDER BY c.starts_at DESC, c.created_at DESC, c.id`)
    .all<ChallengeRow>();
  return results.map((r) => toChallenge(r, now));
}

/** The challenge the site shows: the one with the latest start (the newest made, of two that start together). */
export async function currentChallenge(d1: D1Database, now: number): Promise<Challenge | null> {
  const row = await d1
    .prepare(`${SELECT_CHALLENGE} ORDER BY c.starts_at DESC, c.created_at DESC, c.id LIMIT 1`)
    .first<ChallengeRow>();
  return row ? toChallenge(row, now) : null;
}

export async function challengeById(d1: D1Database, id: string, now: number): Promise<Challenge | null> {
  const row = await d1.prepare(`${SELECT_CHALLENGE} WHERE c.id = ?`).bind(id).first<ChallengeRow>();
  return row ? toChallenge(row, now) : null;
}

async function kappaQuests(d1: D1Database): Promise<Set<string>> {
  const { results } = await d1
    .prepare("SELECT uid FROM quests WHERE required_for_kappa = 1")
    .all<{ uid: string }>();
  return new Set(results.map((r) => r.uid));
}

const emptyScore: ChallengeScore = { score: 0, quests: 0, kappaQuests: 0, modules: 0, items: 0 };

/** Each entry's score: the frozen one, else counted from the character's progress now. */
async function scoredEntries(d1: D1Database, challenge: Challenge) {
  const { results } = await d1
    .prepare(
      `SELECT e.user_uid, e.name, e.channel, e.baseline, e.joined_at, e.final, ch.progression
       FROM challenge_entries e LEFT JOIN characters ch ON ch.uid = e.char_uid AND ch.user_uid = e.user_uid
       WHERE e.challenge_id = ?`,
    )
    .bind(challenge.id)
    .all<EntryRow>();
  const kappa = await kappaQuests(d1);
  return results.map((e) => {
    const baseline = JSON.parse(e.baseline) as ChallengeProgress;
    const score: ChallengeScore = e.final
      ? (JSON.parse(e.final) as ChallengeScore)
      : e.progression === null || challenge.phase === "upcoming"
        ? emptyScore
        : challengeScore(baseline, readProgression(e.progression), challenge.rules, kappa);
    return { userUid: e.user_uid, name: e.name, channel: e.channel, joinedAt: e.joined_at, ...score };
  });
}

/** The page's view: the current challenge and its standings (the caller's line marked). */
export async function challengeView(
  d1: D1Database,
  opts: { enabled: boolean; userUid: string | null; now: number },
): Promise<ChallengeView> {
  if (!opts.enabled) return { enabled: false, challenge: null, standings: [], joined: false };
  await settleChallenges(d1, opts.now);
  const challenge = await currentChallenge(d1, opts.now);
  if (!challenge) return { enabled: true, challenge: null, standings: [], joined: false };
  const entries = await scoredEntries(d1, challenge);
  const standings: Standing[] = rankEntries(entries).map(({ userUid, joinedAt: _, ...e }) => ({
    ...e,
    me: userUid === opts.userUid,
  }));
  return { enabled: true, challenge, standings, joined: standings.some((s) => s.me) };
}

/** A character's progression lists as a baseline, in SQL (lists a character lacks are empty). */
const baselineOf = (charUid: string, userUid: string) => `(SELECT json_object(
    'questsDone', coalesce(json_extract(ch.progression, '$.questsDone'), json('[]')),
    'modulesBuilt', coalesce(json_extract(ch.progression, '$.modulesBuilt'), json('[]')),
    'itemsFound', coalesce(json_extract(ch.progression, '$.itemsFound'), json('{}')))
  FROM characters ch WHERE ch.uid = ${charUid} AND ch.user_uid = ${userUid})`;

/**
 * Brings challenges up to date with the clock (the 10-minute cron and every read run it):
 * - a started challenge takes a new baseline of everyone who joined before its start, so play
 *   before the start never scores;
 * - an ended one has its scores frozen: each entry's final score written once, in one batch with
 *   the challenge's frozen mark (a second run finds nothing).
 */
export async function settleChallenges(d1: D1Database, now: number): Promise<void> {
  await d1
    .prepare(
      `UPDATE challenge_entries SET baseline = coalesce(${baselineOf("challenge_entries.char_uid", "challenge_entries.user_uid")}, baseline), baseline_at = ?1
       WHERE challenge_id IN (SELECT id FROM challenges WHERE starts_at <= ?1 AND ends_at > ?1)
         AND baseline_at < (SELECT starts_at FROM challenges c WHERE c.id = challenge_entries.challenge_id)`,
    )
    .bind(now)
    .run();
  await freezeEndedChallenges(d1, now);
}

async function freezeEndedChallenges(d1: D1Database, now: number): Promise<void> {
  const { results } = await d1
    .prepare(`${SELECT_CHALLENGE} WHERE c.frozen_at IS NULL AND c.ends_at <= ?`)
    .bind(now)
    .all<ChallengeRow>();
  for (const row of results) {
    const challenge = toChallenge(row, now);
    const entries = await scoredEntries(d1, challenge);
    await runSqlBatch(d1, [
      ...entries.map(
        (e) =>
          sql`UPDATE challenge_entries SET final = ${JSON.stringify({
            score: e.score,
            quests: e.quests,
            kappaQuests: e.kappaQuests,
            modules: e.modules,
            items: e.items,
          })} WHERE challenge_id = ${challenge.id} AND user_uid = ${e.userUid} AND final IS NULL`,
      ),
      sql`UPDATE challenges SET frozen_at = ${now} WHERE id = ${challenge.id} AND frozen_at IS NULL`,
    ]);
  }
}

/**
 * Adds the caller to a challenge with their active character's progress as the baseline (taken
 * in SQL, from the row as it is); joining again changes the name and channel only.
 */
export async function joinChallenge(
  d1: D1Database,
  e: {
    challengeId: string;
    userUid: string;
    charUid: string;
    name: string;
    channel: string | null;
    now: number;
  },
): Promise<void> {
  await d1
    .prepare(
      `INSERT INTO challenge_entries (challenge_id, user_uid, char_uid, name, channel, baseline, joined_at, baseline_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ${baselineOf("?3", "?2")}, ?6, ?6 WHERE true
       ON CONFLICT (challenge_id, user_uid) DO UPDATE SET name = excluded.name, channel = excluded.channel`,
    )
    .bind(e.challengeId, e.userUid, e.charUid, e.name, e.channel, e.now)
    .run();
}

/** Takes the caller out of a challenge. */
export async function leaveChallenge(d1: D1Database, challengeId: string, userUid: string): Promise<void> {
  await d1
    .prepare("DELETE FROM challenge_entries WHERE challenge_id = ? AND user_uid = ?")
    .bind(challengeId, userUid)
    .run();
}
