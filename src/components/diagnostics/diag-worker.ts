/**
 * The /test page's tiny Web Worker: answers each message with the same value, so the page knows
 * a worker script of this site starts and talks back (as screenshot recognition needs).
 */
/// <reference lib="webworker" />

self.onmessage = (e: MessageEvent<unknown>) => {
  self.postMessage({ echo: e.data });
};
