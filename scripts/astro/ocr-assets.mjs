// @ts-check
/**
 * Astro integration: after the build, puts what screenshot recognition loads in the browser under
 * dist/ocr/, so nothing is fetched from another site: tesseract.js's worker script, its
 * LSTM-only WebAssembly cores (plain, SIMD and relaxed SIMD; the worker picks one), the English
 * client's language data from npm and the Russian client's from data/ocr (see its README), item
 * sizes in cells from the snapshot (uid → [width, height]) and the Russian client's short names
 * (uid → short name, where the data has a Russian one that differs from the English one).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

const require = createRequire(import.meta.url);
const CORES = [
  "tesseract-core-lstm.wasm.js",
  "tesseract-core-simd-lstm.wasm.js",
  "tesseract-core-relaxedsimd-lstm.wasm.js",
];

/** The snapshot's item sizes in cells and Russian short names. @param {string} root */
function itemFacts(root) {
  const file = JSON.parse(gunzipSync(readFileSync(join(root, "data/snapshot/items.json.gz"))).toString());
  const [uid, width, height, short, l10n] = ["uid", "width", "height", "shortName", "shortNameL10n"].map(
    (c) => file.columns.indexOf(c),
  );
  /** @type {Record<string, [number, number]>} */
  const sizes = {};
  /** @type {Record<string, string>} */
  const russian = {};
  for (const row of file.rows) {
    if (row[width] >= 1 && row[height] >= 1) sizes[row[uid]] = [row[width], row[height]];
    if (row[l10n]?.ru && row[l10n].ru !== row[short]) russian[row[uid]] = row[l10n].ru;
  }
  return { sizes, russian };
}

export const ocrAssets = () => ({
  name: "ocr-assets",
  hooks: {
    /** @param {{ dir: URL }} options */
    "astro:build:done": ({ dir }) => {
      const out = join(fileURLToPath(dir), "ocr");
      mkdirSync(out, { recursive: true });
      copyFileSync(
        join(dirname(require.resolve("tesseract.js/package.json")), "dist/worker.min.js"),
        join(out, "worker.min.js"),
      );
      const core = dirname(require.resolve("tesseract.js-core/package.json"));
      for (const name of CORES) copyFileSync(join(core, name), join(out, name));
      const eng = dirname(require.resolve("@tesseract.js-data/eng/package.json"));
      copyFileSync(join(eng, "4.0.0_best_int/eng.traineddata.gz"), join(out, "eng.traineddata.gz"));
      copyFileSync(join(process.cwd(), "data/ocr/rus.traineddata.gz"), join(out, "rus.traineddata.gz"));
      const { sizes, russian } = itemFacts(process.cwd());
      writeFileSync(join(out, "item-sizes.json"), JSON.stringify(sizes));
      writeFileSync(join(out, "short-names-rus.json"), JSON.stringify(russian));
    },
  },
});
