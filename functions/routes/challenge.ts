import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { challengeEndpoints } from "../../src/contracts/challenge";
import { SERVER_MESSAGES } from "../../src/contracts/messages";
import { readGlobalSettings } from "../../src/domain/global-settings";
import { randomUid } from "../accounts/crypto";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { getDb } from "../db/client";
import { logStatement } from "../db/queries/admin-log";
import {
  challengeById,
  challengeView,
  currentChallenge,
  joinChallenge,
  leaveChallenge,
  listChallenges,
} from "../db/queries/challenge";
import { KV_KEYS, kvGet } from "../db/queries/kv";
import { runSqlBatch } from "../db/sql-batch";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { badRequest, HttpError, notFound } from "../errors";

/** The streamer challenge (docs/product.md §1, §2): the leaderboard for anyone, joining for signed-in streamers, the editor for admins. */
export const challengeRoutes = new Hono<AppBindings>();

export const CHALLENGE_MESSAGES = {
  off: SERVER_MESSAGES["challenge.off"],
  ended: SERVER_MESSAGES["challenge.ended"],
  username: SERVER_MESSAGES["challenge.username"],
  frozen: SERVER_MESSAGES["challenge.frozen"],
} as const;

const tournamentOn = async (d1: D1Database) =>
  readGlobalSettings(await kvGet(getDb(d1), KV_KEYS.globalSettings)).tournamentEnabled;

/** The challenge a streamer may join or leave now: the current one, on, and not ended. */
async function openChallenge(d1: D1Database, now: number) {
  const challenge = (await tournamentOn(d1)) ? await currentChallenge(d1, now) : null;
  if (!challenge) throw new HttpError("not_found", CHALLENGE_MESSAGES.off);
  if (challenge.phase === "ended") throw badRequest(CHALLENGE_MESSAGES.ended);
  return challenge;
}

on(challengeRoutes, challengeEndpoints.view, [], async (c) =>
  challengeView(c.env.DB, {
    enabled: await tournamentOn(c.env.DB),
    userUid: c.get("user")?.uid ?? null,
    now: clock.now(),
  }),
);

on(challengeRoutes, challengeEndpoints.join, [], async (c, { body }) => {
  const user = requireUser(c);
  const now = clock.now();
  const challenge = await openChallenge(c.env.DB, now);
  if (!user.username) throw badRequest(CHALLENGE_MESSAGES.username);
  await joinChallenge(c.env.DB, {
    challengeId: challenge.id,
    userUid: user.uid,
    charUid: user.charUid,
    name: user.username,
    channel: body.channel || null,
    now,
  });
  return challengeView(c.env.DB, { enabled: true, userUid: user.uid, now });
});

on(challengeRoutes, challengeEndpoints.leave, [], async (c) => {
  const user = requireUser(c);
  const now = clock.now();
  const challenge = await openChallenge(c.env.DB, now);
  await leaveChallenge(c.env.DB, challenge.id, user.uid);
  return challengeView(c.env.DB, { enabled: true, userUid: user.uid, now });
});

on(challengeRoutes, challengeEndpoints.adminList, [], async (c) => ({
  challenges: await listChallenges(c.env.DB, clock.now()),
}));

on(challengeRoutes, challengeEndpoints.adminSave, [], async (c, { body }) => {
  const admin = requireUser(c);
  const now = clock.now();
  const { id, title, startsAt, endsAt, rules } = body;
  const before = id ? await challengeById(c.env.DB, id, now) : null;
  if (id && !before) throw notFound();
  if (before?.frozen) throw badRequest(CHALLENGE_MESSAGES.frozen);
  const target = id ?? randomUid();
  const after = { title, startsAt, endsAt, rules };
  await runSqlBatch(c.env.DB, [
    sql`INSERT INTO challenges (id, title, starts_at, ends_at, rules, created_at) VALUES
          (${target}, ${title}, ${startsAt}, ${endsAt}, ${JSON.stringify(rules)}, ${now})
        ON CONFLICT (id) DO UPDATE SET title = excluded.title, starts_at = excluded.starts_at,
          ends_at = excluded.ends_at, rules = excluded.rules WHERE challenges.frozen_at IS NULL`,
    logStatement({
      kind: "audit",
      at: now,
      actor: admin,
      action: before ? "challenge.edit" : "challenge.create",
      target,
      before: before
        ? { title: before.title, startsAt: before.startsAt, endsAt: before.endsAt, rules: before.rules }
        : null,
      after,
    }),
  ]);
  const saved = await challengeById(c.env.DB, target, now);
  if (!saved) throw notFound();
  return saved;
});
