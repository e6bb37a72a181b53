import { beforeEach, describe, expect, it } from "vitest";
import { blankQuest } from "../../tests/fixtures/blank-quest";
import {
  type CacheItem,
  type CacheQuest,
  type CacheResponse,
  cacheItemFields,
  cacheQuestFields,
  compactCacheItem,
} from "../contracts/cache";
import { z } from "../contracts/zod-mini";
import { encodeColumns } from "../domain/cache-columns";
import { createApiClient, type FetchLike } from "./api";
import { $cache, itemsLoading, loadCache, questsLoading, resetCache } from "./cache";
import { type KeyValueStorage, storageKeys } from "./cache-keys";
import { packStored, readStored } from "./cache-load";
import { rebuildRows } from "./cache-rows";

const item = (uid: string, over: Partial<CacheItem> = {}): CacheItem => ({
  uid,
  url: `item_${uid}`, // equal to the slugged name: sent as null, filled back by the store
  name: `Item ${uid}`,
  shortName: uid,
  category: "Barter",
  caliber: null,
  tags: [],
  width: 1,
  height: 1,
  flea: 1000,
  avg24h: 990,
  avg7d: 980,
  change24h: 1,
  change7d: 2,
  traderPrice: 500,
  trader: "prapor",
  updatedAt: 1_700_000_040_000, // a whole minute: sent in minutes, filled back in milliseconds
  ruName: null,
  ruShortName: null,
  icon: null,
  crop: null,
  ...over,
});

const quest = (uid: string, bsgId: string | null, bsgIds: string[]) => blankQuest(uid, { bsgId, bsgIds });

/** A fake server holding current rows; answers like GET /api/be/cache. */
function fakeServer(items: CacheItem[], quests: CacheQuest[], hashes = { items: "ih1", quests: "qh1" }) {
  const requests: URL[] = [];
  const fetch: FetchLike = async (input) => {
    const url = new URL(input, "http://x.test");
    requests.push(url);
    // a skipped list is answered as if the client held it (as the server does)
    const itemsFresh =
      url.searchParams.get("items") !== "skip" && url.searchParams.get("itemsHash") !== hashes.items;
    const questsFresh =
      url.searchParams.get("quests") !== "skip" && url.searchParams.get("questsHash") !== hashes.quests;
    const body: CacheResponse = {
      itemsData: {
        fields: [...cacheItemFields()],
        items: itemsFresh ? encodeColumns(cacheItemFields(), items.map(compactCacheItem)) : [],
        hash: hashes.items,
        needRefresh: itemsFresh,
      },
      questsData: {
        fields: [...cacheQuestFields()],
        quests: questsFresh ? encodeColumns(cacheQuestFields(), quests) : [],
        hash: hashes.quests,
        needRefresh: questsFresh,
      },
    };
    return new Response(JSON.stringify(body), { status: 200 });
  };
  return { api: createApiClient({ fetch }), fetch, requests, hashes };
}

/** fakeServer whose answers wait until released, by the order they were asked in. */
function heldServer(items: CacheItem[], quests: CacheQuest[]) {
  const server = fakeServer(items, quests);
  const gates: Array<() => void> = [];
  const held: Promise<void>[] = [];
  const requests: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    requests.push(String(input));
    const n = held.length;
    held.push(new Promise<void>((resolve) => gates.push(resolve)));
    await held[n];
    return server.fetch(input, init);
  };
  /** Lets answer `n` go, and waits for the decoding to have run. */
  const release = async (n: number) => {
    for (let i = 0; i < 50 && !gates[n]; i++) await new Promise((r) => setTimeout(r, 0));
    gates[n]?.();
  };
  return { api: createApiClient({ fetch }), release, requests };
}

/** A fake localStorage; `full` makes every write throw like a full quota. */
function fakeStorage(full = false) {
  const data = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (full) throw new Error("QuotaExceededError");
      data.set(k, v);
    },
  };
  return { storage, data };
}

beforeEach(() => resetCache());

describe("loadCache", () => {
  it("fetches everything the first time, rebuilds rows and indexes them", async () => {
    const server = fakeServer(
      [item("a"), item("b", { ruName: "Б" })],
      [quest("q1", "bsg1", ["bsg1", "old1"]), quest("q2", null, ["x2"])],
    );
    const { storage } = fakeStorage();
    await loadCache({ api: server.api, storage });
    const s = $cache.get();
    expect(s.status).toBe("ready");
    expect(s.items.a).toEqual(item("a"));
    expect(s.items.a?.url).toBe("item_a");
    expect(s.items.b?.ruName).toBe("Б");
    expect(s.quests.q1?.uid).toBe("q1");
    expect(s.questsByBsgId.bsg1?.uid).toBe("q1");
    expect(s.questsByBsgId.old1?.uid).toBe("q1");
    expect(s.questsByBsgId.x2?.uid).toBe("q2");
    expect(server.requests[0]?.searchParams.has("itemsHash")).toBe(false);
    expect(server.requests[0]?.searchParams.get("mode")).toBe("pvp");
  });

  it("decodes in slices, and stores the lists only after the page has its rows", async () => {
    const server = fakeServer([item("a"), item("b")], [quest("q1", "b1", [])]);
    const { storage, data } = fakeStorage();
    const seen: string[] = [];
    const between = async () => {
      seen.push(`${$cache.get().status}:${data.size}`);
    };
    await loadCache({ api: server.api, storage, between });
    // many slices while loading, nothing stored; then ready, and one slice before each write
    expect(seen.filter((x) => x === "loading:0").length).toBeGreaterThan(10);
    expect(seen.slice(-2)).toEqual(["ready:0", "ready:1"]);
    expect(data.size).toBe(2);
  });

  it("reads a list kept as plain JSON before lists were packed, and packs what it stores", async () => {
    const list = { hash: "h", fields: ["uid"], columns: [["a", "b"]] };
    expect(await readStored(JSON.stringify(list))).toEqual(list);
    const packed = await packStored(list);
    expect(packed.length).toBeLessThan(JSON.stringify(list).length + 30);
    expect(await readStored(packed)).toEqual(list);
    // a cut-off packed list is no list (fetched afresh)
    expect(await readStored(packed.slice(0, -4))).toBeNull();
    // a bigger list packs to much less than its JSON
    const big = {
      hash: "h",
      fields: ["uid"],
      columns: [Array.from({ length: 5000 }, (_, i) => `item_${i % 300}`)],
    };
    expect((await packStored(big)).length).toBeLessThan(JSON.stringify(big).length / 5);
  });

  it("keeps rows in storage by hash and sends those hashes next time; rows come from storage", async () => {
    const server = fakeServer([item("a")], [quest("q1", "b1", [])]);
    const { storage, data } = fakeStorage();
    await loadCache({ api: server.api, storage });
    const kept = data.get(storageKeys("pvp").items) ?? "";
    // kept gzipped, a byte per character
    expect(kept.startsWith("gz1:")).toBe(true);
    expect((await readStored(kept))?.hash).toBe("ih1");
    resetCache();
    await loadCache({ api: server.api, storage });
    expect(server.requests[1]?.searchParams.get("itemsHash")).toBe("ih1");
    expect(server.requests[1]?.searchParams.get("questsHash")).toBe("qh1");
    expect($cache.get().items.a).toEqual(item("a"));
    expect($cache.get().quests.q1?.bsgId).toBe("b1");
  });

  it("refetches only the list whose hash changed", async () => {
    const { storage, data } = fakeStorage();
    await loadCache({ api: fakeServer([item("a")], [quest("q1", null, [])]).api, storage });
    const questsBefore = data.get(storageKeys("pvp").quests);
    const changed = fakeServer([item("a", { flea: 2000 }), item("c")], [quest("q1", null, [])], {
      items: "ih2",
      quests: "qh1",
    });
    await loadCache({ api: changed.api, storage });
    expect($cache.get().items.a?.flea).toBe(2000);
    expect($cache.get().items.c).toBeDefined();
    expect($cache.get().itemsHash).toBe("ih2");
    expect(data.get(storageKeys("pvp").quests)).toBe(questsBefore);
  });

  it("ignores a failed storage write and still fills the store", async () => {
    const { storage, data } = fakeStorage(true);
    await loadCache({ api: fakeServer([item("a")], []).api, storage });
    expect($cache.get().status).toBe("ready");
    expect($cache.get().items.a).toBeDefined();
    expect(data.size).toBe(0);
  });

  it("ignores unreadable stored data and asks for everything", async () => {
    const { storage, data } = fakeStorage();
    data.set(storageKeys("pvp").items, "{not json");
    data.set(storageKeys("pvp").quests, JSON.stringify({ hash: 5 }));
    const server = fakeServer([item("a")], []);
    await loadCache({ api: server.api, storage });
    expect(server.requests[0]?.searchParams.has("itemsHash")).toBe(false);
    expect(server.requests[0]?.searchParams.has("questsHash")).toBe(false);
    expect($cache.get().items.a).toBeDefined();
  });

  it("stores items per game mode", async () => {
    const { storage, data } = fakeStorage();
    const server = fakeServer([item("a", { flea: 7 })], []);
    await loadCache({ api: server.api, storage, mode: "pve" });
    expect(server.requests[0]?.searchParams.get("mode")).toBe("pve");
    expect(data.has(storageKeys("pve").items)).toBe(true);
    expect(data.has(storageKeys("pvp").items)).toBe(false);
    expect($cache.get().mode).toBe("pve");
  });

  it("keeps the items' mode when the quests alone load, even in the other mode, finishing last", async () => {
    const { storage } = fakeStorage();
    const server = fakeServer([item("a", { flea: 7 })], [quest("q1", null, [])]);
    // a PvE player's calculators and the header's quest counts (quests alone, asked in PvP)
    await Promise.all([
      loadCache({ api: server.api, storage, mode: "pve", quests: false }),
      loadCache({ api: server.api, storage, mode: "pvp", items: false }),
    ]);
    expect($cache.get()).toMatchObject({ status: "ready", mode: "pve" });
    expect($cache.get().quests.q1).toBeDefined();
    await loadCache({ api: server.api, storage, mode: "pvp", items: false });
    expect($cache.get().mode).toBe("pve");
  });

  it("a quests-alone load leaves a live list ready, and comes in first without making a loading list ready", async () => {
    const { storage } = fakeStorage();
    const { api, release, requests } = heldServer([item("a")], [quest("q1", null, [])]);
    // the items of a calculator page load; the header's quest counts (quests alone) come in first
    const items = loadCache({ api, storage, quests: false });
    const quests = loadCache({ api, storage, items: false });
    expect(questsLoading()).toBe(true);
    expect(itemsLoading()).toBe(true);
    await release(1);
    await quests;
    expect($cache.get()).toMatchObject({ status: "loading", itemsHash: null });
    expect($cache.get().quests.q1).toBeDefined();
    await release(0);
    await items;
    expect($cache.get()).toMatchObject({ status: "ready", itemsHash: "ih1" });
    // later, the quests alone again (another island): the items' list stays ready throughout
    const seen: string[] = [];
    const unlisten = $cache.listen((s) => seen.push(s.status));
    const again = loadCache({ api, storage, items: false });
    await release(2);
    await again;
    unlisten();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((status) => status === "ready")).toBe(true);
    expect(requests).toHaveLength(3);
  });

  it("the quests under way are the same in both modes: a page of the other mode waits for them", async () => {
    const { api, release } = heldServer([item("a")], [quest("q1", null, [])]);
    const load = loadCache({ api, storage: fakeStorage().storage, mode: "pvp", items: false });
    expect(questsLoading()).toBe(true);
    expect(itemsLoading()).toBe(false);
    await release(0);
    await load;
    expect(questsLoading()).toBe(false);
  });

  it("drops the items of an earlier mode that come in after the mode asked last", async () => {
    const { storage } = fakeStorage();
    const { api, release } = heldServer([item("a", { flea: 7 })], []);
    // the price mode changed from PvP to PvE while the PvP items were on their way
    const pvp = loadCache({ api, storage, mode: "pvp", quests: false });
    const pve = loadCache({ api, storage, mode: "pve", quests: false });
    await release(1);
    await pve;
    expect($cache.get()).toMatchObject({ status: "loading", mode: "pve", itemsHash: "ih1" });
    await release(0);
    await pvp;
    expect($cache.get()).toMatchObject({ status: "ready", mode: "pve" });
    // and when they fail, the later mode's items stay ready
    resetCache();
    // the PvP ask fails after the PvE one has answered (by mode, not by the order the asks are made)
    const flaky = createApiClient({
      fetch: async (input, init) => {
        const pvp = new URL(String(input), "http://x").searchParams.get("mode") === "pvp";
        await new Promise((r) => setTimeout(r, pvp ? 30 : 0));
        return pvp ? new Response("", { status: 503 }) : fakeServer([item("b")], []).fetch(input, init);
      },
    });
    const fresh = fakeStorage().storage;
    const stale = loadCache({ api: flaky, storage: fresh, mode: "pvp", quests: false });
    await loadCache({ api: flaky, storage: fresh, mode: "pve", quests: false });
    await stale;
    expect($cache.get()).toMatchObject({ status: "ready", mode: "pve", error: null });
    expect($cache.get().items.b).toBeDefined();
  });

  it("is ready when an earlier mode's load ends while the current one is storing its items", async () => {
    for (const earlier of ["fails", "answers"] as const) {
      resetCache();
      const released = (() => {
        let release = () => {};
        const held = new Promise<void>((r) => {
          release = r;
        });
        return { held, release };
      })();
      const stored = (() => {
        let reached = () => {};
        const storing = new Promise<void>((r) => {
          reached = r;
        });
        let resume = () => {};
        const resumed = new Promise<void>((r) => {
          resume = r;
        });
        return { storing, reached, resumed, resume };
      })();
      const client = createApiClient({
        fetch: async (input, init) => {
          if (new URL(String(input), "http://x").searchParams.get("mode") !== "pvp")
            return fakeServer([item("b")], []).fetch(input, init);
          await released.held;
          return earlier === "fails"
            ? new Response("", { status: 503 })
            : fakeServer([item("a")], []).fetch(input, init);
        },
      });
      const { storage } = fakeStorage();
      const stale = loadCache({ api: client, storage, mode: "pvp", quests: false });
      // the PvE items are in the store; their text waits to be kept while the PvP load ends
      const between = async () => {
        if (!$cache.get().items.b) return;
        stored.reached();
        await stored.resumed;
      };
      const current = loadCache({ api: client, storage, mode: "pve", quests: false, between });
      await stored.storing;
      released.release();
      await stale;
      stored.resume();
      await current;
      expect($cache.get(), earlier).toMatchObject({ status: "ready", mode: "pve", error: null });
      expect(Object.keys($cache.get().items), earlier).toEqual(["b"]);
    }
  });

  it("shares one request between concurrent loads", async () => {
    const server = fakeServer([item("a")], []);
    const { storage } = fakeStorage();
    await Promise.all([loadCache({ api: server.api, storage }), loadCache({ api: server.api, storage })]);
    expect(server.requests).toHaveLength(1);
  });

  it("records an error state when the request fails", async () => {
    const fetch: FetchLike = async () =>
      new Response("", { status: 500, statusText: "Internal Server Error" });
    await loadCache({ api: createApiClient({ fetch }), storage: fakeStorage().storage });
    expect($cache.get().status).toBe("error");
    expect($cache.get().error).toContain("500 Internal Server Error");
  });

  it("a quests-alone load that fails leaves the items ready; without items it is the page's error, as a failed items load stays", async () => {
    const { storage } = fakeStorage();
    await loadCache({ api: fakeServer([item("a")], []).api, storage, quests: false });
    const failing = createApiClient({ fetch: async () => new Response("", { status: 503 }) });
    await loadCache({ api: failing, storage, items: false });
    expect($cache.get()).toMatchObject({ status: "ready", itemsHash: "ih1" });
    expect($cache.get().error).toContain("503");
    resetCache();
    await loadCache({ api: failing, storage, items: false });
    expect($cache.get().status).toBe("error");
    // the items failing is the page's error: the quests alone coming in after it leave it standing
    resetCache();
    await loadCache({ api: failing, storage, quests: false });
    await loadCache({ api: fakeServer([], [quest("q1", null, [])]).api, storage, items: false });
    expect($cache.get()).toMatchObject({ status: "error", itemsHash: null });
    expect($cache.get().error).toContain("503");
    expect($cache.get().quests.q1).toBeDefined();
    await loadCache({ api: fakeServer([item("a")], []).api, storage, quests: false });
    expect($cache.get()).toMatchObject({ status: "ready", itemsHash: "ih1", error: null });
  });

  it("skips rows that do not match the contract", async () => {
    const server = fakeServer([item("a"), { ...item("bad"), width: "x" as unknown as number }], []);
    await loadCache({ api: server.api, storage: fakeStorage().storage });
    expect(Object.keys($cache.get().items)).toEqual(["a"]);
  });

  it("loads only the items for a page without quests, keeping quests loaded before, and the other way round", async () => {
    const { storage, data } = fakeStorage();
    const server = fakeServer([item("a")], [quest("q1", null, [])]);
    await loadCache({ api: server.api, storage, quests: false });
    expect(server.requests[0]?.searchParams.get("quests")).toBe("skip");
    expect(server.requests[0]?.searchParams.has("questsHash")).toBe(false);
    expect($cache.get()).toMatchObject({ status: "ready", questsHash: null, quests: {} });
    expect($cache.get().items.a).toBeDefined();
    expect(data.has(storageKeys("pvp").quests)).toBe(false);
    // then the quests alone (progression on the same page): the items stay
    await loadCache({ api: server.api, storage, items: false });
    expect(server.requests[1]?.searchParams.get("items")).toBe("skip");
    expect($cache.get().items.a).toBeDefined();
    expect($cache.get().quests.q1).toBeDefined();
    expect($cache.get().questsHash).toBe("qh1");
    // an items-only reload does not drop the quests
    await loadCache({ api: server.api, storage, quests: false });
    expect($cache.get().quests.q1).toBeDefined();
  });
});

describe("rebuildRows", () => {
  const schema = z.object({ uid: z.string(), price: z.nullable(z.number()), tags: z.array(z.string()) });

  it("rebuilds every row when each column matches, whatever the field order, ignoring unknown fields", async () => {
    const rows = await rebuildRows(
      ["tags", "extra", "uid", "price"],
      [
        [["x"], []],
        [1, 2],
        ["a", "b"],
        [5, null],
      ],
      schema,
    );
    expect(rows).toEqual([
      { uid: "a", price: 5, tags: ["x"] },
      { uid: "b", price: null, tags: [] },
    ]);
  });

  it("fills a field the server did not send, or sent as an empty column, with null", async () => {
    expect(await rebuildRows(["uid", "tags"], [["a"], [[]]], schema)).toEqual([
      { uid: "a", price: null, tags: [] },
    ]);
    expect(await rebuildRows(["uid", "price", "tags"], [["a"], [], [[]]], schema)).toEqual([
      { uid: "a", price: null, tags: [] },
    ]);
  });

  it("keeps the rows that match when a column does not", async () => {
    const rows = await rebuildRows(
      ["uid", "price", "tags"],
      [
        ["a", "b", "c"],
        [1, "x", 3],
        [[], [], []],
      ],
      schema,
    );
    expect(rows.map((r) => r.uid)).toEqual(["a", "c"]);
    // a non-nullable field left out: no row matches
    expect(await rebuildRows(["price", "tags"], [[1], [[]]], schema)).toEqual([]);
  });

  it("ends the task after each column it checks", async () => {
    let yields = 0;
    const between = async () => {
      yields++;
    };
    await rebuildRows(["uid", "price", "tags"], [["a"], [1], [[]]], schema, between);
    expect(yields).toBe(3);
  });
});

describe("the page's language", () => {
  it("a Russian page asks for the Russian names and keeps its lists apart from the English page's", async () => {
    const server = fakeServer([item("a", { ruName: "а" })], [quest("q1", "b1", [])]);
    const { storage, data } = fakeStorage();
    await loadCache({ api: server.api, storage, lang: "ru" });
    expect(server.requests[0]?.searchParams.get("lang")).toBe("ru");
    expect(data.has(storageKeys("pvp", "ru").items)).toBe(true);
    expect(data.has(storageKeys("pvp").items)).toBe(false);
    // an English page sends no lang (the server's default) and stores under its own key
    resetCache();
    await loadCache({ api: server.api, storage });
    expect(server.requests[1]?.searchParams.has("lang")).toBe(false);
    expect(server.requests[1]?.searchParams.has("itemsHash")).toBe(false);
    expect(data.has(storageKeys("pvp").items)).toBe(true);
  });
});
