/**
 * Screenshot recognition accuracy and speed: synthetic stash screenshots drawn by Chromium from the
 * snapshot's real items (scripts/ocr/synthetic-stash.ts), run through the recognition pipeline in
 * Node with the local language data of the English client (npm) and the Russian one (data/ocr). Each screenshot holds tracked items and untracked
 * ones; a read counts as right when it names the tracked item that is there. Prints precision,
 * recall and F1 per condition, the precision of automatically accepted matches, count accuracy and
 * milliseconds per image.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import type { MatchCandidate } from "../../src/domain/ocr-match";
import type { OcrLang } from "../../src/ocr/langs";
import { nameCharacters, recognise } from "../../src/ocr/pipeline";
import type { Raster } from "../../src/ocr/raster";
import { createLineReader } from "../../src/ocr/tesseract-reader";
import { placeItems, renderStash, type StashItem, seeded, snapshotItems } from "../ocr/synthetic-stash";
import { BENCH_CHROMIUM } from "./browser";

const require = createRequire(import.meta.url);
// the language data in one folder, as the site serves it under /ocr/
const DATA = join(process.cwd(), ".tmp/ocr-data");
mkdirSync(DATA, { recursive: true });
copyFileSync(
  join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int/eng.traineddata.gz"),
  join(DATA, "eng.traineddata.gz"),
);
copyFileSync(join(process.cwd(), "data/ocr/rus.traineddata.gz"), join(DATA, "rus.traineddata.gz"));

type Condition = {
  name: string;
  width: number;
  height: number;
  glare?: boolean;
  jpeg?: number;
  lang?: OcrLang;
};
const ALL_CONDITIONS: Condition[] = [
  { name: "1080p 16:9 (scale 1)", width: 1920, height: 1080 },
  { name: "1440p 16:9 (scale 1.33)", width: 2560, height: 1440 },
  { name: "4K 16:9 (scale 2)", width: 3840, height: 2160 },
  { name: "21:9 1080", width: 2560, height: 1080 },
  { name: "16:10 1200", width: 1920, height: 1200 },
  { name: "1080p with glare", width: 1920, height: 1080, glare: true },
  { name: "1080p JPEG q60", width: 1920, height: 1080, jpeg: 60 },
  { name: "Russian client 1080p", width: 1920, height: 1080, lang: "rus" },
  { name: "Russian client 1440p", width: 2560, height: 1440, lang: "rus" },
];
const CONDITIONS = ALL_CONDITIONS.filter(
  (c) => !process.env.OCR_ONLY || c.name.includes(process.env.OCR_ONLY),
);
const IMAGES = Number(process.env.OCR_IMAGES ?? 2);

/** Per client language: the items whose short name is theirs alone (so the truth is one item), the
 * characters of every short name, and a reader loading only that language. */
const clients = new Map<
  OcrLang,
  Promise<{ pool: StashItem[]; reader: Awaited<ReturnType<typeof createLineReader>> }>
>();
const client = (lang: OcrLang) => {
  let c = clients.get(lang);
  if (!c) {
    const all = snapshotItems(process.cwd(), lang === "rus" ? "ru" : "en");
    const byName = new Map<string, StashItem[]>();
    for (const i of all) byName.set(i.shortName, [...(byName.get(i.shortName) ?? []), i]);
    const pool = all.filter((i) => byName.get(i.shortName)?.length === 1);
    const nameChars = nameCharacters(all.map((i) => i.shortName));
    c = createLineReader({ langPath: DATA, lang, nameChars }).then((reader) => ({ pool, reader }));
    clients.set(lang, c);
  }
  return c;
};

const decode = (buf: Buffer, isJpeg: boolean): Raster => {
  const img = isJpeg ? jpeg.decode(buf, { useTArray: true }) : PNG.sync.read(buf);
  return { width: img.width, height: img.height, data: new Uint8ClampedArray(img.data) };
};

const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM });
const page = await browser.newPage();
const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : "—");
console.log(
  `${IMAGES} images per condition, 10 × 8 stash, 20 items each (15 tracked, 5 not); the client's short names`,
);
console.log(
  "condition                  precision  recall    F1     auto-accept precision  counts   ms/image",
);
for (const [ci, c] of CONDITIONS.entries()) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let autoRight = 0;
  let autoAll = 0;
  let countsRight = 0;
  let ms = 0;
  const { pool, reader } = await client(c.lang ?? "eng");
  for (let n = 0; n < IMAGES; n++) {
    const seed = 1000 * ci + n + 1;
    const random = seeded(seed);
    const placed = placeItems(pool, 10, 8, 20, random);
    const tracked = placed.slice(0, 15);
    // other tracked items, none of them in this screenshot
    const here = new Set(placed.map((p) => p.uid));
    const distractors = Array.from(
      { length: 60 },
      () => pool[Math.floor(random() * pool.length)] as StashItem,
    );
    const others = distractors.filter((i) => !here.has(i.uid));
    const candidates: MatchCandidate[] = [...tracked, ...others].map((i) => ({
      uid: i.uid,
      names: [i.shortName],
      width: i.width,
      height: i.height,
    }));
    const buf = await renderStash(
      page,
      { width: c.width, height: c.height, cols: 10, rows: 8, placed, glare: !!c.glare },
      seed,
      c.jpeg,
    );
    const image = decode(buf, !!c.jpeg);
    const t0 = performance.now();
    const { found } = await recognise(image, reader.read, candidates);
    ms += performance.now() - t0;
    const trackedUids = new Set(tracked.map((t) => t.uid));
    const hit = new Set<string>();
    for (const r of found) {
      if (!r.match) continue;
      const truth = placed.find((p) => p.col === r.frame.col && p.row === r.frame.row);
      const right = !!truth && trackedUids.has(truth.uid) && truth.uid === r.match.uid;
      if (right) {
        tp++;
        hit.add(r.match.uid);
        if (r.count === truth.count) countsRight++;
      } else {
        fp++;
        if (process.env.OCR_DEBUG)
          console.log(
            `  wrong: read "${r.text}" → ${candidates.find((x) => x.uid === r.match?.uid)?.names[0]} (${r.match.score.toFixed(2)}${r.match.auto ? ", auto" : ""}); there: ${truth?.shortName ?? "nothing"}${truth && trackedUids.has(truth.uid) ? "" : " (untracked)"}`,
          );
      }
      if (r.match.auto) {
        autoAll++;
        if (right) autoRight++;
      }
    }
    const missed = tracked.filter((t) => !hit.has(t.uid));
    fn += missed.length;
    if (process.env.OCR_DEBUG)
      for (const m of missed) {
        const r = found.find((f) => f.frame.col === m.col && f.frame.row === m.row);
        console.log(
          `  missed: ${m.shortName} ${m.width}×${m.height}; read "${r?.text ?? "(no frame)"}" ${r ? `${r.frame.cols}×${r.frame.rows}` : ""}`,
        );
      }
  }
  const precision = tp / (tp + fp);
  const recall = tp / (tp + fn);
  const f1 = (2 * precision * recall) / (precision + recall);
  console.log(
    `${c.name.padEnd(26)} ${pct(precision).padStart(8)} ${pct(recall).padStart(8)} ${pct(f1).padStart(7)}  ${pct(autoRight / autoAll).padStart(10)} (${autoAll} auto)   ${pct(countsRight / tp).padStart(7)} ${(ms / IMAGES).toFixed(0).padStart(8)}`,
  );
}
for (const c of clients.values()) await (await c).reader.close();
await browser.close();
