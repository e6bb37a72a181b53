import { describe, expect, it } from "vitest";
import { ruTagName, tagIdLabel, tagLabel } from "./tag-name";

describe("tagLabel", () => {
  const building = { tag: "Building_material", name: "Building material", ruName: "Стройматериалы" };
  it("names a tag in Russian in ru, in English otherwise", () => {
    expect(tagLabel(building, "ru")).toBe("Стройматериалы");
    expect(tagLabel(building, "en")).toBe("Building material");
    expect(tagLabel(building, "de")).toBe("Building material");
    expect(tagLabel({ ...building, ruName: null }, "ru")).toBe("Building material");
  });
  it("names caliber tags as the ammunition does, in every locale", () => {
    const tag = { tag: "Caliber86x70", name: "Caliber 86x70", ruName: null };
    expect(tagLabel(tag, "en")).toBe(".338 Lapua Magnum");
    expect(tagLabel(tag, "ru")).toBe(".338 Lapua Magnum");
  });
  it("keeps no Russian name that only repeats the id", () => {
    expect(ruTagName("Caliber12g", "Caliber12g")).toBeNull();
    expect(ruTagName("Barter", undefined)).toBeNull();
    expect(ruTagName("Barter", "Бартер")).toBe("Бартер");
  });
});

describe("tagIdLabel", () => {
  it.each([
    ["Barter_items", "Barter items"],
    ["Caliber556x45NATO", tagLabel({ tag: "Caliber556x45NATO", name: "x", ruName: null }, "en")],
    ["Electronics", "Electronics"],
  ])("%s → %s", (tag, label) => {
    expect(tagIdLabel(tag)).toBe(label);
  });
});
