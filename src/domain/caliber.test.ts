import { describe, expect, it } from "vitest";
import { caliberName } from "./caliber";

describe("caliberName", () => {
  it.each([
    ["Caliber556x45NATO", "5.56x45mm NATO"],
    ["Caliber545x39", "5.45x39mm"],
    ["Caliber12g", "12/70"],
    ["Caliber86x70", ".338 Lapua Magnum"],
    ["Caliber9x19PARA", "9x19mm Parabellum"],
    ["Caliber762x54R", "7.62x54mmR"],
  ])("%s → %s", (id, name) => expect(caliberName(id)).toBe(name));
  it("drops the prefix of an id it does not know", () => {
    expect(caliberName("Caliber99x99")).toBe("99x99");
    expect(caliberName("Electronics")).toBe("Electronics");
  });
});
