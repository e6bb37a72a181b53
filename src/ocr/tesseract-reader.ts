/**
 * A LineReader backed by tesseract.js: two workers, one for names (single-line mode, only the
 * characters of the items' short names, with the game client's language data) and one for counts
 * (digits, English data). The language data is local (the site's own /ocr/ files, or a folder in
 * Node), never fetched from elsewhere, and only what the client's language needs is loaded.
 */
import { createWorker, PSM } from "tesseract.js";
import { OCR_DATA, type OcrLang } from "./langs";
import type { LineReader } from "./pipeline";
import { toPgm } from "./pnm";

export type ReaderOptions = {
  /** Folder (Node) or URL path (browser) holding {lang}.traineddata.gz of OCR_DATA[lang]. */
  langPath: string;
  /** The game client's language. */
  lang: OcrLang;
  /** The characters names may contain. */
  nameChars: string;
  workerPath?: string;
  corePath?: string;
  /** Keep the language data in the browser's IndexedDB ("write"), or read it each time ("none"). */
  cacheMethod?: "write" | "none";
};

export async function createLineReader(
  o: ReaderOptions,
): Promise<{ read: LineReader; close: () => Promise<void> }> {
  const options = {
    langPath: o.langPath,
    gzip: true,
    cacheMethod: o.cacheMethod ?? "none",
    ...(o.workerPath ? { workerPath: o.workerPath } : {}),
    ...(o.corePath ? { corePath: o.corePath } : {}),
  };
  const names = await createWorker([...OCR_DATA[o.lang]], 1, options);
  await names.setParameters({
    tessedit_pageseg_mode: PSM.SINGLE_LINE,
    tessedit_char_whitelist: o.nameChars,
    preserve_interword_spaces: "1",
  });
  const counts = await createWorker(["eng"], 1, options);
  await counts.setParameters({
    tessedit_pageseg_mode: PSM.SINGLE_LINE,
    tessedit_char_whitelist: "0123456789",
  });
  const read: LineReader = async (strip, kind) => {
    const worker = kind === "name" ? names : counts;
    const { data } = await worker.recognize(toPgm(strip) as never);
    return data.text;
  };
  return { read, close: async () => void (await Promise.all([names.terminate(), counts.terminate()])) };
}
