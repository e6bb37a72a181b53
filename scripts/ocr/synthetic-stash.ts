/**
 * Synthetic stash screenshots with ground truth, drawn by Chromium from the snapshot's real items:
 * a dark screen with a stash grid of 63 px cells at 1080p scaled like the game's interface, items
 * of their real size in cells with their short name at the top right and a stack count at the
 * bottom right, a noisy "icon" in each, and a side panel of other text. Used by the recognition
 * benchmark (scripts/bench/ocr.ts) and the items-tracker e2e test.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { SLOT_PX_1080, stashScale } from "../../src/domain/stash-scale";

export type StashItem = { uid: string; shortName: string; width: number; height: number };
export type Placed = StashItem & { col: number; row: number; count: number };
export type StashCase = {
  width: number;
  height: number;
  cols: number;
  rows: number;
  placed: Placed[];
  glare: boolean;
};

/**
 * The snapshot's items with a size in cells and a short name (the recognisable ones), as the
 * English or the Russian game client shows them (the Russian short name where the data has one).
 */
export function snapshotItems(root = process.cwd(), lang: "en" | "ru" = "en"): StashItem[] {
  const file = JSON.parse(gunzipSync(readFileSync(join(root, "data/snapshot/items.json.gz"))).toString()) as {
    columns: string[];
    rows: unknown[][];
  };
  const col = (name: string) => file.columns.indexOf(name);
  const [uid, shortName, l10n, width, height] = ["uid", "shortName", "shortNameL10n", "width", "height"].map(
    col,
  ) as [number, number, number, number, number];
  const shown = (r: unknown[]) =>
    (lang === "ru" && (r[l10n] as { ru?: string } | null)?.ru) || String(r[shortName] ?? "");
  return file.rows
    .map((r) => ({
      uid: String(r[uid]),
      shortName: shown(r),
      width: Number(r[width]),
      height: Number(r[height]),
    }))
    .filter(
      (i) => i.shortName.trim().length > 0 && i.width >= 1 && i.height >= 1 && i.width <= 4 && i.height <= 4,
    );
}

/** A small seeded random generator (mulberry32), so every run draws the same screenshots. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Places items at random free spots of a cols × rows stash (first fit from a random start). */
export function placeItems(
  items: readonly StashItem[],
  cols: number,
  rows: number,
  howMany: number,
  random: () => number,
): Placed[] {
  const used = new Set<string>();
  const taken = Array.from({ length: rows }, () => new Array<boolean>(cols).fill(false));
  const placed: Placed[] = [];
  for (let tries = 0; placed.length < howMany && tries < howMany * 40; tries++) {
    const item = items[Math.floor(random() * items.length)];
    if (!item || used.has(item.shortName)) continue;
    const col = Math.floor(random() * cols);
    const row = Math.floor(random() * rows);
    if (col + item.width > cols || row + item.height > rows) continue;
    let free = true;
    for (let y = row; y < row + item.height && free; y++)
      for (let x = col; x < col + item.width && free; x++) if (taken[y]?.[x]) free = false;
    if (!free) continue;
    for (let y = row; y < row + item.height; y++)
      for (let x = col; x < col + item.width; x++) (taken[y] as boolean[])[x] = true;
    used.add(item.shortName);
    const count = random() < 0.35 ? 2 + Math.floor(random() * 120) : 1;
    placed.push({ ...item, col, row, count });
  }
  return placed;
}

/** Lays given items out left to right, top to bottom (first fit), each with its count. */
export function layoutItems(
  items: readonly (StashItem & { count: number })[],
  cols: number,
  rows: number,
): Placed[] {
  const taken = Array.from({ length: rows }, () => new Array<boolean>(cols).fill(false));
  const fits = (col: number, row: number, w: number, h: number) => {
    if (col + w > cols || row + h > rows) return false;
    for (let y = row; y < row + h; y++) for (let x = col; x < col + w; x++) if (taken[y]?.[x]) return false;
    return true;
  };
  const placed: Placed[] = [];
  for (const item of items) {
    let spot: [number, number] | null = null;
    for (let row = 0; row < rows && !spot; row++)
      for (let col = 0; col < cols && !spot; col += 1)
        if (fits(col, row, item.width, item.height)) spot = [col, row];
    if (!spot) throw new Error(`no room for ${item.shortName}`);
    const [col, row] = spot;
    for (let y = row; y < row + item.height; y++)
      for (let x = col; x < col + item.width; x++) (taken[y] as boolean[])[x] = true;
    placed.push({ ...item, col, row });
  }
  return placed;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The HTML of one synthetic screenshot. */
export function stashHtml(c: StashCase, random: () => number): string {
  const scale = stashScale(c.width, c.height);
  const cell = SLOT_PX_1080 * scale;
  const x0 = Math.round(c.width * 0.08);
  const y0 = Math.round(c.height * 0.12);
  const font = Math.round(10.5 * scale * 10) / 10;
  const tiles = c.placed
    .map((p) => {
      const hue = Math.floor(random() * 360);
      const blobs = Array.from({ length: 3 }, () => {
        const bx = Math.floor(random() * 70) + 10;
        const by = Math.floor(random() * 50) + 25;
        return `radial-gradient(circle at ${bx}% ${by}%, hsl(${(hue + 40) % 360} 30% 45%) 0 18%, transparent 30%)`;
      }).join(",");
      const count = p.count > 1 ? `<span class="n">${p.count}</span>` : "";
      return `<div class="it" style="left:${x0 + p.col * cell + 1}px;top:${y0 + p.row * cell + 1}px;width:${p.width * cell - 1}px;height:${p.height * cell - 1}px;background:${blobs},hsl(${hue} 12% 18%)"><span class="s">${esc(p.shortName)}</span>${count}</div>`;
    })
    .join("");
  const lines = `repeating-linear-gradient(90deg,#5a5a5a 0 1px,transparent 1px ${cell}px),repeating-linear-gradient(180deg,#5a5a5a 0 1px,transparent 1px ${cell}px)`;
  const glare = c.glare
    ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at 35% 30%,rgba(255,255,255,.16),transparent 55%)"></div>`
    : "";
  return `<!doctype html><html><head><style>
html,body{margin:0;background:#0b0c0d;width:${c.width}px;height:${c.height}px;overflow:hidden;font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif}
.grid{position:absolute;left:${x0}px;top:${y0}px;width:${c.cols * cell + 1}px;height:${c.rows * cell + 1}px;background:${lines},#121314}
.it{position:absolute;box-sizing:border-box;border:1px solid #6b6b6b}
.s,.n{position:absolute;right:${Math.round(2 * scale)}px;color:#d6d6d6;font-size:${font}px;line-height:1;white-space:nowrap}
.s{top:${Math.round(2 * scale)}px}.n{bottom:${Math.round(2 * scale)}px}
.side{position:absolute;right:${Math.round(40 * scale)}px;top:${y0}px;color:#c9c9c9;font-size:${Math.round(14 * scale)}px;line-height:1.6}
</style></head><body><div class="grid"></div>${tiles}
<div class="side">STASH<br>Sort by<br>Filter: all<br>Roubles 1 204 500</div>${glare}</body></html>`;
}

/** Renders one case to a PNG (or a JPEG of the given quality, for compression artefacts). */
export async function renderStash(
  page: Page,
  c: StashCase,
  seed: number,
  jpegQuality?: number,
): Promise<Buffer> {
  await page.setViewportSize({ width: c.width, height: c.height });
  await page.setContent(stashHtml(c, seeded(seed)));
  return jpegQuality
    ? page.screenshot({ type: "jpeg", quality: jpegQuality })
    : page.screenshot({ type: "png" });
}
