import { describe, expect, it } from "vitest";
import { inputSourceText, type Names, outputSourceText } from "./calc-format";

const names: Names = {
  item: (uid) => ({ name: uid, url: null, shortName: null, icon: null }),
  trader: (uid) => uid.toUpperCase(),
  station: (uid) => `station ${uid}`,
  quest: (uid) => uid,
};

describe("outputSourceText", () => {
  it.each([
    [{ kind: "trader", trader: "prapor", level: 2 }, "PRAPOR LL2"],
    [{ kind: "historical" }, "Historical price"],
    [{ kind: "custom" }, "Your price"],
    [{ kind: "none", reason: "unavailable" }, "No source you can reach"],
    [{ kind: "none", reason: "other-mode" }, "No price in this game mode"],
  ] as const)("reads %o as an input from the same source would", (source, text) => {
    expect(outputSourceText(source, names, "en")).toBe(text);
    expect(inputSourceText(source, names, "en")).toBe(text);
  });

  it("dates a trader price when the data does, in the page's language", () => {
    const dated = {
      kind: "trader",
      trader: "therapist",
      level: 0,
      observedAt: Date.UTC(2026, 1, 14),
    } as const;
    expect(outputSourceText(dated, names, "en")).toBe("THERAPIST LL?, as of 14 Feb 2026");
    expect(inputSourceText(dated, names, "ru")).toBe("THERAPIST ур. ?, на 14 фев 2026");
  });

  it("gives a flea sale's listing, fee and fee reduction", () => {
    const flea = { kind: "flea", field: "avg24h", listPrice: 12_000, fee: 800, feeReduction: 0.125 } as const;
    expect(outputSourceText(flea, names, "en")).toBe(
      "Flea market (24h average); Flea: listed at 12,000₽, fee 800₽; fee reduced by 12.5%",
    );
    expect(outputSourceText({ ...flea, fee: 0 }, names, "en")).toMatch(/; fee not counted$/);
  });
});
