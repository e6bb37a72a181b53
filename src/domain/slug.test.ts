import { describe, expect, it } from "vitest";
import { itemSlug, slugifyName } from "./slug";

describe("itemSlug", () => {
  it.each([
    ["url wins", { uid: "u1", url: "bolts", name: "Bolts" }, "bolts"],
    [
      "url wins even when not functional",
      { uid: "u1", url: "m4a1", name: "M4A1", isFunctional: false },
      "m4a1",
    ],
    ["name lowercased, spaces to _", { uid: "u1", name: "Pack of screws" }, "pack_of_screws"],
    ["slashes to _", { uid: "u1", name: "Ammo/Box" }, "ammo_box"],
    ["single quotes removed", { uid: "u1", name: "Dogtag 'BEAR'" }, "dogtag_bear"],
    ["double quotes removed", { uid: "u1", name: 'Book "Tarkov"' }, "book_tarkov"],
    ["hash removed", { uid: "u1", name: "Key #1" }, "key_1"],
    [
      "parentheses to _",
      { uid: "u1", name: "TerraGroup Labs keycard (Red)" },
      "terragroup_labs_keycard__red_",
    ],
    ["dots and dashes kept", { uid: "u1", name: "5.56x45mm M855A1" }, "5.56x45mm_m855a1"],
    ["not functional suffix", { uid: "u1", name: "AK-74N", isFunctional: false }, "ak-74n_not_func"],
    ["functional has no suffix", { uid: "u1", name: "AK-74N", isFunctional: true }, "ak-74n"],
    ["unknown functional flag has no suffix", { uid: "u1", name: "AK-74N", isFunctional: null }, "ak-74n"],
    ["empty url falls to name", { uid: "u1", url: "", name: "Salewa" }, "salewa"],
    ["no url nor name: uid", { uid: "5c0e531286f7747fa54205c2" }, "5c0e531286f7747fa54205c2"],
    ["null url and empty name: uid", { uid: "u9", url: null, name: "" }, "u9"],
  ])("%s", (_label, item, expected) => {
    expect(itemSlug(item)).toBe(expected);
  });
});

describe("slugifyName", () => {
  it("applies every rule at once", () => {
    expect(slugifyName(`A/B (C) "D" 'E' #F`)).toBe("a_b__c__d_e_f");
  });
});
