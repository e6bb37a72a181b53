import { describe, expect, it } from "vitest";
import { isMapSlug, MAP_SLUGS, MENU_MAP_SLUGS } from "./maps";

describe("map slugs", () => {
  it("accepts exactly the 11 slugs of SPEC §2", () => {
    expect(MAP_SLUGS).toHaveLength(11);
    for (const slug of MAP_SLUGS) expect(isMapSlug(slug)).toBe(true);
    for (const bad of ["Customs", "arena", "factory-night", "", "lab/"]) expect(isMapSlug(bad)).toBe(false);
  });

  it("leaves labyrinth and ground-zero out of the menu", () => {
    expect(MENU_MAP_SLUGS).toHaveLength(9);
    expect(MENU_MAP_SLUGS).not.toContain("labyrinth");
    expect(MENU_MAP_SLUGS).not.toContain("ground-zero");
  });
});
