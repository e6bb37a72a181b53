import { afterEach, describe, expect, it } from "vitest";
import { SESSION_HINT_KEY } from "../domain/signed-in";
import { fakeApiClient, json } from "./fake-api";
import { sampleUser } from "./user-sample";
import { loadSessionUser, readSessionHint, resetSessionLoad, writeSessionHint } from "./user-session";
import { $expectedMode, $user } from "./user-state";

afterEach(() => {
  resetSessionLoad();
  $user.set(null);
});

const signedIn = () => "tm_locale=ru; tm_signed_in=1";

describe("loadSessionUser", () => {
  it("asks nothing for a visitor without the signed-in marker", async () => {
    const api = fakeApiClient(() => json(sampleUser()));
    expect(await loadSessionUser(api.client, () => "tm_locale=ru")).toBeNull();
    expect(api.calls).toHaveLength(0);
    expect($user.get()).toBeNull();
  });

  it("fills $user once per page for a signed-in visitor", async () => {
    const api = fakeApiClient(() => json(sampleUser({ pro: true })));
    const [a, b] = await Promise.all([
      loadSessionUser(api.client, signedIn),
      loadSessionUser(api.client, signedIn),
    ]);
    expect(a).toEqual(b);
    expect(api.calls.map((c) => c.url)).toEqual(["/api/be/users/me"]);
    expect($user.get()?.pro).toBe(true);
  });

  it("leaves $user null on 401, on an answer of another shape and without network", async () => {
    const answers: (() => Response)[] = [
      () => json({ error: { code: "unauthorized", message: "x" } }, 401),
      () => json({ uid: 5 }),
      () => json({ ...sampleUser(), gameMode: "pvp" }),
      () => json({ ...sampleUser(), chars: [{ uid: "x" }] }),
      () => {
        throw new TypeError("offline");
      },
    ];
    for (const answer of answers) {
      resetSessionLoad();
      expect(await loadSessionUser(fakeApiClient(answer).client, signedIn)).toBeNull();
    }
    expect($user.get()).toBeNull();
  });

  it("ends the page's expected mode once answered, whatever the answer", async () => {
    for (const answer of [
      () => json(sampleUser()),
      () => json({ error: { code: "unauthorized", message: "x" } }, 401),
    ]) {
      resetSessionLoad();
      $expectedMode.set("pve");
      const loading = loadSessionUser(fakeApiClient(answer).client, signedIn);
      expect($expectedMode.get()).toBe("pve");
      await loading;
      expect($expectedMode.get()).toBeNull();
    }
  });

  it("does not overwrite a login made on the page meanwhile", async () => {
    const fresh = sampleUser({ uid: "new", charUid: "new" });
    $user.set(fresh);
    await loadSessionUser(fakeApiClient(() => json(sampleUser())).client, signedIn);
    expect($user.get()?.uid).toBe("new");
  });
});

describe("session hint", () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    };
  };

  it("keeps the active character's display fields for the next page and forgets them on logout", () => {
    const storage = memory();
    expect(readSessionHint(storage)).toBeNull();
    const user = sampleUser({ charUid: "c2", charName: "Tagilla Fan", level: 23, gameMode: "PVE" });
    writeSessionHint(storage, user);
    expect(readSessionHint(storage)).toEqual({
      uid: "c2",
      charName: "Tagilla Fan",
      fraction: user.fraction,
      level: 23,
      gameMode: "PVE",
    });
    expect(storage.map.get(SESSION_HINT_KEY)).not.toContain(user.email ?? "@");
    writeSessionHint(storage, null);
    expect(readSessionHint(storage)).toBeNull();
  });

  it("ignores a damaged value and a storage that throws", () => {
    const storage = memory();
    storage.setItem(SESSION_HINT_KEY, "{not json");
    expect(readSessionHint(storage)).toBeNull();
    storage.setItem(SESSION_HINT_KEY, JSON.stringify({ charName: "x" }));
    expect(readSessionHint(storage)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {},
    };
    expect(readSessionHint(broken)).toBeNull();
    expect(() => writeSessionHint(broken, sampleUser())).not.toThrow();
    expect(readSessionHint(undefined)).toBeNull();
  });
});
