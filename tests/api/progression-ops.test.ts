import { describe, expect, it } from "vitest";
import { PROGRESSION_LIST_MAX, type User, userSchema } from "../../src/contracts/user";
import { call, errorOf, freshEmail, setFlags, signIn } from "./accounts.fixtures";

type Signed = { cookie: string; user: User };

async function proUser(name: string): Promise<Signed> {
  const s = await signIn(freshEmail(name));
  await setFlags(s.user.uid, { pro: true });
  return s;
}
const update = (s: Signed, body: unknown) => call("/api/be/progression/update", { body, cookie: s.cookie });
const me = async (s: Signed) =>
  userSchema.parse(await (await call("/api/be/users/me", { cookie: s.cookie })).json());

describe("POST /progression/update operations", () => {
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
      itemsFound: { gpu: 2, bolts: 5 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      questsDone: ["a", "c", "d"],
      questsHidden: ["h1"],
      modulesBuilt: ["m2"],
      itemsFound: { gpu: 2, bolts: 5 },
    });
    const counts = await update(s, { itemsFound: { gpu: 0, bolts: 4 } });
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
    const max = PROGRESSION_LIST_MAX.modulesBuilt;
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
      { itemsFound: { gpu: -1 } },
      { itemsFound: { gpu: 1.5 } },
      { questsDone: ["old-form"] },
      { add: { itemsFound: ["gpu"] } },
    ]) {
      const res = await update(s, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await me(s)).toMatchObject({ questsDone: [], questsHidden: [], itemsFound: {} });
  });
});
