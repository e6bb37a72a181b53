import { describe, expect, it } from "vitest";
import { SLOT_PX_1080, slotSize, stashScale } from "./stash-scale";

describe("stash scale from the image size", () => {
  it.each([
    ["1080p", 1920, 1080, 1],
    ["1440p", 2560, 1440, 4 / 3],
    ["4K", 3840, 2160, 2],
    ["21:9 at 1080", 2560, 1080, 1],
    ["21:9 at 1440", 3440, 1440, 4 / 3],
    ["16:10", 1920, 1200, 1],
    ["16:10 at 1600", 2560, 1600, 4 / 3],
    ["720p", 1280, 720, 2 / 3],
  ])("%s (%i × %i) → %f", (_name, w, h, scale) => {
    expect(stashScale(w, h)).toBeCloseTo(scale, 6);
    expect(slotSize(w, h)).toBeCloseTo(SLOT_PX_1080 * scale, 6);
  });

  it("refuses an empty image", () => {
    expect(() => stashScale(0, 1080)).toThrow(RangeError);
    expect(() => stashScale(1920, Number.NaN)).toThrow(RangeError);
  });
});
