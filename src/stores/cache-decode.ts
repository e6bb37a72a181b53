/**
 * Where the items cache is decoded: in a Web Worker (cache-worker.ts) when the browser has one, so
 * that checking and expanding 4,900 items does not hold the page's thread; on the page itself,
 * between slices, where there is no worker (Node, the tests) or it fails.
 */
import type { CacheItem } from "../contracts/cache";
import { decodeItemRows } from "./cache-rows";

export type DecodeRequest = { id: number; fields: string[]; columns: unknown[][] };
export type DecodeResponse =
  | { id: number; items: Record<string, CacheItem>; error?: undefined }
  | { id: number; error: string };

type Waiting = { resolve: (items: Record<string, CacheItem>) => void; reject: (err: Error) => void };

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

/** The one decoding worker, made on first use; null where none can be made. */
function decodeWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === "undefined"
        ? null
        : new Worker(new URL("./cache-worker.ts", import.meta.url), { type: "module" });
  } catch {
    worker = null;
  }
  if (!worker) return null;
  worker.onmessage = (e: MessageEvent<DecodeResponse>) => {
    const asked = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    if (e.data.error === undefined) asked?.resolve(e.data.items);
    else asked?.reject(new Error(e.data.error));
  };
  // a worker that cannot load (blocked, or its script missing) is not asked again
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    for (const asked of waiting.values()) asked.reject(new Error("cache worker failed"));
    waiting.clear();
  };
  return worker;
}

/** The items of these columns by uid, decoded in the worker, else on the page between slices. */
export async function decodeItems(
  fields: string[],
  columns: unknown[][],
  between: () => Promise<void>,
): Promise<Record<string, CacheItem>> {
  const w = decodeWorker();
  if (w) {
    const id = ++nextId;
    try {
      return await new Promise<Record<string, CacheItem>>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        w.postMessage({ id, fields, columns } satisfies DecodeRequest);
      });
    } catch (err) {
      console.warn("cache worker", err);
    }
  }
  return decodeItemRows(fields, columns, between);
}
