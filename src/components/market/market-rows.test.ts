import { describe, expect, it } from "vitest";
import { itemHref, tagHref } from "../../site/links";
import { sampleItem } from "../../stores/item-sample";
import { isValuable, sortPositions, toMarketRows } from "./market-rows";

const item = (
  uid: string,
  name: string,
  flea: number | null,
  width: number | null = 1,
  height: number | null = 1,
) => sampleItem(uid, { url: name.toLowerCase(), name, shortName: name.slice(0, 3), width, height, flea });

describe("toMarketRows", () => {
  const rows = toMarketRows({
    b: item("b", "Bolts", 30_000, 2, 1),
    a: item("a", "Alkali", null),
    c: item("c", "Cat", 10_001),
  });
  it("orders by name and prices each slot", () => {
    expect(rows.map((r) => [r.name, r.perSlot])).toEqual([
      ["Alkali", null],
      ["Bolts", 15_000],
      ["Cat", 10_001],
    ]);
  });
  it("has no price per slot when the size is unknown", () => {
    const [row] = toMarketRows({ x: item("x", "Unsized", 50_000, null, null) });
    expect(row?.perSlot).toBeNull();
    expect(row && isValuable(row)).toBe(false);
  });
  it("marks rows above 10k per slot valuable (docs/product.md §9)", () => {
    expect(rows.map(isValuable)).toEqual([false, true, true]);
    expect(isValuable({ ...item("d", "D", 10_000), perSlot: 10_000 })).toBe(false);
  });
  it("sorts by a column, rows without a value last either way", () => {
    expect(sortPositions(rows, [0, 1, 2], { key: "flea", desc: true })).toEqual([1, 2, 0]);
    expect(sortPositions(rows, [0, 1, 2], { key: "flea", desc: false })).toEqual([2, 1, 0]);
    expect(sortPositions(rows, [0, 1, 2], { key: "name", desc: true })).toEqual([2, 1, 0]);
    expect(sortPositions(rows, [2, 0], { key: "perSlot", desc: false })).toEqual([2, 0]);
  });
});

describe("links (docs/product.md §2)", () => {
  it.each([
    [itemHref("graphics_card"), "/item/graphics_card"],
    [itemHref("graphics_card", "ru"), "/ru/item/graphics_card"],
    [itemHref("b&t_mount"), "/item/b&t_mount"],
    [itemHref("a b?#%"), "/item/a%20b%3F%23%25"],
    [tagHref("Electronics", "de"), "/de/tag/Electronics"],
  ])("%s", (href, out) => expect(href).toBe(out));
});
