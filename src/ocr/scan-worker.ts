/**
 * The recognition pipeline in a Web Worker: the page posts a screenshot's pixels and the tracked
 * items; the worker answers with what it recognised. tesseract.js and the language data of the
 * game client being read load from this site's /ocr/ folder (scripts/astro/ocr-assets.mjs), once
 * per worker and language, and only the language asked for.
 */
/// <reference lib="webworker" />

import type { OcrLang } from "./langs";
import { recognise } from "./pipeline";
import type { ScanRequest, ScanResponse } from "./scan-messages";
import { createLineReader } from "./tesseract-reader";

type Reader = ReturnType<typeof createLineReader>;
/** The reader of the last language asked for, with the characters it was made for. */
let current: { lang: OcrLang; nameChars: string; reader: Reader } | null = null;

self.onmessage = async (e: MessageEvent<ScanRequest>) => {
  const { image, candidates, nameChars, lang } = e.data;
  try {
    const base = new URL("/ocr/", self.location.origin).href;
    if (current && (current.lang !== lang || current.nameChars !== nameChars)) {
      void current.reader.then((r) => r.close()).catch(() => undefined);
      current = null;
    }
    current ??= {
      lang,
      nameChars,
      reader: createLineReader({
        langPath: base.replace(/\/$/, ""),
        lang,
        nameChars,
        workerPath: `${base}worker.min.js`,
        corePath: base.replace(/\/$/, ""),
        cacheMethod: "write",
      }),
    };
    const started = performance.now();
    const { grid, found } = await recognise(image, (await current.reader).read, candidates);
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
    current = null;
    const reply: ScanResponse = { ok: false, error: String(err) };
    self.postMessage(reply);
  }
};
