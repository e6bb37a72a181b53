import { describe, expect, it } from "vitest";
import {
  fitView,
  MAX_ZOOM,
  MIN_ZOOM,
  openingView,
  panBy,
  READABLE_ZOOM,
  START_VIEW,
  wheelFactor,
  zoomAt,
} from "./pan-zoom";

describe("pan and zoom", () => {
  it("keeps the point under the pointer in place when zooming", () => {
    const v = zoomAt({ x: 10, y: 20, k: 1 }, 110, 120, 2);
    expect(v).toEqual({ k: 2, x: -90, y: -80 });
    // the graph point (100, 100) was at (110, 120) and still is
    expect([100 * v.k + v.x, 100 * v.k + v.y]).toEqual([110, 120]);
  });
  it("stays within the zoom limits", () => {
    expect(zoomAt({ x: 0, y: 0, k: 2 }, 0, 0, 10).k).toBe(MAX_ZOOM);
    expect(zoomAt({ x: 0, y: 0, k: 0.5 }, 0, 0, 0.01).k).toBe(MIN_ZOOM);
  });
  it("zooms in on a wheel up and out on a wheel down; pans by the drag", () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(panBy({ x: 1, y: 2, k: 1 }, 5, -5)).toEqual({ x: 6, y: -3, k: 1 });
  });
  it("fits a long chain into the frame, centred across and from the top", () => {
    // 10 nodes of 190 px in a row in a 900 × 600 frame: (900 - 40) / 1900
    const v = fitView(1900, 40, 900, 600);
    expect(v.k).toBeCloseTo(860 / 1900, 10);
    expect(v.y).toBe(20);
    expect(1900 * v.k + v.x).toBeCloseTo(880, 10);
  });
  it("shows a small graph at 1:1 in the middle, and a huge one at the minimum zoom from the corner", () => {
    expect(fitView(200, 100, 1000, 600)).toEqual({ k: 1, x: 400, y: 20 });
    expect(fitView(100_000, 100_000, 1000, 600)).toEqual({ k: MIN_ZOOM, x: 20, y: 20 });
  });
  it("starts from the default view when there is nothing to fit or no frame yet", () => {
    expect(fitView(0, 0, 1000, 600)).toEqual(START_VIEW);
    expect(fitView(500, 500, 0, 0)).toEqual(START_VIEW);
  });
  it("opens on the whole graph only when it stays readable, else on its width or its top left corner", () => {
    // a small graph: whole, as fitView
    expect(openingView(200, 100, 1000, 600)).toEqual(fitView(200, 100, 1000, 600));
    // a tall chain in a phone's frame: fills the width from the top instead of a thin strip
    const tall = openingView(400, 3000, 335, 500);
    expect(tall.k).toBeCloseTo(295 / 400, 10);
    expect(tall).toMatchObject({ x: 20, y: 20 });
    expect(fitView(400, 3000, 335, 500).k).toBeLessThan(READABLE_ZOOM);
    // a huge graph (every trader): the top left corner, readable
    expect(openingView(20_000, 4000, 1200, 700)).toEqual({ k: READABLE_ZOOM, x: 20, y: 20 });
    expect(openingView(0, 0, 1000, 600)).toEqual(START_VIEW);
  });
});
