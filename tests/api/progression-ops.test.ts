import { beforeAll, describe, expect, it } from "vitest";
import { PROGRESSION_LIST_MAX, type User, userSchema } from "../../src/contracts/user";
import { call, errorOf, freshEmail, setFlags, signIn } from "./accounts.fixtures";
import { seed, seedIds } from "./game-data.fixtures";

type Signed = { cookie: string; user: User };

async function proUser(name: string): Promise<Signed> {
  const s = await signIn(freshEmail(name));
  await setFlags(s.user.uid, { pro: true });
  return s;
}
const update = (s: Signed, body: unknown) => call("/api/be/progression/update", { body, cookie: s.cookie });
const me = async (s: Signed) =>
  userSchema.parse(await (await call("/api/be/users/me", { cookie: s.cookie })).json());

const MAX_LEVELS = PROGRESSION_LIST_MAX.modulesBuilt;

beforeAll(() =>
  seedIds({
    quests: [
      "a",
      "b",
      "c",
      "d",
      "e",
      "x",
      "y",
      "h1",
      "q",
      ...Array.from({ length: 20 }, (_, i) => `race-q${i}`),
    ],
    levels: ["m1", "m2", "n1", "n2", ...Array.from({ length: MAX_LEVELS }, (_, i) => `m${i}`)],
    items: ["gpu", "bolts"],
  }),
);

describe("POST /progression/update operations", () => {
  it("takes a story chapter's steps as completed quests, and refuses a quest no chapter or list has", async () => {
    const objective = (id: string, quest: string) => ({
      id,
      text: id,
      optional: false,
      quest,
      note: null,
      exclusiveWith: [],
    });
    await seed({
      storyChapters: [
        {
          uid: "ops-chapter",
          order: 1,
          name: "Chapter",
          description: "",
          requires: [],
          quest: "ops-chapter-quest",
          objectives: [objective("o1", "ops-step-1"), objective("o2", "ops-step-2")],
          steps: ["ops-step-1", "ops-step-2"],
          unlocksQuests: [],
        },
      ],
    });
    const s = await proUser("ops-story");
    const res = await update(s, { add: { questsDone: ["a", "ops-step-2"] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ questsDone: ["a", "ops-step-2"] });
    // the chapter's own quest is no step of it here: its objectives name their quests
    const unknown = await update(s, { add: { questsDone: ["ops-chapter-quest"] } });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({ code: "not_found", message: "Quest not found" });
    expect((await me(s)).questsDone).toEqual(["a", "ops-step-2"]);
  });

  it("keeps all of 20 parallel single-quest additions to questsDone", async () => {
    const s = await proUser("ops-race");
    const uids = Array.from({ length: 20 }, (_, i) => `race-q${i}`);
    const answers = await Promise.all(uids.map((uid) => update(s, { add: { questsDone: [uid] } })));
    expect(answers.map((r) => r.status)).toEqual(uids.map(() => 200));
    const done = (await me(s)).questsDone;
    expect([...done].sort()).toEqual([...uids].sort());
  });

  it("adds and removes in one call: existing uids first, new ones appended once, in order", async () => {
    const s = await proUser("ops-mixed");
    await update(s, { add: { questsDone: ["a", "b", "c"], modulesBuilt: ["m1", "m2"] } });
    const res = await update(s, {
      add: { questsDone: ["d", "a", "e", "d"], questsHidden: ["h1"] },
      remove: { questsDone: ["b", "e"], modulesBuilt: ["m1"] },
      itemsFoundAdd: { gpu: 2, bolts: 5 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      questsDone: ["a", "c", "d"],
      questsHidden: ["h1"],
      modulesBuilt: ["m2"],
      itemsFound: { gpu: 2, bolts: 5 },
    });
    const counts = await update(s, { itemsFoundAdd: { gpu: -2, bolts: -1 } });
    expect(await counts.json()).toEqual({ itemsFound: { bolts: 4 } });
    expect(await me(s)).toMatchObject({
      questsDone: ["a", "c", "d"],
      questsHidden: ["h1"],
      modulesBuilt: ["m2"],
      itemsFound: { bolts: 4 },
    });
  });

  it("re-adding a uid changes nothing; removing a missing one is fine", async () => {
    const s = await proUser("ops-idem");
    await update(s, { add: { questsDone: ["x", "y"] } });
    const again = await update(s, { add: { questsDone: ["x"] }, remove: { questsDone: ["nope"] } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ questsDone: ["x", "y"] });
    expect((await me(s)).questsDone).toEqual(["x", "y"]);
  });

  it("refuses to grow a list past its limit and keeps the list as it was", async () => {
    const s = await proUser("ops-limit");
    const max = MAX_LEVELS;
    const first = Array.from({ length: max - 1 }, (_, i) => `m${i}`);
    expect((await update(s, { add: { modulesBuilt: first } })).status).toBe(200);
    const over = await update(s, { add: { modulesBuilt: ["n1", "n2"], questsDone: ["q"] } });
    expect(over.status).toBe(400);
    expect((await errorOf(over)).code).toBe("bad_request");
    const after = await me(s);
    expect(after.modulesBuilt).toHaveLength(max - 1);
    expect(after.questsDone).toEqual([]);
    // up to the limit is fine, and so is re-adding uids already there or removing at the limit
    expect((await update(s, { add: { modulesBuilt: ["m0", "n1"] } })).status).toBe(200);
    expect((await me(s)).modulesBuilt).toHaveLength(max);
    expect(
      (await update(s, { add: { modulesBuilt: ["m1"] }, remove: { modulesBuilt: ["m2"] } })).status,
    ).toBe(200);
    const tooLong = Array.from({ length: max + 1 }, (_, i) => `x${i}`);
    expect((await update(s, { add: { modulesBuilt: tooLong } })).status).toBe(400);
  });

  it("validates the operations like the lists: long uids, bad counts and whole lists are refused", async () => {
    const s = await proUser("ops-valid");
    for (const body of [
      { add: { questsDone: ["x".repeat(65)] } },
      { remove: { questsHidden: [1] } },
      { itemsFoundAdd: { gpu: 0 } },
      { itemsFoundAdd: { gpu: 1.5 } },
      { itemsFoundAdd: { gpu: 100_001 } },
      { itemsFoundAdd: JSON.parse('{"__proto__": 1}') },
      { itemsFound: { gpu: 1 } },
      { questsDone: ["old-form"] },
      { add: { itemsFound: ["gpu"] } },
    ]) {
      const res = await update(s, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await me(s)).toMatchObject({ questsDone: [], questsHidden: [], itemsFound: {} });
  });

  it("keeps every found item of 20 parallel additions to one item's count, within bounds", async () => {
    const s = await proUser("ops-found-race");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => update(s, { itemsFoundAdd: { gpu: 1 } })),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect((await me(s)).itemsFound).toEqual({ gpu: 20 });
    await Promise.all([
      update(s, { itemsFoundAdd: { gpu: -15 } }),
      update(s, { itemsFoundAdd: { gpu: -15 } }),
    ]);
    expect((await me(s)).itemsFound).toEqual({});
    await update(s, { itemsFoundAdd: { gpu: 100_000, bolts: 3 } });
    await update(s, { itemsFoundAdd: { gpu: 7 } });
    expect((await me(s)).itemsFound).toEqual({ gpu: 100_000, bolts: 3 });
  });

  it("refuses quests, hideout levels and items the data lacks (404) and changes nothing; removals may name anything", async () => {
    const s = await proUser("ops-unknown");
    await update(s, { add: { questsDone: ["a"] }, itemsFoundAdd: { gpu: 1 } });
    const before = await me(s);
    for (const [body, message] of [
      [{ add: { questsDone: ["a", "no-such-quest"] } }, "Quest not found"],
      [{ add: { questsHidden: ["no-such-quest"] } }, "Quest not found"],
      [{ add: { modulesBuilt: ["no-such-level"] } }, "Hideout level not found"],
      [{ itemsFoundAdd: { gpu: 1, "no-such-item": 2 } }, "Page Not Found"],
    ] as const) {
      const res = await update(s, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "not_found", message });
    }
    expect(await me(s)).toEqual(before);
    const cleanup = await update(s, {
      remove: { questsDone: ["gone-quest"], modulesBuilt: ["gone-level"] },
      itemsFoundAdd: { "gone-item": -1 },
    });
    expect(cleanup.status).toBe(200);
  });
});
