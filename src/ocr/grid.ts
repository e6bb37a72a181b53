/**
 * Finding the stash grid and the item frames in it. Grid lines are thin lines lighter than the
 * cells beside them, repeated every cell; an item covers the lines inside it, so cells with no line
 * between them belong to one item.
 */
import { lumaAt, type Raster, type Rect } from "./raster";

export type Grid = { x: number; y: number; cell: number; cols: number; rows: number };
export type Frame = { col: number; row: number; cols: number; rows: number; rect: Rect };

/** How much a one-pixel line at (x, y) stands out from the pixels two either side of it. */
function ridge(r: Raster, x: number, y: number, vertical: boolean): number {
  const here = lumaAt(r, x, y);
  const [a, b] = vertical
    ? [lumaAt(r, Math.max(0, x - 2), y), lumaAt(r, Math.min(r.width - 1, x + 2), y)]
    : [lumaAt(r, x, Math.max(0, y - 2)), lumaAt(r, x, Math.min(r.height - 1, y + 2))];
  return Math.max(0, here - Math.max(a, b));
}

/** The mean ridge strength of each column (vertical) or row, over the whole raster. */
function profile(r: Raster, vertical: boolean): Float64Array {
  const n = vertical ? r.width : r.height;
  const m = vertical ? r.height : r.width;
  const out = new Float64Array(n);
  const step = Math.max(1, Math.floor(m / 400));
  for (let i = 0; i < n; i++) {
    let sum = 0;
    let count = 0;
    for (let j = 0; j < m; j += step) {
      sum += vertical ? ridge(r, i, j, true) : ridge(r, j, i, false);
      count++;
    }
    out[i] = sum / count;
  }
  return out;
}

/**
 * The line strength at a position, or a little less from a pixel beside it (lines of a scaled
 * interface may fall a pixel off), so the exact phase wins a tie.
 */
const near = (p: Float64Array, at: number) => {
  const i = Math.round(at);
  return Math.max(p[i] ?? 0, 0.9 * (p[i - 1] ?? 0), 0.9 * (p[i + 1] ?? 0));
};

/** The phase and the longest run of strong, evenly spaced lines along one axis. */
function axis(p: Float64Array, cell: number): { start: number; count: number } | null {
  let best: { start: number; count: number; score: number } | null = null;
  for (let phase = 0; phase < cell; phase++) {
    const lines: number[] = [];
    for (let at = phase; at < p.length; at += cell) lines.push(near(p, at));
    // a line counts when it is at least a third as strong as the typical line that shows at all
    const shown = lines.filter((v) => v > 2).sort((a, b) => a - b);
    const threshold = (shown[Math.floor(shown.length / 2)] ?? 0) * 0.35;
    let runStart = 0;
    for (let k = 0; k <= lines.length; k++) {
      if (k < lines.length && (lines[k] ?? 0) > threshold && threshold > 0) continue;
      const count = k - runStart - 1;
      if (count >= 1) {
        let score = 0;
        for (let q = runStart; q < k; q++) score += lines[q] ?? 0;
        if (!best || score > best.score) best = { start: phase + runStart * cell, count, score };
      }
      runStart = k + 1;
    }
  }
  return best ? { start: best.start, count: best.count } : null;
}

/** The stash grid of a screenshot with cells of a known size, or null when none stands out. */
export function findGrid(r: Raster, cell: number): Grid | null {
  const across = axis(profile(r, true), cell);
  const down = axis(profile(r, false), cell);
  if (!across || !down) return null;
  return { x: across.start, y: down.start, cell, cols: across.count, rows: down.count };
}

const chromaAt = (r: Raster, x: number, y: number) => {
  const i = (y * r.width + x) * 4;
  const red = r.data[i] ?? 0;
  const green = r.data[i + 1] ?? 0;
  const blue = r.data[i + 2] ?? 0;
  return Math.max(red, green, blue) - Math.min(red, green, blue);
};

/**
 * How much of the line between two cells is drawn: the share of its length (without its ends,
 * where lines cross) where one of the three pixels across it is a grey (unsaturated) line at least
 * a little brighter than the darker of the pixels three away on either side. Grid lines and item
 * borders are grey lines along the whole cell; an item's picture rarely draws one along it.
 */
export function lineBetween(r: Raster, g: Grid, col: number, row: number, vertical: boolean): number {
  const margin = Math.max(2, Math.round(g.cell * 0.15));
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < r.width && y < r.height;
  let drawn = 0;
  let count = 0;
  for (let t = margin; t < g.cell - margin; t++) {
    const x = Math.round(vertical ? g.x + col * g.cell : g.x + col * g.cell + t);
    const y = Math.round(vertical ? g.y + row * g.cell + t : g.y + row * g.cell);
    const px = (d: number): [number, number] => (vertical ? [x + d, y] : [x, y + d]);
    const [ax, ay] = px(-3);
    const [bx, by] = px(3);
    if (!inside(ax, ay) || !inside(bx, by)) continue;
    const side = Math.min(lumaAt(r, ax, ay), lumaAt(r, bx, by));
    let line = false;
    for (let d = -1; d <= 1 && !line; d++) {
      const [cx, cy] = px(d);
      line = chromaAt(r, cx, cy) <= 24 && lumaAt(r, cx, cy) >= side + 20;
    }
    if (line) drawn++;
    count++;
  }
  return count ? drawn / count : 0;
}

/**
 * The frames of a grid: runs of cells with no line between them joined into rectangles (an item's
 * frame), each with its cell position, size in cells and pixel rectangle.
 */
export function itemFrames(r: Raster, g: Grid): Frame[] {
  const parent = Array.from({ length: g.cols * g.rows }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] ?? root;
    parent[i] = root;
    return root;
  };
  const join = (a: number, b: number) => {
    parent[find(a)] = find(b);
  };
  // a line drawn along most of the cell's side separates two frames
  const line = 0.6;
  for (let row = 0; row < g.rows; row++)
    for (let col = 0; col < g.cols; col++) {
      const i = row * g.cols + col;
      if (col > 0 && lineBetween(r, g, col, row, true) <= line) join(i, i - 1);
      if (row > 0 && lineBetween(r, g, col, row, false) <= line) join(i, i - g.cols);
    }
  const boxes = new Map<number, { c0: number; r0: number; c1: number; r1: number }>();
  for (let row = 0; row < g.rows; row++)
    for (let col = 0; col < g.cols; col++) {
      const root = find(row * g.cols + col);
      const b = boxes.get(root);
      if (!b) boxes.set(root, { c0: col, r0: row, c1: col, r1: row });
      else {
        b.c0 = Math.min(b.c0, col);
        b.r0 = Math.min(b.r0, row);
        b.c1 = Math.max(b.c1, col);
        b.r1 = Math.max(b.r1, row);
      }
    }
  return [...boxes.values()]
    .map((b) => ({
      col: b.c0,
      row: b.r0,
      cols: b.c1 - b.c0 + 1,
      rows: b.r1 - b.r0 + 1,
      rect: {
        x: g.x + b.c0 * g.cell,
        y: g.y + b.r0 * g.cell,
        width: (b.c1 - b.c0 + 1) * g.cell,
        height: (b.r1 - b.r0 + 1) * g.cell,
      },
    }))
    .sort((a, b) => a.row - b.row || a.col - b.col);
}

/** Where an item's short name (top right) and stack count (bottom right) are drawn in its frame. */
export function labelStrips(f: Frame, cell: number): { name: Rect; count: Rect } {
  const h = Math.max(6, Math.round(cell * 0.26));
  const inset = Math.max(1, Math.round(cell * 0.03));
  const width = f.rect.width - 2 * inset;
  return {
    name: { x: f.rect.x + inset, y: f.rect.y + inset, width, height: h },
    count: { x: f.rect.x + inset, y: f.rect.y + f.rect.height - h - inset, width, height: h },
  };
}
