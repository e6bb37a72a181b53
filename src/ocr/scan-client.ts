/**
 * The page's side of screenshot recognition: decodes an image file to pixels, keeps one worker,
 * loads item sizes once (/ocr/item-sizes.json) and, for the Russian client, its short names once
 * (/ocr/short-names-rus.json), and asks the worker to recognise the tracked items.
 */
import type { MatchCandidate } from "../domain/ocr-match";
import type { OcrLang } from "./langs";
import { nameCharacters } from "./pipeline";
import type { Raster } from "./raster";
import type { ScanRequest, ScanResponse, ScanResult } from "./scan-messages";

let worker: Worker | null = null;
let sizes: Promise<Record<string, [number, number]>> | null = null;
let russianNames: Promise<Record<string, string>> | null = null;

/**
 * The short names the game client shows, by uid, for the clients whose names are not the items'
 * own (English) ones: the Russian client's, from the build; an item it lacks shows its English one.
 */
export function clientShortNames(lang: OcrLang): Promise<Record<string, string>> {
  if (lang === "eng") return Promise.resolve({});
  russianNames ??= fetch("/ocr/short-names-rus.json").then(
    (r) => (r.ok ? (r.json() as Promise<Record<string, string>>) : {}),
    () => ({}),
  );
  return russianNames;
}

/** Item sizes in cells by uid; an item it lacks fits any frame. */
export function itemSizes(): Promise<Record<string, [number, number]>> {
  sizes ??= fetch("/ocr/item-sizes.json").then(
    (r) => (r.ok ? (r.json() as Promise<Record<string, [number, number]>>) : {}),
    () => ({}),
  );
  return sizes;
}

/** The pixels of an image file (PNG, JPEG, WebP…), decoded by the browser. */
export async function decodeImage(file: Blob): Promise<Raster> {
  const bitmap = await createImageBitmap(file);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2D canvas");
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return { width: data.width, height: data.height, data: data.data };
}

/**
 * Recognises the candidates in a screenshot of the game client in `lang`, in the worker;
 * `allNames` are every item's names as that client shows them.
 */
export function scanScreenshot(
  image: Raster,
  candidates: MatchCandidate[],
  allNames: Iterable<string>,
  lang: OcrLang,
): Promise<ScanResult> {
  const nameChars = nameCharacters(allNames);
  worker ??= new Worker(new URL("./scan-worker.ts", import.meta.url), { type: "module" });
  const w = worker;
  return new Promise((resolve, reject) => {
    w.onmessage = (e: MessageEvent<ScanResponse>) =>
      e.data.ok ? resolve(e.data) : reject(new Error(e.data.error));
    w.onerror = (e) => reject(new Error(e.message));
    const request: ScanRequest = { image, candidates, nameChars, lang };
    w.postMessage(request, [image.data.buffer as ArrayBuffer]);
  });
}
