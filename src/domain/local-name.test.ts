import { describe, expect, it } from "vitest";
import { localName, localShortName } from "./local-name";

describe("localName", () => {
  it("gives Russian readers the Russian name when there is one, everyone else the English name", () => {
    const bolts = { name: "Bolts", ruName: "Болты", shortName: "Bolts", ruShortName: "Болты" };
    expect(localName(bolts, "ru")).toBe("Болты");
    expect(localName(bolts, "en")).toBe("Bolts");
    expect(localName(bolts, null)).toBe("Bolts");
    expect(localShortName(bolts, "ru")).toBe("Болты");
    expect(localShortName(bolts, "de")).toBe("Bolts");
  });

  it("falls back to the English name when the Russian one is missing or empty", () => {
    for (const ruName of [null, undefined, ""])
      expect(localName({ name: "LEDX", ruName }, "ru")).toBe("LEDX");
    expect(localShortName({ shortName: "LEDX", ruShortName: "" }, "ru")).toBe("LEDX");
  });
});
