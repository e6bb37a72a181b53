/**
 * The recognition pipeline in a Web Worker: the page posts a screenshot's pixels and the tracked
 * items; the worker answers with what it recognised. tesseract.js and its language data load from
 * this site's /ocr/ folder (scripts/astro/ocr-assets.mjs), once per worker.
 */
/// <reference lib="webworker" />

import { recognise } from "./pipeline";
import type { ScanRequest, ScanResponse } from "./scan-messages";
import { createLineReader } from "./tesseract-reader";

let reader: ReturnType<typeof createLineReader> | null = null;

self.onmessage = async (e: MessageEvent<ScanRequest>) => {
  const { image, candidates, nameChars } = e.data;
  try {
    const base = new URL("/ocr/", self.location.origin).href;
    reader ??= createLineReader({
      langPath: base.replace(/\/$/, ""),
      langs: ["eng"],
      nameChars,
      workerPath: `${base}worker.min.js`,
      corePath: base.replace(/\/$/, ""),
      cacheMethod: "write",
    });
    const started = performance.now();
    const { grid, found } = await recognise(image, (await reader).read, candidates);
    const reply: ScanResponse = {
      ok: true,
      grid,
      found: found.map((f) => ({
        frame: f.frame,
        text: f.text,
        count: f.count,
        match: f.match,
        strip: f.nameStrip,
      })),
      ms: performance.now() - started,
    };
    self.postMessage(
      reply,
      found.map((f) => f.nameStrip.data.buffer as ArrayBuffer),
    );
  } catch (err) {
    reader = null;
    const reply: ScanResponse = { ok: false, error: String(err) };
    self.postMessage(reply);
  }
};
