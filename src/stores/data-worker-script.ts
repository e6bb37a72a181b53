/**
 * The data worker: the page posts what it asks (data-worker.ts); the worker fetches and checks
 * it off the page's thread and answers (data-worker-answer.ts).
 */
/// <reference lib="webworker" />

import { api } from "./api";
import type { WorkerAsk } from "./data-worker";
import { createAnswerer } from "./data-worker-answer";

const answer = createAnswerer(api, (message) => self.postMessage(message));

self.onmessage = (e: MessageEvent<WorkerAsk>) => {
  void answer(e.data);
};
