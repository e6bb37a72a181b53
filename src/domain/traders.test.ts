import { describe, expect, it } from "vitest";
import { hasLoyalty, LOYALTY_TRADERS } from "./traders";

describe("hasLoyalty", () => {
  it.each(LOYALTY_TRADERS.map((trader) => [trader]))("%s has loyalty levels", (trader) => {
    expect(hasLoyalty(trader)).toBe(true);
  });
  it.each([["fence"], ["lightkeeper"], ["btr-driver"], ["Prapor"], [""]])("%j has none", (trader) => {
    expect(hasLoyalty(trader)).toBe(false);
  });
});
