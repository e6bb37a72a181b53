import { afterEach, describe, expect, it } from "vitest";
import { sampleUser } from "./user-sample";
import { isSessionUser, loadSessionUser, resetSessionLoad } from "./user-session";
import { $user } from "./user-state";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  resetSessionLoad();
  $user.set(null);
});

describe("isSessionUser", () => {
  it("accepts a full user and refuses answers missing what the header reads", () => {
    expect(isSessionUser(sampleUser())).toBe(true);
    expect(isSessionUser(null)).toBe(false);
    expect(isSessionUser({ ...sampleUser(), gameMode: "pvp" })).toBe(false);
    expect(isSessionUser({ ...sampleUser(), chars: [{ uid: "x" }] })).toBe(false);
    expect(isSessionUser({ ...sampleUser(), tradersLL: undefined })).toBe(false);
    expect(isSessionUser({ error: { code: "unauthorized", message: "no" } })).toBe(false);
  });
});

describe("loadSessionUser", () => {
  it("fills $user once per page for a signed-in visitor", async () => {
    let calls = 0;
    const fetch = async () => {
      calls++;
      return json(sampleUser({ pro: true }));
    };
    const [a, b] = await Promise.all([loadSessionUser(fetch), loadSessionUser(fetch)]);
    expect(a).toEqual(b);
    expect(calls).toBe(1);
    expect($user.get()?.pro).toBe(true);
  });

  it("leaves $user null on 401, on a broken answer and without network", async () => {
    expect(await loadSessionUser(async () => json({ error: { message: "x" } }, 401))).toBeNull();
    resetSessionLoad();
    expect(await loadSessionUser(async () => json({ uid: 5 }))).toBeNull();
    resetSessionLoad();
    expect(
      await loadSessionUser(async () => {
        throw new TypeError("offline");
      }),
    ).toBeNull();
    expect($user.get()).toBeNull();
  });

  it("does not overwrite a login made on the page meanwhile", async () => {
    const fresh = sampleUser({ uid: "new", charUid: "new" });
    $user.set(fresh);
    await loadSessionUser(async () => json(sampleUser()));
    expect($user.get()?.uid).toBe("new");
  });
});
