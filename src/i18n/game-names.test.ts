import { describe, expect, it } from "vitest";
import { gameName, gameNamesText, ruGameName } from "./game-names";
import { plural } from "./index";

describe("game names", () => {
  it("take the data's Russian name first, then the catalogue's, then English", () => {
    expect(gameName("trader", "ragman", "ru", "Ragman", "Рагман из данных")).toBe("Рагман из данных");
    expect(gameName("trader", "ragman", "ru", "Ragman", "")).toBe("Барахольщик");
    expect(gameName("trader", "ragman", "en", "Ragman")).toBe("Ragman");
    expect(gameName("trader", "someone-new", "ru", "Someone New")).toBe("Someone New");
    expect(ruGameName("station", "medstation", null)).toBe("Медблок");
    expect(ruGameName("tag", "No_such_tag")).toBeNull();
  });
  it("name skills and fuel kinds, which the data has as keys, in both languages", () => {
    expect(gameName("skill", "HideoutManagement", "en")).toBe("Hideout management");
    expect(gameName("skill", "Memory", "ru")).toBe("Память");
    expect(gameName("fuel", "metal", "ru")).toBe("металлическая канистра");
    expect(gameName("skill", "Unknown", "ru")).toBe("Unknown");
  });
  it("spell each of the ten main traders once, as the game does", () => {
    expect(Object.values(gameNamesText.ru.trader)).toEqual(
      expect.arrayContaining([
        "Прапор",
        "Терапевт",
        "Скупщик",
        "Лыжник",
        "Миротворец",
        "Механик",
        "Барахольщик",
        "Егерь",
        "Реф",
        "Смотритель",
      ]),
    );
    const all = Object.values(gameNamesText.ru).flatMap((names) => Object.values(names));
    for (const name of all) expect(name).toMatch(/[а-яё]/i);
  });
});

describe("plural", () => {
  const items = { one: "предмет", few: "предмета", many: "предметов", other: "предмета" };
  it.each([
    [1, "1 предмет"],
    [2, "2 предмета"],
    [5, "5 предметов"],
    [11, "11 предметов"],
    [21, "21 предмет"],
    [22, "22 предмета"],
  ])("%s in Russian → %s", (n, expected) => {
    expect(plural(n, "ru", items).replace(/\u00a0/g, " ")).toBe(expected);
  });
  it("uses one and other in English, with grouped digits", () => {
    expect(plural(1, "en", { one: "item", other: "items" })).toBe("1 item");
    expect(plural(1234, "de", { one: "item", other: "items" })).toBe("1,234 items");
  });
});
