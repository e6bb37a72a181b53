import { describe, expect, it } from "vitest";
import type { MatchCandidate } from "../domain/ocr-match";
import { type LineReader, nameCharacters, recognise } from "./pipeline";
import { blank, type Raster } from "./raster";

const paint = (r: Raster, x0: number, y0: number, w: number, h: number, grey: number) => {
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++) r.data.set([grey, grey, grey, 255], (y * r.width + x) * 4);
};

/** A 1080p screen with a 6 × 4 stash of 63 px cells at 100, 100, and items with light label marks. */
function screen(items: { col: number; row: number; w: number; h: number; count: boolean }[]): Raster {
  const r = blank(1920, 1080, 12);
  const [x0, y0, cell] = [100, 100, 63];
  for (let k = 0; k <= 6; k++) paint(r, x0 + k * cell, y0, 1, 4 * cell + 1, 90);
  for (let k = 0; k <= 4; k++) paint(r, x0, y0 + k * cell, 6 * cell + 1, 1, 90);
  for (const i of items) {
    const [x, y, w, h] = [x0 + i.col * cell + 1, y0 + i.row * cell + 1, i.w * cell - 1, i.h * cell - 1];
    paint(r, x, y, w, h, 40);
    // label marks: a light bar where the name (top right) and the count (bottom right) are drawn
    paint(r, x + w - 30, y + 4, 26, 8, 215);
    if (i.count) paint(r, x + w - 16, y + h - 12, 12, 8, 215);
  }
  return r;
}

const tracked: MatchCandidate[] = [
  { uid: "gpu", names: ["GPU"], width: 2, height: 1 },
  { uid: "ledx", names: ["LEDX"], width: 1, height: 1 },
  { uid: "salewa", names: ["Salewa"], width: 1, height: 2 },
];

describe("recognise", () => {
  it("reads each item frame's name and count, matches tracked items that fit, and skips empty cells", async () => {
    const image = screen([
      { col: 0, row: 0, w: 2, h: 1, count: false },
      { col: 3, row: 0, w: 1, h: 1, count: true },
      { col: 5, row: 1, w: 1, h: 2, count: false },
      { col: 1, row: 3, w: 1, h: 1, count: false },
    ]);
    const names = ["GPU", "LEDX", "5alewa", "Bolts"];
    const reads: string[] = [];
    const read: LineReader = async (strip, kind) => {
      reads.push(`${kind} ${strip.height}`);
      return kind === "name" ? (names.shift() ?? "") : "12";
    };
    const { grid, found } = await recognise(image, read, tracked);
    expect(grid).toEqual({ x: 100, y: 100, cell: 63, cols: 6, rows: 4 });
    expect(found.map((f) => [f.frame.col, f.frame.row, f.frame.cols, f.frame.rows])).toEqual([
      [0, 0, 2, 1],
      [3, 0, 1, 1],
      [5, 1, 1, 2],
      [1, 3, 1, 1],
    ]);
    expect(found.map((f) => [f.match?.uid ?? null, f.match?.auto ?? null, f.count])).toEqual([
      ["gpu", true, 1],
      ["ledx", true, 12],
      ["salewa", false, 1],
      [null, null, 1],
    ]);
    // strips are scaled to the reading height; only the one count strip with marks was read
    expect(reads).toEqual(["name 48", "name 48", "count 48", "name 48", "name 48"]);
  });

  it("does not propose an item whose size does not fit the frame", async () => {
    const image = screen([{ col: 0, row: 0, w: 1, h: 1, count: false }]);
    const { found } = await recognise(image, async () => "GPU", tracked);
    expect(found[0]?.match?.uid).not.toBe("gpu");
  });

  it("finds nothing on a screen without a stash", async () => {
    expect(await recognise(blank(1920, 1080, 20), async () => "GPU", tracked)).toEqual({
      grid: null,
      found: [],
    });
  });
});

describe("nameCharacters", () => {
  it("lists each character of the names once, in the order first met", () => {
    expect(nameCharacters(["M4A1", "MP9", "Бинт"])).toBe("M4A1P9Бинт");
    expect(nameCharacters([])).toBe("");
  });
});
