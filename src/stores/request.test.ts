import { describe, expect, it } from "vitest";
import { requestStore } from "./request";

/** A fetch whose answers the test gives by hand, one pending promise per call. */
function manual<R>() {
  const calls: {
    query: string;
    signal: AbortSignal;
    resolve: (r: R) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const fetch = (query: string, signal: AbortSignal) =>
    new Promise<R>((resolve, reject) => {
      calls.push({ query, signal, resolve, reject });
    });
  return { calls, fetch };
}

describe("requestStore", () => {
  it("a success after a failure clears the failure", async () => {
    const { calls, fetch } = manual<string[]>();
    const store = requestStore(fetch);
    const first = store.load("a");
    calls[0]?.reject(new Error("503"));
    await first;
    expect(store.$state.get()).toEqual({ data: null, loading: false, failed: true });
    const second = store.load("b");
    expect(store.$state.get().loading).toBe(true);
    calls[1]?.resolve(["ok"]);
    await second;
    expect(store.$state.get()).toEqual({ data: ["ok"], loading: false, failed: false });
  });

  it("a newer request aborts the older one, whose late answer or failure changes nothing", async () => {
    const { calls, fetch } = manual<string>();
    const store = requestStore(fetch);
    const older = store.load("old");
    const newer = store.load("new");
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.resolve("new answer");
    await newer;
    calls[0]?.resolve("old answer");
    await older;
    expect(store.$state.get()).toEqual({ data: "new answer", loading: false, failed: false });
    const third = store.load("x");
    const fourth = store.load("y");
    calls[2]?.reject(new Error("aborted"));
    await third;
    expect(store.$state.get()).toMatchObject({ failed: false, loading: true });
    calls[3]?.resolve("y answer");
    await fourth;
    expect(store.$state.get()).toEqual({ data: "y answer", loading: false, failed: false });
  });

  it("abort stops the request on its way and keeps the last answer", async () => {
    const { calls, fetch } = manual<string>();
    const store = requestStore(fetch);
    const first = store.load("a");
    calls[0]?.resolve("a answer");
    await first;
    const second = store.load("b");
    store.abort();
    expect(calls[1]?.signal.aborted).toBe(true);
    calls[1]?.reject(new Error("aborted"));
    await second;
    expect(store.$state.get()).toEqual({ data: "a answer", loading: false, failed: false });
  });
});
