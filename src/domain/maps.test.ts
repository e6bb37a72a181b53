import { describe, expect, it } from "vitest";
import { MAP_CATEGORIES } from "./map-markers";
import { isMapSlug, MAP_SLUGS, MENU_MAP_SLUGS, mapsInSideMenu, SIDE_MENU_MAPS_FLAG } from "./maps";

describe("map slugs", () => {
  it("accepts exactly the 11 slugs of docs/product.md §2 and Terminal", () => {
    expect(MAP_SLUGS).toHaveLength(12);
    expect(isMapSlug("terminal")).toBe(true);
    for (const slug of MAP_SLUGS) expect(isMapSlug(slug)).toBe(true);
    for (const bad of ["Customs", "arena", "factory-night", "", "lab/"]) expect(isMapSlug(bad)).toBe(false);
  });

  it("leaves labyrinth and ground-zero out of the menu", () => {
    expect(MENU_MAP_SLUGS).toHaveLength(10);
    expect(MENU_MAP_SLUGS).not.toContain("labyrinth");
    expect(MENU_MAP_SLUGS).not.toContain("ground-zero");
  });
});

describe("maps in the side menu", () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ menu: true }, true],
    [{ menu: false }, false],
    [{ menu: false, extracts: true }, false],
    [{ extracts: false, quests: false }, true],
  ])("feature_maps %j → %s", (flags, listed) => {
    expect(mapsInSideMenu(flags)).toBe(listed);
  });

  it("keeps its flag apart from the category flags saved beside it", () => {
    expect(MAP_CATEGORIES as readonly string[]).not.toContain(SIDE_MENU_MAPS_FLAG);
  });
});
