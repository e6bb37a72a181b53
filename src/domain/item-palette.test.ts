import { describe, expect, it } from "vitest";
import { EMPTY_PALETTE, PALETTE_MAX, paletteCss, readPalette } from "./item-palette";

describe("readPalette", () => {
  it("keeps valid colours, lower case, and leaves out broken entries", () => {
    expect(
      readPalette({
        default: "#A0B0C0",
        categories: { Ammo: "#AA0000", Bad: "red", 'Qu"ote': "#000000", "a<b": "#000000", Keys: 5 },
      }),
    ).toEqual({ default: "#a0b0c0", categories: { Ammo: "#aa0000" } });
  });
  it("reads nothing from nothing", () => {
    for (const stored of [undefined, null, "x", 5, { default: "#12345" }, { categories: "x" }])
      expect(readPalette(stored)).toEqual(EMPTY_PALETTE);
  });
  it("keeps at most PALETTE_MAX categories", () => {
    const many = Object.fromEntries(Array.from({ length: PALETTE_MAX + 5 }, (_, i) => [`C${i}`, "#000000"]));
    expect(Object.keys(readPalette({ categories: many }).categories)).toHaveLength(PALETTE_MAX);
  });
});

describe("paletteCss", () => {
  it("writes one rule per colour, the default first", () => {
    expect(paletteCss({ default: "#101010", categories: { "Barter item": "#203040" } })).toBe(
      '.item-icon{background:#101010}\n.item-icon[data-category="Barter item"]{background:#203040}',
    );
  });
  it("is empty for the site's own look and skips what could break out of a rule", () => {
    expect(paletteCss(EMPTY_PALETTE)).toBe("");
    expect(paletteCss({ default: "red;x", categories: { 'a"]{}': "#000000", B: "#00000g" } })).toBe("");
  });
});
