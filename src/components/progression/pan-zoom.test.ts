import { describe, expect, it } from "vitest";
import { MAX_ZOOM, MIN_ZOOM, panBy, wheelFactor, zoomAt } from "./pan-zoom";

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
});
