import { describe, expect, it } from "vitest";
import { isFleaBanned } from "./flea-ban";

describe("isFleaBanned", () => {
  it("is true only for an item the data marks noFlea", () => {
    expect(isFleaBanned(["noFlea"])).toBe(true);
    expect(isFleaBanned(["barter", "noFlea"])).toBe(true);
    expect(isFleaBanned([])).toBe(false);
    expect(isFleaBanned(["barter", "ammo"])).toBe(false);
  });
});
