import { endpoint } from "./endpoint";
import { lazySchema, z } from "./zod-mini";

/** The streamer challenge's calls (docs/product.md §1, §2): the public leaderboard, joining and leaving, and the admins' editor. */

const points = lazySchema(() => z.number().check(z.int(), z.gte(0), z.lte(1000)));
export const challengeRulesSchema = lazySchema(() =>
  z.object({
    quest: points,
    kappaQuest: points,
    module: points,
    item: points,
  }),
);

export const challengeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    startsAt: z.number(),
    endsAt: z.number(),
    rules: challengeRulesSchema,
    phase: z.enum(["upcoming", "running", "ended"]),
    /** Scores are final (the challenge ended and was frozen). */
    frozen: z.boolean(),
    entries: z.number(),
  }),
);
export type Challenge = z.infer<typeof challengeSchema>;

export const standingSchema = lazySchema(() =>
  z.object({
    rank: z.number(),
    name: z.string(),
    channel: z.nullable(z.string()),
    score: z.number(),
    quests: z.number(),
    kappaQuests: z.number(),
    modules: z.number(),
    items: z.number(),
    /** The caller's own line. */
    me: z.boolean(),
  }),
);
export type Standing = z.infer<typeof standingSchema>;

export const challengeViewSchema = lazySchema(() =>
  z.object({
    /** The tournament setting (docs/product.md §9): off, there is no challenge to show. */
    enabled: z.boolean(),
    challenge: z.nullable(challengeSchema),
    standings: z.array(standingSchema),
    joined: z.boolean(),
  }),
);
export type ChallengeView = z.infer<typeof challengeViewSchema>;

/** A streamer's channel: an https address. */
const channelSchema = lazySchema(() =>
  z.url({ protocol: /^https$/, error: "The channel must be an https:// address" }).check(z.maxLength(200)),
);
export const joinBodySchema = lazySchema(() =>
  z.object({ channel: z.optional(z.union([z.literal(""), channelSchema])) }),
);

const DAY = 86_400_000;
export const challengeSaveSchema = lazySchema(() =>
  z
    .object({
      /** The challenge to change; a new one when absent. */
      id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      title: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      startsAt: z.number().check(z.int(), z.gte(0)),
      endsAt: z.number().check(z.int(), z.gte(0)),
      rules: challengeRulesSchema,
    })
    .check(
      z.refine((b) => b.endsAt > b.startsAt, { error: "The end must come after the start" }),
      z.refine((b) => b.endsAt - b.startsAt <= 366 * DAY, { error: "A challenge lasts at most a year" }),
    ),
);

export const challengeEndpoints = {
  view: endpoint({ method: "GET", path: "/challenge", response: challengeViewSchema }),
  join: endpoint({
    method: "POST",
    path: "/challenge/join",
    body: joinBodySchema,
    response: challengeViewSchema,
  }),
  leave: endpoint({ method: "POST", path: "/challenge/leave", response: challengeViewSchema }),
  adminList: endpoint({
    method: "GET",
    path: "/admin/challenges",
    response: lazySchema(() => z.object({ challenges: z.array(challengeSchema) })),
  }),
  adminSave: endpoint({
    method: "POST",
    path: "/admin/challenges/save",
    body: challengeSaveSchema,
    response: challengeSchema,
  }),
};
