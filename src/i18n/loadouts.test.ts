import { describe, expect, it } from "vitest";
import { slotLabel } from "./loadouts";

describe("slotLabel", () => {
  it.each([
    ["mod_pistol_grip", "en", "Pistol grip"],
    ["mod_mount_000", "en", "Mount"],
    ["mod_mount_001", "en", "Mount 2"],
    ["mod_scope", "ru", "Прицел"],
    ["mod_mount_002", "ru", "Крепление 3"],
    ["mod_something_new", "en", "Something new"],
    ["mod_Stock", "en", "Stock"],
  ])("%s in %s → %s", (name, locale, label) => {
    expect(slotLabel(name, locale)).toBe(label);
  });
});
