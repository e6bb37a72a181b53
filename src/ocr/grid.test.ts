import { describe, expect, it } from "vitest";
import { findGrid, itemFrames, labelStrips } from "./grid";
import { blank, type Raster } from "./raster";

const paint = (r: Raster, x0: number, y0: number, w: number, h: number, grey: number) => {
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++) {
      const i = (y * r.width + x) * 4;
      r.data[i] = grey;
      r.data[i + 1] = grey;
      r.data[i + 2] = grey;
    }
};

/** A dark screen with a stash grid of lighter lines, and items covering the lines inside them. */
function stash(cell: number, x: number, y: number, cols: number, rows: number): Raster {
  const r = blank(x + cols * cell + 60, y + rows * cell + 40, 20);
  // a distraction: a bright panel to the right of the stash
  paint(r, x + cols * cell + 15, 10, 30, 50, 200);
  for (let k = 0; k <= cols; k++) paint(r, x + k * cell, y, 1, rows * cell + 1, 95);
  for (let k = 0; k <= rows; k++) paint(r, x, y + k * cell, cols * cell + 1, 1, 95);
  return r;
}
const item = (
  r: Raster,
  g: { x: number; y: number; cell: number },
  col: number,
  row: number,
  cols: number,
  rows: number,
) => paint(r, g.x + col * g.cell + 1, g.y + row * g.cell + 1, cols * g.cell - 1, rows * g.cell - 1, 45);

describe("findGrid and itemFrames", () => {
  it.each([
    [30, 37, 21],
    [63, 12, 40],
    [84, 5, 9],
  ])("finds a %i px grid at %i, %i and the frames of the items on it", (cell, x, y) => {
    const r = stash(cell, x, y, 8, 5);
    const g = { x, y, cell };
    item(r, g, 2, 1, 2, 2);
    item(r, g, 5, 0, 1, 3);
    item(r, g, 7, 4, 1, 1);
    const grid = findGrid(r, cell);
    expect(grid).toEqual({ x, y, cell, cols: 8, rows: 5 });
    const frames = itemFrames(r, grid ?? { x: 0, y: 0, cell, cols: 0, rows: 0 });
    expect(frames).toHaveLength(40 - 3 - 2);
    expect(frames).toContainEqual({
      col: 2,
      row: 1,
      cols: 2,
      rows: 2,
      rect: { x: x + 2 * cell, y: y + cell, width: 2 * cell, height: 2 * cell },
    });
    expect(frames.find((f) => f.col === 5 && f.row === 0)).toMatchObject({ cols: 1, rows: 3 });
    expect(frames.find((f) => f.col === 7 && f.row === 4)).toMatchObject({ cols: 1, rows: 1 });
  });

  it("finds no grid on a plain screen", () => {
    expect(findGrid(blank(300, 200, 30), 30)).toBeNull();
  });

  it("puts the name strip at the top of a frame and the count strip at its bottom", () => {
    const strips = labelStrips(
      { col: 0, row: 0, cols: 2, rows: 1, rect: { x: 100, y: 50, width: 126, height: 63 } },
      63,
    );
    expect(strips.name).toEqual({ x: 102, y: 52, width: 122, height: 16 });
    expect(strips.count).toEqual({ x: 102, y: 50 + 63 - 16 - 2, width: 122, height: 16 });
  });
});
