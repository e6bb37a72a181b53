import { afterEach, describe, expect, it } from "vitest";
import { createApiClient, type FetchLike } from "./api";
import { json } from "./fake-api";
import {
  $guestProgress,
  $progressionChar,
  $sessionChecked,
  guestChar,
  resetProgressionSession,
  setQuestDone,
} from "./progression";
import { resetProgression } from "./progression-reset";
import { $user, configureUserStore } from "./user";
import { sampleUser } from "./user-sample";

function fakeApi(reply: (url: string, method?: string) => Response) {
  const calls: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push(`${init?.method ?? "GET"} ${url}`);
    return reply(url, init?.method);
  };
  configureUserStore({ client: createApiClient({ fetch }) });
  return calls;
}

afterEach(() => {
  resetProgressionSession();
  $user.set(null);
});

const lists = { questsDone: ["a"], questsHidden: ["b"], itemsFound: { gpu: 2 }, modulesBuilt: ["gen-1"] };

describe("resetProgression", () => {
  it("empties the browser-kept lists of a visitor without a call; quests keeps the selection", async () => {
    const calls = fakeApi(() => json({}));
    $sessionChecked.set(true);
    $guestProgress.set({ ...guestChar(), ...lists });
    expect(await resetProgression("quests")).toEqual({ ok: true });
    expect($progressionChar.get()).toMatchObject({ ...lists, questsDone: [] });
    await resetProgression("all");
    expect($progressionChar.get()).toMatchObject({
      questsDone: [],
      questsHidden: [],
      itemsFound: {},
      modulesBuilt: [],
    });
    expect(calls).toEqual([]);
  });

  it("resets a Pro character on the server, the returned list replacing the local one", async () => {
    const calls = fakeApi((url) =>
      url.endsWith("/progression/reset/hideout") ? json({ modulesBuilt: [] }) : json({}),
    );
    $sessionChecked.set(true);
    $user.set(sampleUser({ pro: true, ...lists }));
    expect(await resetProgression("hideout")).toEqual({ ok: true });
    expect(calls).toEqual(["PUT /api/be/progression/reset/hideout"]);
    expect($progressionChar.get()).toMatchObject({ ...lists, modulesBuilt: [] });
  });

  it("reads the whole user again after resetting all, and keeps the lists when the server refuses", async () => {
    let refuse = true;
    const cleared = sampleUser({ pro: true });
    fakeApi((url) =>
      refuse
        ? json({ error: { code: "forbidden", message: "Pro status required" } }, 403)
        : url.endsWith("/users/me")
          ? json(cleared)
          : json({ questsDone: [] }),
    );
    $sessionChecked.set(true);
    $user.set(sampleUser({ pro: true, ...lists }));
    expect(await resetProgression("all")).toEqual({ ok: false, said: { message: "Pro status required" } });
    expect($progressionChar.get()).toMatchObject(lists);
    refuse = false;
    expect(await resetProgression("all")).toEqual({ ok: true });
    expect($progressionChar.get()).toMatchObject({ questsDone: [], questsHidden: [], modulesBuilt: [] });
  });

  it("sends a change still waiting before the reset, so that it cannot bring the old list back", async () => {
    const calls = fakeApi((url) =>
      url.endsWith("/progression/update") ? json({ questsDone: ["a", "b"] }) : json({ questsDone: [] }),
    );
    $sessionChecked.set(true);
    $user.set(sampleUser({ pro: true, ...lists }));
    setQuestDone("b", true);
    expect(await resetProgression("quests")).toEqual({ ok: true });
    expect(calls).toEqual(["POST /api/be/progression/update", "PUT /api/be/progression/reset/quests"]);
    expect($progressionChar.get()?.questsDone).toEqual([]);
  });
});
