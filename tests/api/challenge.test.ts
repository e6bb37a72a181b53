import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { settleChallenges } from "../../functions/db/queries/challenge";
import { type ChallengeView, challengeSchema, challengeViewSchema } from "../../src/contracts/challenge";
import { at, call, errorOf, freshEmail, setFlags, signIn } from "./accounts.fixtures";
import { quest, seed } from "./game-data.fixtures";
import { countRows, inParallel } from "./races.fixtures";

/**
 * The streamer challenge (docs/product.md §1, §2): an admin defines it, streamers join, the leaderboard
 * counts only progress made while it runs, and scores freeze at the end.
 */

const DAY = 86_400_000;
/** Now: sessions made by the test stay valid at every time it moves the clock to. */
const T0 = Date.now();
const HOUR = 3_600_000;
const RULES = { quest: 10, kappaQuest: 5, module: 3, item: 1 };

let admin: string;

beforeAll(async () => {
  const a = await signIn(freshEmail("ch-admin"));
  await setFlags(a.user.uid, { admin: true, pro: true });
  admin = a.cookie;
  await seed({ quests: [quest("ch-k", { requiredForKappa: true }), quest("ch-a"), quest("ch-b")] });
});

const api = (path: string, opts: { cookie?: string | null; body?: unknown; method?: string } = {}) =>
  call(`/api/be${path}`, opts);
const view = async (cookie: string | null = null): Promise<ChallengeView> =>
  challengeViewSchema.parse(await (await api("/challenge", { cookie })).json());
const setTournament = (on: boolean) =>
  api("/admin/global-settings", { method: "PUT", body: { tournamentEnabled: on }, cookie: admin });

async function streamer(name: string | null) {
  const s = await signIn(freshEmail("streamer"));
  if (name) {
    const res = await api("/users/me", { method: "PUT", body: { username: name }, cookie: s.cookie });
    expect(res.status).toBe(200);
  }
  return s;
}

const setProgress = (
  uid: string,
  p: { questsDone?: string[]; modulesBuilt?: string[]; itemsFound?: Record<string, number> },
) =>
  env.DB.prepare("UPDATE characters SET progression = ? WHERE uid = ?")
    .bind(JSON.stringify({ questsDone: [], questsHidden: [], modulesBuilt: [], itemsFound: {}, ...p }), uid)
    .run();

async function createChallenge(startsAt: number, endsAt: number, title = "Kappa race") {
  const res = await api("/admin/challenges/save", {
    body: { title, startsAt, endsAt, rules: RULES },
    cookie: admin,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return challengeSchema.parse(await res.json());
}

describe("streamer challenge", () => {
  it("says there is none while the tournament is off, and refuses to join", async () => {
    await setTournament(false);
    expect(await view()).toEqual({ enabled: false, challenge: null, standings: [], joined: false });
    const s = await streamer(`off${Date.now().toString(36)}`);
    const res = await api("/challenge/join", { body: {}, cookie: s.cookie });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("There is no streamer challenge now");
  });

  it("counts only progress made since joining, ranks streamers and marks the caller's line", async () => {
    await setTournament(true);
    const c = await at(T0, () => createChallenge(T0 - HOUR, T0 + HOUR));
    expect(c).toMatchObject({ phase: "running", frozen: false, entries: 0, rules: RULES });

    const nameless = await streamer(null);
    const refused = await at(T0, () => api("/challenge/join", { body: {}, cookie: nameless.cookie }));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe("Set a username on /user first: the leaderboard shows it");

    const alice = await streamer(`alice${Date.now().toString(36)}`);
    const bob = await streamer(`bob${Date.now().toString(36)}`);
    await setProgress(alice.user.uid, { questsDone: ["ch-a"], itemsFound: { x: 2 } });
    for (const bad of [
      "http://twitch.tv/a",
      "javascript:alert(1)",
      "twitch.tv/a",
      `https://x.tv/${"a".repeat(200)}`,
    ]) {
      const res = await at(T0, () =>
        api("/challenge/join", { body: { channel: bad }, cookie: alice.cookie }),
      );
      expect(res.status, bad).toBe(400);
    }
    const joined = await at(T0, () =>
      api("/challenge/join", { body: { channel: "https://twitch.tv/alice" }, cookie: alice.cookie }),
    );
    expect(joined.status).toBe(200);
    await at(T0, () => api("/challenge/join", { body: {}, cookie: bob.cookie }));
    // 30 joins at once leave one entry, with its first baseline
    const again = await at(T0, () =>
      inParallel(30, () =>
        api("/challenge/join", { body: { channel: "https://twitch.tv/alice" }, cookie: alice.cookie }),
      ),
    );
    expect(again).toEqual(Array(30).fill(200));
    expect(
      await countRows("challenge_entries", "challenge_id = ? AND user_uid = ?", c.id, alice.user.uid),
    ).toBe(1);

    // alice: one Kappa quest and 3 more pieces of x since joining; bob: one quest and a module
    await setProgress(alice.user.uid, { questsDone: ["ch-a", "ch-k"], itemsFound: { x: 5 } });
    await setProgress(bob.user.uid, { questsDone: ["ch-b"], modulesBuilt: ["m1"] });
    const mine = await at(T0 + 1000, () => view(alice.cookie));
    expect(mine.joined).toBe(true);
    expect(mine.standings.map((s) => [s.rank, s.name.slice(0, 3), s.score, s.me])).toEqual([
      [1, "ali", 10 + 5 + 3, true],
      [2, "bob", 10 + 3, false],
    ]);
    expect(mine.standings[0]).toMatchObject({
      channel: "https://twitch.tv/alice",
      quests: 1,
      kappaQuests: 1,
      items: 3,
    });
    const anyone = await at(T0 + 1000, () => view(null));
    expect(anyone.standings.every((s) => !s.me)).toBe(true);
    expect(JSON.stringify(anyone)).not.toContain(alice.user.uid);

    // leaving takes the line away
    const left = challengeViewSchema.parse(
      await (
        await at(T0 + 2000, () => api("/challenge/leave", { method: "POST", cookie: bob.cookie }))
      ).json(),
    );
    expect(left.joined).toBe(false);
    expect(left.standings).toHaveLength(1);
  });

  it("does not count play before the start for those who joined early, and freezes scores at the end", async () => {
    await setTournament(true);
    const start = T0 + 3 * HOUR;
    const end = start + HOUR;
    const c = await at(start - HOUR, () => createChallenge(start, end, "Early birds"));
    expect(c.phase).toBe("upcoming");
    const early = await streamer(`early${Date.now().toString(36)}`);
    await at(start - HOUR, () => api("/challenge/join", { body: {}, cookie: early.cookie }));
    await setProgress(early.user.uid, { questsDone: ["ch-a"] });
    expect((await at(start - 1, () => view())).standings[0]?.score).toBe(0);

    await settleChallenges(env.DB, start + 1); // the cron right after the start takes a new baseline
    await setProgress(early.user.uid, { questsDone: ["ch-a", "ch-b"] });
    expect((await at(start + 2, () => view())).standings[0]?.score).toBe(10);

    await settleChallenges(env.DB, end + 1); // ended: frozen
    await setProgress(early.user.uid, { questsDone: ["ch-a", "ch-b", "ch-k"] });
    const after = await at(end + 5, () => view());
    expect(after.challenge).toMatchObject({ phase: "ended", frozen: true });
    expect(after.standings[0]?.score).toBe(10);

    const late = await at(end + 5, () => api("/challenge/join", { body: {}, cookie: early.cookie }));
    expect(late.status).toBe(400);
    expect((await errorOf(late)).message).toBe("This challenge has ended");
    const edit = await at(end + 5, () =>
      api("/admin/challenges/save", {
        body: { id: c.id, title: "Changed", startsAt: start, endsAt: end + HOUR, rules: RULES },
        cookie: admin,
      }),
    );
    expect(edit.status).toBe(400);
    expect((await errorOf(edit)).message).toBe("An ended challenge cannot be changed");
  });

  it("refuses bad definitions and audits the good ones", async () => {
    for (const body of [
      { title: "x", startsAt: 10, endsAt: 5, rules: RULES },
      { title: "", startsAt: 1, endsAt: 5, rules: RULES },
      { title: "x", startsAt: 1, endsAt: 400 * DAY, rules: RULES },
      { title: "x", startsAt: 1, endsAt: 5, rules: { ...RULES, quest: -1 } },
      { title: "x", startsAt: 1, endsAt: 5, rules: { quest: 1 } },
    ]) {
      expect(
        (await api("/admin/challenges/save", { body, cookie: admin })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    const ordered = await api("/admin/challenges/save", {
      body: { title: "x", startsAt: 10, endsAt: 5, rules: RULES },
      cookie: admin,
    });
    expect((await errorOf(ordered)).message).toBe("The end must come after the start");
    const c = await createChallenge(T0 - 9 * HOUR, T0 - 8 * HOUR, "Audited");
    const log = (await (await api(`/admin/logs?q=${c.id}`, { cookie: admin })).json()) as {
      entries: { action: string; after: { title: string } }[];
    };
    expect(log.entries[0]).toMatchObject({ action: "challenge.create", after: { title: "Audited" } });
    const list = (await (await api("/admin/challenges", { cookie: admin })).json()) as {
      challenges: { id: string }[];
    };
    expect(list.challenges.map((x) => x.id)).toContain(c.id);
  });
});
