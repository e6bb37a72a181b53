/**
 * The stash recognition pipeline (pure except for the text reader it is given):
 * 1. the cell size from the image size; 2. the stash grid and its item frames; 3. each frame's
 * name and count strips, cleaned (text mask, black on white, upscaled); 4. the strips read as one
 * line each (names with the short names' characters, counts as digits); 5. names matched against
 * the tracked items that fit the frame; 6. confident matches marked for automatic acceptance.
 */
import { type MatchCandidate, matchName, type NameMatch, readCount } from "../domain/ocr-match";
import { slotSize } from "../domain/stash-scale";
import { type Frame, findGrid, type Grid, itemFrames, labelStrips } from "./grid";
import { crop, inkCount, lumaPercentile, type Raster, textMask, upscale } from "./raster";

/**
 * The characters names may contain, for the name reader's whitelist: those of every item's names
 * (not only the tracked ones, so an untracked name is read as itself rather than as a tracked one).
 * @example nameCharacters(["M4A1", "MP9"]) // "M4A1P9"
 */
export const nameCharacters = (names: Iterable<string>): string =>
  [...new Set([...names].flatMap((n) => [...n]))].join("");

/** Reads one line of cleaned text: a name, or the digits of a count. */
export type LineReader = (strip: Raster, kind: "name" | "count") => Promise<string>;

export type Recognised = {
  frame: Frame;
  /** The text read from the name strip. */
  text: string;
  count: number;
  match: NameMatch | null;
  /** The cleaned name strip, shown beside the match for the user to confirm. */
  nameStrip: Raster;
};

/** The height in pixels cleaned strips are scaled to before reading. */
const READ_HEIGHT = 48;

/**
 * A strip cut out, scaled up smoothly to the reading height, then reduced to its text: pixels well
 * above the strip's darker background (so glare lifting the background lifts the bar too).
 */
const cleaned = (r: Raster, rect: Frame["rect"]) => {
  const strip = crop(r, rect);
  const big = strip.height > 0 ? upscale(strip, READ_HEIGHT / strip.height) : strip;
  return textMask(big, Math.max(105, lumaPercentile(big, 0.25) + 60), 50);
};

/** What a screenshot held: the stash grid found (null when none) and the items read in it. */
export type Recognition = { grid: Grid | null; found: Recognised[] };

/** Recognises the items of a stash screenshot among the candidates (the user's tracked items). */
export async function recognise(
  image: Raster,
  read: LineReader,
  candidates: readonly MatchCandidate[],
): Promise<Recognition> {
  const cell = slotSize(image.width, image.height);
  const grid = findGrid(image, cell);
  if (!grid) return { grid, found: [] };
  const out: Recognised[] = [];
  for (const frame of itemFrames(image, grid)) {
    const strips = labelStrips(frame, cell);
    const nameStrip = cleaned(image, strips.name);
    // an empty cell has no label: a few stray pixels are not text
    if (inkCount(nameStrip) < READ_HEIGHT * 2) continue;
    const text = (await read(nameStrip, "name")).trim();
    if (!text) continue;
    const countStrip = cleaned(image, strips.count);
    const count = inkCount(countStrip) >= READ_HEIGHT * 2 ? readCount(await read(countStrip, "count")) : 1;
    out.push({ frame, text, count, match: matchName(text, candidates, frame), nameStrip });
  }
  return { grid, found: out };
}
