import { type MapStore, map } from "nanostores";

/** What a request store holds: the last answer, whether a request is on its way, whether the last one failed. */
export type RequestState<R> = { data: R | null; loading: boolean; failed: boolean };

export type RequestStore<Q, R> = {
  $state: MapStore<RequestState<R>>;
  /** Asks again: an earlier request still on its way is aborted and its answer dropped. */
  load(query: Q): Promise<void>;
  /** Aborts the request on its way (a component that goes away). */
  abort(): void;
};

/**
 * One feature's request, owned by a store: a newer request aborts the older one, a success clears
 * an earlier failure, and an aborted request changes nothing. Components read $state and call load.
 * @example const search = requestStore((q: Query, signal) => api.call(ep, { query: q }, { signal }));
 */
export function requestStore<Q, R>(fetch: (query: Q, signal: AbortSignal) => Promise<R>): RequestStore<Q, R> {
  const $state = map<RequestState<R>>({ data: null, loading: false, failed: false });
  let current: AbortController | null = null;
  return {
    $state,
    async load(query) {
      current?.abort();
      const mine = new AbortController();
      current = mine;
      $state.setKey("loading", true);
      try {
        const data = await fetch(query, mine.signal);
        if (current === mine) $state.set({ data, loading: false, failed: false });
      } catch {
        if (current === mine && !mine.signal.aborted)
          $state.set({ ...$state.get(), loading: false, failed: true });
      } finally {
        if (current === mine) current = null;
      }
    },
    abort() {
      current?.abort();
      current = null;
      $state.setKey("loading", false);
    },
  };
}
