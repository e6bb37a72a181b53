import { describe, expect, it } from "vitest";
import { categoryRussianNames } from "./category-names";
import { emptyNames } from "./model";

// ids and names as the game's locale files have them
const RIFLE = "5447b5f14bdc2d61278b4567";
const BARTER = "5448eb774bdc2d0a728b4567";

describe("categoryRussianNames", () => {
  const names = emptyNames();
  names.locale.en = new Map([
    [`${RIFLE} Name`, "Assault rifle"],
    [`${BARTER} Name`, "Barter item"],
    // an item named like a category is not the category
    ["5c0530ee86f774697952d952 Name", "Barter item"],
    // two categories with one English name and different Russian ones: not sure
    ["aaaaaaaaaaaaaaaaaaaaaaaa Name", "Special item"],
    ["bbbbbbbbbbbbbbbbbbbbbbbb Name", "Special item"],
  ]);
  names.locale.ru = new Map([
    [`${RIFLE} Name`, "Штурм. винтовка"],
    [`${BARTER} Name`, "Предмет на обмен"],
    ["5c0530ee86f774697952d952 Name", "Светодиодный трансиллюминатор кожи LEDX"],
    ["aaaaaaaaaaaaaaaaaaaaaaaa Name", "Спецпредмет"],
    ["bbbbbbbbbbbbbbbbbbbbbbbb Name", "Особый предмет"],
  ]);
  const russian = categoryRussianNames(names, new Set(["5c0530ee86f774697952d952"]));

  it.each([
    ["Assault rifle", "Штурм. винтовка"],
    ["Barter item", "Предмет на обмен"],
    ["Special item", ""],
    // tarkov.dev's own category: the site's name
    ["Armor Plate", "Бронепластина"],
    ["Nothing like it", ""],
  ])("%s → %j", (english, out) => expect(russian(english)).toBe(out));

  it("takes the id from a live feed's category table first", () => {
    const live = emptyNames();
    live.categories.set(BARTER, "Barter item");
    live.locale.ru = new Map([[`${BARTER} Name`, "Предмет на обмен"]]);
    expect(categoryRussianNames(live, new Set())("Barter item")).toBe("Предмет на обмен");
  });
});
