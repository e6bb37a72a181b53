import { afterEach, describe, expect, it } from "vitest";
import { json } from "./fake-api";
import { sampleUser } from "./user-sample";
import {
  isSessionUser,
  loadSessionUser,
  readSessionHint,
  resetSessionLoad,
  SESSION_HINT_KEY,
  writeSessionHint,
} from "./user-session";
import { $user } from "./user-state";

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

const signedIn = () => "tm_locale=ru; tm_signed_in=1";

describe("loadSessionUser", () => {
  it("asks nothing for a visitor without the signed-in marker", async () => {
    let calls = 0;
    const fetch = async () => {
      calls++;
      return json(sampleUser());
    };
    expect(await loadSessionUser(fetch, () => "tm_locale=ru")).toBeNull();
    expect(calls).toBe(0);
    expect($user.get()).toBeNull();
  });

  it("fills $user once per page for a signed-in visitor", async () => {
    let calls = 0;
    const fetch = async () => {
      calls++;
      return json(sampleUser({ pro: true }));
    };
    const [a, b] = await Promise.all([loadSessionUser(fetch, signedIn), loadSessionUser(fetch, signedIn)]);
    expect(a).toEqual(b);
    expect(calls).toBe(1);
    expect($user.get()?.pro).toBe(true);
  });

  it("leaves $user null on 401, on a broken answer and without network", async () => {
    expect(await loadSessionUser(async () => json({ error: { message: "x" } }, 401), signedIn)).toBeNull();
    resetSessionLoad();
    expect(await loadSessionUser(async () => json({ uid: 5 }), signedIn)).toBeNull();
    resetSessionLoad();
    expect(
      await loadSessionUser(async () => {
        throw new TypeError("offline");
      }, signedIn),
    ).toBeNull();
    expect($user.get()).toBeNull();
  });

  it("does not overwrite a login made on the page meanwhile", async () => {
    const fresh = sampleUser({ uid: "new", charUid: "new" });
    $user.set(fresh);
    await loadSessionUser(async () => json(sampleUser()), signedIn);
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
