import { describe, expect, it } from "vitest";
import { blank, crop, inkCount, lumaAt, lumaPercentile, textMask, upscale } from "./raster";

describe("raster operations", () => {
  const r = blank(4, 3, 10);
  // a light grey pixel (text), a saturated bright one (an icon), a dark one
  r.data.set([210, 210, 200, 255], (1 * 4 + 1) * 4);
  r.data.set([250, 40, 40, 255], (1 * 4 + 2) * 4);

  it("crops, clipped to the edges", () => {
    const c = crop(r, { x: 1, y: 1, width: 10, height: 1 });
    expect([c.width, c.height]).toEqual([3, 1]);
    expect(lumaAt(c, 0, 0)).toBeCloseTo(208.9, 1);
    expect(crop(r, { x: 9, y: 9, width: 2, height: 2 })).toMatchObject({ width: 0, height: 0 });
  });

  it("keeps only light unsaturated text as black on white", () => {
    const m = textMask(r);
    expect(inkCount(m)).toBe(1);
    expect(lumaAt(m, 1, 1)).toBe(0);
    expect(lumaAt(m, 2, 1)).toBe(255);
    expect(lumaAt(m, 0, 0)).toBe(255);
  });

  it("upscales with the corners kept and the size multiplied", () => {
    const u = upscale(r, 3);
    expect([u.width, u.height]).toEqual([12, 9]);
    expect(lumaAt(u, 0, 0)).toBeCloseTo(10, 5);
    expect(lumaAt(u, 4, 4)).toBeCloseTo(lumaAt(r, 1, 1), 0);
  });

  it("finds the brightness below which a share of the pixels fall", () => {
    const g = blank(4, 1, 0);
    for (const [x, v] of [10, 20, 200, 250].entries()) g.data.set([v, v, v, 255], x * 4);
    expect(lumaPercentile(g, 0.25)).toBe(10);
    expect(lumaPercentile(g, 0.5)).toBe(20);
    expect(lumaPercentile(g, 1)).toBe(250);
    expect(lumaPercentile(blank(0, 0), 0.5)).toBe(0);
  });
});
