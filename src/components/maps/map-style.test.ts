import { describe, expect, it } from "vitest";
import {
  CATEGORY_COLOR,
  KIND_COLOR,
  MARKER_ORDER,
  MARKER_RADIUS,
  markerColor,
  markerOrder,
  markerRadius,
} from "./map-style";

describe("marker styles: the still drawing's tables and MapLibre's expressions agree", () => {
  it("colours a marker by its kind where it has its own colour, else by its category", () => {
    expect(markerColor("spawn-boss", "spawns")).toBe(KIND_COLOR["spawn-boss"]);
    expect(markerColor("spawn-pmc", "spawns")).toBe(CATEGORY_COLOR.spawns);
    expect(markerColor("extract-pmc", "extractions")).toBe(CATEGORY_COLOR.extractions);
  });
  it("draws spawn points small and below, bosses large and on top, the rest between", () => {
    expect([markerRadius("spawn-scav"), markerRadius("spawn-raider"), markerRadius("transit")]).toEqual([
      3.5, 7, 5,
    ]);
    expect([markerOrder("spawn-sniper"), markerOrder("spawn-cultist"), markerOrder("extract-pmc")]).toEqual([
      0, 2, 1,
    ]);
    // the expressions carry the same numbers, in the same order
    expect(MARKER_RADIUS.slice(3)).toEqual([3.5, expect.any(Array), 7, 5]);
    expect(MARKER_ORDER.slice(3)).toEqual([0, expect.any(Array), 2, 1]);
  });
});
