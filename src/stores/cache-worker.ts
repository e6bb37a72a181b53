/**
 * The items cache decoded in a Web Worker: the page posts the columns of GET /cache (or of the
 * list kept in storage) and the worker answers the items by uid (cache-decode.ts asks).
 */
/// <reference lib="webworker" />

import type { DecodeRequest, DecodeResponse } from "./cache-decode";
import { decodeItemRows } from "./cache-rows";

const noPause = () => Promise.resolve();

self.onmessage = async (e: MessageEvent<DecodeRequest>) => {
  const { id, fields, columns } = e.data;
  let answer: DecodeResponse;
  try {
    answer = { id, items: await decodeItemRows(fields, columns, noPause) };
  } catch (err) {
    answer = { id, error: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(answer);
};
