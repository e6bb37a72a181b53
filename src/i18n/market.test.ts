import { describe, expect, it } from "vitest";
import { marketText } from "./market";

describe("marketText", () => {
  it.each([
    ["en", "Search items"],
    ["ru", "Поиск предметов"],
    ["de", "Search items"],
    [undefined, "Search items"],
  ])("%s → %s", (locale, out) => expect(marketText(locale).search).toBe(out));

  it("keeps the spec's Pro message in English and formats ages", () => {
    expect(marketText("en").proRequired).toBe("Pro status required");
    expect(marketText("en").ago(0)).toBe("just now");
    expect(marketText("en").ago(125)).toBe("2 h ago");
    expect(marketText("ru").ago(3000)).toBe("2 д назад");
  });
});
