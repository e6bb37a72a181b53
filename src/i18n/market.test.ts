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

  it("says a real weight of 0 as weightless, never '0 kg'", () => {
    expect(marketText("en").kg(0)).toBe("weightless");
    expect(marketText("ru").kg(0)).toBe("невесомый");
    expect(marketText("en").kg(0.25)).toBe("0.25 kg");
  });

  it("has every text in Russian (none left as the English one)", () => {
    const en = marketText("en") as Record<string, unknown>;
    const ru = marketText("ru") as Record<string, unknown>;
    const same = Object.keys(en).filter((k) =>
      typeof en[k] === "function"
        ? (en[k] as (...a: unknown[]) => string)("x", "y", 2) ===
          (ru[k] as (...a: unknown[]) => string)("x", "y", 2)
        : en[k] === ru[k],
    );
    expect(same).toEqual([]);
  });
});
