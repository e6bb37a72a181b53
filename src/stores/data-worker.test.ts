import { afterEach, describe, expect, it, vi } from "vitest";
import { blankQuest } from "../../tests/fixtures/blank-quest";
import type { Ask, WorkerAnswer, WorkerAsk } from "./data-worker";
import { indexQuests } from "./quest-index";

/** A stand-in Worker: records what the page posts; the test answers. */
class FakeWorker {
  static made: FakeWorker[] = [];
  posted: WorkerAsk[] = [];
  onmessage: ((e: { data: WorkerAnswer }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(ask: WorkerAsk) {
    this.posted.push(ask);
  }
  terminate() {}
  answer(data: WorkerAnswer) {
    this.onmessage?.({ data });
  }
}

/** The page's one state, which every copy of the module shares (data-worker.ts). */
const SLOT = Symbol.for("tarkov-companion.data-worker");

/** Another copy of the module, as a second bundle of the page would have. */
async function anotherCopy() {
  vi.resetModules();
  return import("./data-worker");
}

/** A fresh page: no worker, nothing asked, the fake in place of Worker. */
async function fresh() {
  FakeWorker.made = [];
  delete (globalThis as { [SLOT]?: unknown })[SLOT];
  vi.stubGlobal("Worker", FakeWorker);
  return anotherCopy();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const cacheAsk = (lang: "en" | "ru" = "en"): Ask & { kind: "cache" } => ({
  kind: "cache",
  req: { mode: "pvp", lang, wantItems: true, wantQuests: false, stored: { items: null, quests: null } },
});

describe("askKey", () => {
  it("names what is asked: the calculators' data by mode, the cache by mode, language and lists", async () => {
    const { askKey } = await fresh();
    expect(askKey({ kind: "calc", query: { mode: "pve" } })).toBe("calc:pve");
    expect(askKey(cacheAsk("ru"))).toBe("cache:pvp:ru:true:false");
    // the calculators' items alone are another answer than all the items
    expect(askKey({ ...cacheAsk("en"), itemsFor: "calc" })).toBe("cache:pvp:en:true:false:calc");
  });
});

describe("ask and askEarly", () => {
  it("shares the worker and the early answers between copies of the module (the early script is a bundle of its own)", async () => {
    const early = await fresh();
    early.askEarly(cacheAsk());
    const island = await anotherCopy();
    expect(island.ask).not.toBe(early.ask);
    const got = island.ask(cacheAsk());
    expect(FakeWorker.made).toHaveLength(1);
    const worker = FakeWorker.made[0];
    expect(worker?.posted).toHaveLength(1);
    worker?.answer({ id: worker.posted[0]?.id ?? 0, data: { items: null } });
    expect(await got).toEqual({ data: { items: null }, items: {} });
    // a later ask of the island's own goes to the same worker
    const later = island.ask({ kind: "calc", query: { mode: "pvp" } });
    expect(FakeWorker.made).toHaveLength(1);
    expect(worker?.posted).toHaveLength(2);
    // the worker, made by the early copy, fails: the island's ask is null (it does the work itself)
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    worker?.onerror?.();
    expect(await later).toBeNull();
    warn.mockRestore();
  });

  it("gives an island's ask the answer of the same ask posted early, posted once", async () => {
    const { ask, askEarly } = await fresh();
    askEarly(cacheAsk());
    askEarly(cacheAsk()); // asked twice early: posted once
    const worker = FakeWorker.made[0];
    expect(worker?.posted).toHaveLength(1);
    const id = worker?.posted[0]?.id ?? 0;
    worker?.answer({ id, part: JSON.stringify({ a: { uid: "a" } }) });
    worker?.answer({ id, data: { items: { hash: "h" } } });
    const got = await ask(cacheAsk());
    expect(got).toEqual({ data: { items: { hash: "h" } }, items: { a: { uid: "a" } } });
    expect(worker?.posted).toHaveLength(1);
  });

  it("posts anew what was not asked early, or was asked early and already taken", async () => {
    const { ask, askEarly } = await fresh();
    askEarly(cacheAsk());
    const worker = FakeWorker.made[0];
    const first = ask(cacheAsk());
    const other = ask(cacheAsk("ru"));
    const again = ask(cacheAsk());
    expect(worker?.posted.map((p) => p.id)).toEqual([1, 2, 3]);
    for (const p of worker?.posted ?? []) worker?.answer({ id: p.id, data: p.id });
    expect((await first)?.data).toBe(1);
    expect((await other)?.data).toBe(2);
    expect((await again)?.data).toBe(3);
  });

  it("parses an answer sent as JSON text (the calculators' data) and one sent cloned (the cache's)", async () => {
    const { ask } = await fresh();
    const calc = ask({ kind: "calc", query: { mode: "pvp" } });
    const cache = ask(cacheAsk());
    const worker = FakeWorker.made[0];
    worker?.answer({ id: 1, text: JSON.stringify({ crafts: [{ uid: "c1" }] }) });
    worker?.answer({ id: 2, data: { quests: { hash: "q" } } });
    expect((await calc)?.data).toEqual({ crafts: [{ uid: "c1" }] });
    expect((await cache)?.data).toEqual({ quests: { hash: "q" } });
  });

  it("indexes the quests sent as JSON text by uid and by every game id, as the cache's load does", async () => {
    const { ask } = await fresh();
    const cache = ask(cacheAsk());
    const quests = [
      blankQuest("q1", { bsgId: "b1", bsgIds: ["b1", "b1-old"] }),
      blankQuest("q2", { bsgId: null, bsgIds: ["b2"] }),
    ];
    FakeWorker.made[0]?.answer({
      id: 1,
      data: { quests: { hash: "q", byUid: {}, byBsgId: {}, store: null } },
      quests: JSON.stringify(quests),
    });
    const { byUid, byBsgId } = indexQuests(quests);
    const got = (await cache)?.data as { quests: { hash: string; byUid: unknown; byBsgId: unknown } };
    expect(got.quests).toEqual({ hash: "q", byUid, byBsgId, store: null });
    expect(Object.keys(byBsgId).sort()).toEqual(["b1", "b1-old", "b2"]);
  });

  it("passes a failed request's error to the island that asks, and a failed worker as null", async () => {
    const { ask, askEarly } = await fresh();
    askEarly({ kind: "calc", query: { mode: "pvp" } });
    const worker = FakeWorker.made[0];
    worker?.answer({ id: 1, error: "Server error" });
    await expect(ask({ kind: "calc", query: { mode: "pvp" } })).rejects.toThrow("Server error");
    const pending = ask({ kind: "calc", query: { mode: "pve" } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    worker?.onerror?.();
    expect(await pending).toBeNull();
    warn.mockRestore();
    // no worker any more: null at once, and the page does the work itself
    expect(await ask(cacheAsk())).toBeNull();
  });

  it("answers null where no worker can be made", async () => {
    delete (globalThis as { [SLOT]?: unknown })[SLOT];
    vi.stubGlobal("Worker", undefined);
    const { ask } = await anotherCopy();
    expect(await ask(cacheAsk())).toBeNull();
  });
});
