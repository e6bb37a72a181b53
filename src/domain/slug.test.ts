import { describe, expect, it } from "vitest";
import { isValidSlug, itemSlug, SLUG_MAX, slugifyName } from "./slug";

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
    ["trailing newline trimmed", { uid: "u1", name: "Old house toilet key\n" }, "old_house_toilet_key"],
    [
      "trailing newline trimmed before the not functional suffix",
      { uid: "u1", name: "AK-74N\n", isFunctional: false },
      "ak-74n_not_func",
    ],
    ["a name of nothing URL-safe: uid", { uid: "u9", name: "\u0001\u0002?" }, "u9"],
  ])("%s", (_label, item, expected) => {
    expect(itemSlug(item)).toBe(expected);
  });
});

describe("slugifyName", () => {
  it("applies every rule at once", () => {
    expect(slugifyName(`A/B (C) "D" 'E' #F`)).toBe("a_b__c__d_e_f");
  });

  it.each([
    ["inner newline and tab count as spaces", "Key\nto\tRoom", "key_to_room"],
    ["control characters removed", "Ke\u0000y\u007f", "key"],
    ["curly apostrophe removed like a quote", "Global Armor\u2019s plate", "global_armors_plate"],
    ["Cyrillic look-alikes transliterated", "7.62x25mm \u0422\u0422 FMJ43", "7.62x25mm_tt_fmj43"],
    ["accents dropped", "Caf\u00e9 cr\u00e8me", "cafe_creme"],
    ["query, fragment and percent characters removed", "a?b%c<d>e`f|g", "abcdefg"],
    ["path-safe punctuation kept", "Mag +5, &more!", "mag_+5,_&more!"],
    ["no-break space counts as a space", "a\u00a0b", "a_b"],
  ])("%s", (_label, name, expected) => {
    expect(slugifyName(name)).toBe(expected);
  });

  it("never yields a character a URL path segment must escape", () => {
    const every = Array.from({ length: 0x500 }, (_, i) => String.fromCharCode(i)).join("");
    const slug = slugifyName(every);
    expect(encodeURIComponent(slug).replace(/%(21|24|26|2A|2B|2C|3B|3D|3A|40)/g, "")).not.toMatch(/%/);
    expect(slug).not.toMatch(/[\s/?#%]/);
  });
});

describe("isValidSlug", () => {
  it.each(["ledx", "m4a1__5.56x45_", "a.b", "...a", "x".repeat(SLUG_MAX)])("takes %j", (slug) => {
    expect(isValidSlug(slug)).toBe(true);
  });
  it.each([".", "..", "...", "", "a/b", "A", "a b", "%2e%2e", "x".repeat(SLUG_MAX + 1)])(
    "refuses %j",
    (slug) => {
      expect(isValidSlug(slug)).toBe(false);
    },
  );
});

describe("itemSlug of names that make no address", () => {
  it("falls back to the uid for dots alone, and for a stored url that is no slug", () => {
    expect(itemSlug({ uid: "u1", name: ".." })).toBe("u1");
    expect(itemSlug({ uid: "u1", name: " . " })).toBe("u1");
    expect(itemSlug({ uid: "u1", url: "..", name: "Real name" })).toBe("real_name");
  });
  it("cuts a long name to the longest slug", () => {
    expect(itemSlug({ uid: "u1", name: "a".repeat(500) })).toBe("a".repeat(SLUG_MAX));
  });
});
