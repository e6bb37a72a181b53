import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CHARACTERS } from "../../functions/accounts/limits";
import { MAX_BODY_BYTES } from "../../functions/app";
import { priceMapsResponseSchema, type User, userSchema } from "../../src/contracts/user";
import { call, errorOf, freshEmail, setFlags, signIn } from "./accounts.fixtures";
import { item, seed, seedIds } from "./game-data.fixtures";

/** Quest uids as long as real ones, 600 of them: a large but real update fits the body limit. */
const REAL_LENGTH_QUESTS = Array.from({ length: 600 }, (_, i) => `5936d90786f7742b1420ba5${i}`);

beforeAll(() =>
  seedIds({
    quests: ["q1", "q2", "secret", "a", "q", "h", "kept", ...REAL_LENGTH_QUESTS],
    levels: ["m1", "m"],
    items: ["i1", "i"],
  }),
);

type Signed = { cookie: string; user: User };

async function proUser(name = "pro"): Promise<Signed> {
  const s = await signIn(freshEmail(name));
  await setFlags(s.user.uid, { pro: true });
  return s;
}
const baseUser = (name = "base") => signIn(freshEmail(name));

const me = async (s: Signed) =>
  userSchema.parse(await (await call("/api/be/users/me", { cookie: s.cookie })).json());
const put = (s: Signed, body: unknown) => call("/api/be/users/me", { method: "PUT", body, cookie: s.cookie });
const post = (s: Signed, path: string, body: unknown) => call(`/api/be${path}`, { body, cookie: s.cookie });
const resetCall = (s: Signed | null, kind: string) =>
  call(`/api/be/progression/reset/${kind}`, { method: "PUT", cookie: s?.cookie ?? null });

async function rawCharacter(uid: string) {
  return env.DB.prepare("SELECT user_uid, fields, progression FROM characters WHERE uid = ?")
    .bind(uid)
    .first<{ user_uid: string; fields: string; progression: string }>();
}

describe("PUT /users/me", () => {
  it("lets a Pro user set character fields; level and skills come as input strings and are converted", async () => {
    const s = await proUser();
    const res = await put(s, {
      charName: "Tagilla fan",
      level: "42",
      skill_Crafting: "75",
      skill_HideoutManagement: "abc",
      tradersLL: { prapor: 3, therapist: 4 },
      tradersStanding: { fence: -1.5 },
      hideoutUseFee: false,
    });
    expect(res.status).toBe(200);
    const user = userSchema.parse(await res.json());
    expect(user).toMatchObject({
      charName: "Tagilla fan",
      level: 42,
      skill_Crafting: 51,
      skill_HideoutManagement: 0,
      tradersLL: { prapor: 3, therapist: 4 },
      tradersStanding: { fence: -1.5 },
      hideoutUseFee: false,
    });
    expect(await me(s)).toEqual(user);
  });

  it("lets a base user choose a username but refuses every character setter with 403 and changes nothing", async () => {
    const s = await baseUser();
    const named = await put(s, { username: `Base${Date.now() % 100000}` });
    expect(named.status).toBe(200);
    const before = await me(s);
    for (const body of [
      { level: 10 },
      { charName: "x" },
      { favList: ["a"] },
      { username: "Other1", level: 3 },
    ]) {
      const res = await put(s, body);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({ code: "forbidden", message: "Pro status required" });
    }
    expect(await me(s)).toEqual(before);
  });

  it("answers 409 Username already exists for a taken name in any letter case", async () => {
    const a = await baseUser("a");
    const b = await baseUser("b");
    const name = `Taken${Date.now() % 100000}`;
    expect((await put(a, { username: name })).status).toBe(200);
    const res = await put(b, { username: name.toUpperCase() });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: "conflict", message: "Username already exists" });
    expect((await me(b)).username).toBeNull();
    // the owner may set it again (another letter case)
    expect((await put(a, { username: name.toLowerCase() })).status).toBe(200);
  });

  it("answers 409 for names that read alike: any Unicode case, NFC or NFD, Cyrillic look-alikes", async () => {
    const n = Date.now() % 100000;
    const pairs = [
      [`Ärger${n}`, `ärger${n}`],
      [`Café${n}`, `Cafe\u0301${n}`],
      [`Tagilla${n}`, `Tаgіllа${n}`], // Cyrillic а, і
      [`Ｋｉｌｌａ${n}`, `Killa${n}`], // full-width
    ];
    for (const [taken, alike] of pairs) {
      const a = await baseUser("alike-a");
      const b = await baseUser("alike-b");
      expect((await put(a, { username: taken })).status, taken).toBe(200);
      const res = await put(b, { username: alike });
      expect(res.status, alike).toBe(409);
      expect(await errorOf(res)).toEqual({ code: "conflict", message: "Username already exists" });
    }
  });

  it("answers parallel claims of one name with one 200 and 409s", async () => {
    const name = `Race${Date.now() % 100000}`;
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => baseUser(`race-${i}`)));
    const codes = await Promise.all(
      users.map((u, i) => put(u, { username: i % 2 ? name.toLowerCase() : name }).then((r) => r.status)),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
  });

  it("says the username rule in words, not as a pattern", async () => {
    const res = await put(await baseUser(), { username: "bad\u0000name" });
    expect(res.status).toBe(400);
    const { message } = await errorOf(res);
    expect(message).toBe("username: no control or invisible characters");
  });

  it("trims the username and refuses blank, short or control-character names with 400", async () => {
    const s = await baseUser();
    const name = `Trim${Date.now() % 100000}`;
    const res = await put(s, { username: `  ${name}  ` });
    expect(userSchema.parse(await res.json()).username).toBe(name);
    for (const username of ["     ", " ab ", "bad\u0000name", "x".repeat(25)]) {
      expect((await put(s, { username })).status, JSON.stringify(username)).toBe(400);
    }
    expect((await me(s)).username).toBe(name);
  });

  it("refuses PVE on the main profile (400) and keeps it PVP", async () => {
    const s = await proUser();
    const res = await put(s, { gameMode: "PVE" });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ message: "The main profile cannot be PVE" });
    expect((await me(s)).gameMode).toBe("PVP");
  });

  it("answers 400 for values outside the contract and changes nothing", async () => {
    const s = await proUser();
    const before = await me(s);
    for (const body of [
      { tradersLL: { prapor: 5 } },
      { tradersStanding: { fence: 11 } },
      { gameEdition: "Gold" },
      { hideoutUseFee: "yes" },
    ]) {
      expect((await put(s, body)).status).toBe(400);
    }
    expect(await me(s)).toEqual(before);
  });

  it("two tabs lose nothing: 20 parallel favourites all stay, one trader changes alone", async () => {
    const s = await proUser("two-tabs");
    await put(s, { favList: ["kept"], tradersLL: { prapor: 2, therapist: 2, skier: 3 } });
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => put(s, { favAdd: [`fav-${i}`] }).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(20).fill(200));
    const after = await me(s);
    expect(after.favList[0]).toBe("kept");
    expect([...after.favList].sort()).toEqual(
      ["kept", ...Array.from({ length: 20 }, (_, i) => `fav-${i}`)].sort(),
    );
    // removing one, while another tab adds one
    await Promise.all([put(s, { favRemove: ["fav-3", "kept"] }), put(s, { favAdd: ["fav-new"] })]);
    const later = await me(s);
    expect(later.favList).not.toContain("fav-3");
    expect(later.favList).not.toContain("kept");
    expect(later.favList).toContain("fav-new");
    // one trader, one standing, one map layer: the others stay
    await Promise.all([
      put(s, { tradersLL: { therapist: 4 } }),
      put(s, { tradersLL: { prapor: 3 } }),
      put(s, { tradersStanding: { fence: -2 } }),
      put(s, { tradersStanding: { prapor: 1.5 } }),
      put(s, { feature_maps: { spawns: false } }),
    ]);
    const traders = await me(s);
    expect(traders.tradersLL).toMatchObject({ prapor: 3, therapist: 4, skier: 3 });
    expect(traders.tradersStanding).toMatchObject({ fence: -2, prapor: 1.5 });
    expect(traders.feature_maps.spawns).toBe(false);
  });

  it("keeps both of two concurrent updates of different fields", async () => {
    const s = await proUser();
    for (let round = 0; round < 5; round++) {
      const level = 10 + round;
      const charName = `Racer ${round}`;
      const [a, b] = await Promise.all([put(s, { level }), put(s, { charName })]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(await me(s)).toMatchObject({ level, charName });
    }
  });
});

describe("characters", () => {
  it("a Pro user creates a PVE character (selected, defaults), renames it, switches back and deletes it", async () => {
    const s = await proUser();
    const created = userSchema.parse(
      await (await post(s, "/users/me/char/create", { fraction: "Bear", gameMode: "PVE" })).json(),
    );
    expect(created.chars).toHaveLength(2);
    expect(created.charUid).not.toBe(created.uid);
    expect(created).toMatchObject({ gameMode: "PVE", fraction: "Bear", level: 1, skill_Crafting: 0 });
    expect(Object.values(created.tradersLL)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(created.tradersStanding).toEqual({});
    const renamed = userSchema.parse(await (await put(s, { charName: "Second" })).json());
    expect(renamed.chars.find((ch) => ch.uid === created.charUid)?.charName).toBe("Second");
    expect(renamed.chars.find((ch) => ch.uid === created.uid)?.charName).not.toBe("Second");

    const back = await post(s, "/users/me/char/select", { charUid: created.uid });
    expect(userSchema.parse(await back.json())).toMatchObject({ charUid: created.uid, gameMode: "PVP" });
    await post(s, "/users/me/char/select", { charUid: created.charUid });
    const deleted = userSchema.parse(
      await (await post(s, "/users/me/char/delete", { charUid: created.charUid })).json(),
    );
    expect(deleted.chars).toHaveLength(1);
    expect(deleted.charUid).toBe(deleted.uid);
    expect(await rawCharacter(created.charUid)).toBeNull();
  });

  it("never deletes the main profile", async () => {
    const s = await proUser();
    const res = await post(s, "/users/me/char/delete", { charUid: s.user.uid });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ message: "The main profile cannot be deleted" });
    expect(await rawCharacter(s.user.uid)).not.toBeNull();
  });

  it("a base user may switch characters but not create or copy (403)", async () => {
    const s = await proUser("was-pro");
    const second = userSchema.parse(
      await (await post(s, "/users/me/char/create", { fraction: "Usec", gameMode: "PVE" })).json(),
    );
    await setFlags(s.user.uid, { pro: false });
    expect((await post(s, "/users/me/char/select", { charUid: s.user.uid })).status).toBe(200);
    expect((await post(s, "/users/me/char/select", { charUid: second.charUid })).status).toBe(200);
    for (const [path, body] of [
      ["/users/me/char/create", { fraction: "Usec", gameMode: "PVE" }],
      ["/users/me/char/copy-from", { charUid: s.user.uid }],
    ] as const) {
      const res = await post(s, path, body);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({ code: "forbidden", message: "Pro status required" });
    }
    expect((await me(s)).chars).toHaveLength(2);
  });

  it("copies progression lists from another own character into the active one", async () => {
    const s = await proUser();
    await post(s, "/progression/update", { add: { questsDone: ["q1", "q2"] }, itemsFoundAdd: { i1: 3 } });
    await post(s, "/users/me/char/create", { fraction: "Usec", gameMode: "PVE" });
    expect((await me(s)).questsDone).toEqual([]);
    const copied = userSchema.parse(
      await (await post(s, "/users/me/char/copy-from", { charUid: s.user.uid })).json(),
    );
    expect(copied).toMatchObject({ questsDone: ["q1", "q2"], itemsFound: { i1: 3 } });
    expect(copied.charUid).not.toBe(s.user.uid);
  });

  it("never goes over the character limit when creates race at the limit", async () => {
    const s = await proUser("racer");
    for (let i = 1; i < MAX_CHARACTERS - 3; i++) {
      expect((await post(s, "/users/me/char/create", { fraction: "Usec", gameMode: "PVE" })).status).toBe(
        200,
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(s, "/users/me/char/create", { fraction: "Bear", gameMode: "PVE" }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((st) => st === 200)).toHaveLength(3);
    expect(statuses.filter((st) => st === 400)).toHaveLength(27);
    const refused = answers.find((r) => r.status === 400);
    expect(await errorOf(refused as Response)).toEqual({
      code: "bad_request",
      message: "Too many characters",
    });
    const chars = (await me(s)).chars;
    expect(chars).toHaveLength(MAX_CHARACTERS);
    expect(new Set(chars.map((ch) => ch.charName)).size).toBe(MAX_CHARACTERS);
  });

  it("answers 404 for another user's character and changes neither account", async () => {
    const s = await proUser("attacker");
    const victim = await proUser("victim");
    const vChar = userSchema.parse(
      await (await post(victim, "/users/me/char/create", { fraction: "Bear", gameMode: "PVE" })).json(),
    );
    await post(victim, "/progression/update", { add: { questsDone: ["secret"] } });
    const victimBefore = await me(victim);
    const mine = await me(s);
    for (const path of ["/users/me/char/select", "/users/me/char/copy-from", "/users/me/char/delete"]) {
      for (const charUid of [vChar.charUid, victim.user.uid]) {
        const res = await post(s, path, { charUid });
        expect(res.status, `${path} ${charUid}`).toBe(404);
      }
    }
    expect(await me(victim)).toEqual(victimBefore);
    expect(await me(s)).toEqual(mine);
  });
});

describe("progression", () => {
  it("a Pro user's update answers the lists sent; concurrent updates of different lists both survive", async () => {
    const s = await proUser();
    const res = await post(s, "/progression/update", { add: { questsDone: ["a"] } });
    expect(await res.json()).toEqual({ questsDone: ["a"] });
    const [x, y] = await Promise.all([
      post(s, "/progression/update", { add: { modulesBuilt: ["m1"] } }),
      post(s, "/progression/update", { itemsFoundAdd: { i: 2 } }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(await me(s)).toMatchObject({ questsDone: ["a"], modulesBuilt: ["m1"], itemsFound: { i: 2 } });
  });

  it("refuses updates from base users (403) and anonymous callers (401)", async () => {
    const s = await baseUser();
    expect((await post(s, "/progression/update", { add: { questsDone: ["a"] } })).status).toBe(403);
    expect((await call("/api/be/progression/update", { body: { add: { questsDone: ["a"] } } })).status).toBe(
      401,
    );
    expect((await me(s)).questsDone).toEqual([]);
  });

  it("resets one list for any signed-in user; all needs Pro; anonymous gets 401", async () => {
    const s = await proUser();
    await post(s, "/progression/update", {
      add: { questsDone: ["q"], questsHidden: ["h"], modulesBuilt: ["m"] },
      itemsFoundAdd: { i: 1 },
    });
    await setFlags(s.user.uid, { pro: false });
    expect(await (await resetCall(s, "quests")).json()).toEqual({ questsDone: [] });
    expect(await (await resetCall(s, "items")).json()).toEqual({ itemsFound: {} });
    expect((await me(s)).modulesBuilt).toEqual(["m"]);
    expect((await resetCall(s, "all")).status).toBe(403);
    expect((await me(s)).modulesBuilt).toEqual(["m"]);
    expect(await (await resetCall(s, "hideout")).json()).toEqual({ modulesBuilt: [] });
    await setFlags(s.user.uid, { pro: true });
    expect(await (await resetCall(s, "all")).json()).toEqual({
      questsDone: [],
      questsHidden: [],
      itemsFound: {},
      modulesBuilt: [],
    });
    expect((await me(s)).questsHidden).toEqual([]);
    expect((await resetCall(null, "quests")).status).toBe(401);
    expect((await resetCall(s, "nothing")).status).toBe(404);
  });

  it("refuses a body over the limit with 413 before reading it, and keeps the progress", async () => {
    const s = await proUser();
    await post(s, "/progression/update", { add: { questsDone: ["kept"] } });
    const ids = Array.from({ length: Math.ceil(MAX_BODY_BYTES / 20) }, (_, i) => `quest-${i}-xxxxxxxx`);
    const res = await post(s, "/progression/update", { add: { questsDone: ids } });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: "payload_too_large", message: "Request body too large" });
    expect((await me(s)).questsDone).toEqual(["kept"]);
    expect((await post(s, "/progression/update", { add: { questsDone: REAL_LENGTH_QUESTS } })).status).toBe(
      200,
    );
  });
});

describe("custom prices", () => {
  beforeAll(() => seed({ items: [item("it-1"), item("it-2"), item('a."b', { url: "quoted-url" })] }));

  it("sets buy and sell prices of the active character, removes one with null, clears all", async () => {
    const s = await proUser();
    const uid = s.user.uid;
    await post(s, "/items/price/set", { userUid: uid, itemUid: "it-1", price: 1000 });
    await post(s, "/items/price/set", { userUid: uid, itemUid: "it-2", price: 2000 });
    const sell = await post(s, "/items/price/set", {
      userUid: uid,
      itemUid: "it-1",
      price: 500,
      kind: "sell",
    });
    expect(await sell.json()).toEqual({
      userPricesMap: { "it-1": 1000, "it-2": 2000 },
      userSellPricesMap: { "it-1": 500 },
    });
    const removed = await post(s, "/items/price/set", { userUid: uid, itemUid: "it-1", price: null });
    expect(priceMapsResponseSchema.parse(await removed.json()).userPricesMap).toEqual({ "it-2": 2000 });
    const cleared = await post(s, "/items/price/clear", { userUid: uid });
    expect(await cleared.json()).toEqual({ userPricesMap: {}, userSellPricesMap: {} });
  });

  it("keeps item uids with quotes or dots as plain keys", async () => {
    const s = await proUser();
    const res = await post(s, "/items/price/set", { userUid: s.user.uid, itemUid: 'a."b', price: 7 });
    expect(res.status).toBe(200);
    expect(priceMapsResponseSchema.parse(await res.json()).userPricesMap).toEqual({ 'a."b': 7 });
  });

  it("refuses unknown items (404) and prototype names (400), storing nothing", async () => {
    const s = await proUser();
    const unknown = await post(s, "/items/price/set", {
      userUid: s.user.uid,
      itemUid: "no-such-item",
      price: 5,
    });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({ code: "not_found", message: "Page Not Found" });
    for (const key of ["__proto__", "constructor"]) {
      const res = await post(s, "/items/price/set", { userUid: s.user.uid, itemUid: key, price: 5 });
      expect(res.status, key).toBe(400);
    }
    expect((await me(s)).userPricesMap).toEqual({});
  });

  it("takes no price maps through PUT /users/me: one rule set, through /items/price/set", async () => {
    const s = await proUser();
    const bad = { userPricesMap: { "it-1": -5, __proto__x: 1e308 }, userSellPricesMap: { "it-2": 0.5 } };
    for (const [field, map] of Object.entries(bad)) {
      const res = await call("/api/be/users/me", { method: "PUT", cookie: s.cookie, body: { [field]: map } });
      expect(res.status, field).toBe(400);
      expect((await errorOf(res)).message).toContain("custom prices are set with /items/price/set");
    }
    const after = await me(s);
    expect([after.userPricesMap, after.userSellPricesMap]).toEqual([{}, {}]);
  });

  it("refuses another user's uid (403), base users (403) and anonymous callers (401)", async () => {
    const s = await proUser();
    const other = await proUser("other");
    const res = await post(s, "/items/price/set", { userUid: other.user.uid, itemUid: "x", price: 1 });
    expect(res.status).toBe(403);
    expect((await post(s, "/items/price/clear", { userUid: other.user.uid })).status).toBe(403);
    expect((await me(other)).userPricesMap).toEqual({});
    const base = await baseUser();
    expect(
      (await post(base, "/items/price/set", { userUid: base.user.uid, itemUid: "x", price: 1 })).status,
    ).toBe(403);
    expect((await call("/api/be/items/price/clear", { body: { userUid: "x" } })).status).toBe(401);
  });
});
