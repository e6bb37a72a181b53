import { describe, expect, it } from "vitest";
import { TEMPLATE_ITEM } from "../components/item/item-template";
import { prerenderedItems } from "./prerender";
import type { StaticItem } from "./types";

const quest = { name: "q", ruName: null, trader: "t", traderRu: null, count: 1, fir: false, wikiUrl: null };
const station = { station: "s", stationRu: null, level: 1, count: 1 };
/** An item named nowhere and without a price (the item-template page's empty item), as changed. */
const item = (slug: string, over: Partial<StaticItem> = {}): StaticItem => ({
  ...TEMPLATE_ITEM,
  uid: slug,
  slug,
  name: slug,
  shortName: slug,
  ...over,
});
const priced = (flea: number) => ({ price: { flea } as StaticItem["price"] });

describe("prerenderedItems", () => {
  it("keeps every item when there are no more than the limit", () => {
    const items = [item("a"), item("b")];
    expect(prerenderedItems(items, 2)).toEqual(items);
  });

  it("keeps the most named items first, then the dearest on the flea, in the catalog's order", () => {
    const items = [
      item("cheap", priced(100)),
      item("unpriced"),
      item("quest-twice", { quests: [quest, quest] }),
      item("dear", priced(90_000)),
      item("hideout", { hideout: [station], ...priced(5) }),
      item("mid", priced(20_000)),
    ];
    expect(prerenderedItems(items, 4).map((i) => i.slug)).toEqual(["quest-twice", "dear", "hideout", "mid"]);
    expect(prerenderedItems(items, 1).map((i) => i.slug)).toEqual(["quest-twice"]);
    expect(prerenderedItems(items, 0)).toEqual([]);
  });

  it("ranks an unpriced item after every priced one, and keeps ties in the catalog's order", () => {
    const items = [item("x"), item("free", priced(0)), item("y")];
    expect(prerenderedItems(items, 2).map((i) => i.slug)).toEqual(["x", "free"]);
  });
});
