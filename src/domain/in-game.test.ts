import { describe, expect, it } from "vitest";
import { isInGame } from "./in-game";

describe("isInGame", () => {
  it("is false only for an item the data marks disabled", () => {
    expect(isInGame(["disabled"])).toBe(false);
    expect(isInGame(["ammo", "disabled"])).toBe(false);
    expect(isInGame(["disabled", "noFlea"])).toBe(false);
    expect(isInGame([])).toBe(true);
    expect(isInGame(["mods", "noFlea"])).toBe(true);
  });
});
