import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS_FLAGS } from "../contracts/user";
import type { KeyValueStorage } from "./cache-keys";
import {
  $calcSettings,
  $localSettings,
  initLocalSettings,
  LOCAL_SETTINGS_KEY,
  setCalcSettings,
} from "./calc-settings";
import { $user } from "./user";
import { sampleUser } from "./user-sample";

const memoryStorage = (
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string> } => {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
  };
};

beforeEach(() => {
  $user.set(null);
  $localSettings.set(DEFAULT_SETTINGS_FLAGS);
});

describe("calculator settings", () => {
  it("start at the docs/product.md §3 defaults for anonymous visitors", () => {
    initLocalSettings(memoryStorage());
    expect($calcSettings.get()).toMatchObject({ ...DEFAULT_SETTINGS_FLAGS, mode: "PVP" });
  });

  it("keep a visitor's changes in the browser, without the Pro-only fuel", () => {
    const storage = memoryStorage();
    initLocalSettings(storage);
    setCalcSettings({ hideoutUseFee: false, skill_Crafting: 20, hideoutUseFuel: "metal" });
    expect($calcSettings.get()).toMatchObject({
      hideoutUseFee: false,
      skill_Crafting: 20,
      hideoutUseFuel: "",
    });
    expect(JSON.parse(storage.data[LOCAL_SETTINGS_KEY] ?? "{}")).toMatchObject({ hideoutUseFee: false });
    initLocalSettings(storage);
    expect($localSettings.get().skill_Crafting).toBe(20);
  });

  it("ignore a stored copy that does not parse", () => {
    initLocalSettings(memoryStorage({ [LOCAL_SETTINGS_KEY]: '{"skill_Crafting":"lots"' }));
    expect($localSettings.get()).toEqual(DEFAULT_SETTINGS_FLAGS);
  });

  it("are a Pro user's character flags, changed through the user store", () => {
    $user.set(sampleUser({ pro: true, isIC3Built: true, hideoutUseFuel: "metal" }));
    expect($calcSettings.get()).toMatchObject({ isIC3Built: true, hideoutUseFuel: "metal" });
    setCalcSettings({ skill_HideoutManagement: 30 });
    expect($user.get()?.skill_HideoutManagement).toBe(30);
    expect($localSettings.get().skill_HideoutManagement).toBe(0);
  });

  it("for a base user are the page's own, not the character's", () => {
    $user.set(sampleUser({ pro: false, isIC3Built: true }));
    initLocalSettings(memoryStorage());
    expect($calcSettings.get().isIC3Built).toBe(false);
    setCalcSettings({ isIC3Built: true });
    expect($calcSettings.get().isIC3Built).toBe(true);
  });
});
