import { describe, expect, it } from "vitest";
import { itemSlots, pricePerSlot } from "./slots";

describe("itemSlots and pricePerSlot", () => {
  it.each([
    [450_000, 2, 1, 2, 225_000],
    [1_000, 3, 3, 9, 111],
    [null, 2, 2, 4, null],
    [1_000, null, 2, null, null],
    [1_000, 0, 2, null, null],
  ])("price %s at %s×%s: %s cells, %s per cell", (price, w, h, slots, per) => {
    expect(itemSlots(w, h)).toBe(slots);
    expect(pricePerSlot(price, w, h)).toBe(per);
  });
});
