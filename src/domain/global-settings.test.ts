import { describe, expect, it } from "vitest";
import { DEFAULT_GLOBAL_SETTINGS, readGlobalSettings, wipeResetDue } from "./global-settings";

describe("readGlobalSettings", () => {
  it.each([
    ["nothing stored", undefined, DEFAULT_GLOBAL_SETTINGS],
    ["not an object", "x", DEFAULT_GLOBAL_SETTINGS],
    [
      "every field",
      { fuelBase: 5, tournamentEnabled: true, helperVersion: "1.2.0", wipeDate: 1_700_000_000_000 },
      { fuelBase: 5, tournamentEnabled: true, helperVersion: "1.2.0", wipeDate: 1_700_000_000_000 },
    ],
    ["a zero fuel base", { fuelBase: 0 }, DEFAULT_GLOBAL_SETTINGS],
    ["a fuel base as text", { fuelBase: "5" }, DEFAULT_GLOBAL_SETTINGS],
    ["an infinite fuel base", { fuelBase: Number.POSITIVE_INFINITY }, DEFAULT_GLOBAL_SETTINGS],
    ["a tournament flag as 1", { tournamentEnabled: 1 }, DEFAULT_GLOBAL_SETTINGS],
    ["a version as a number", { helperVersion: 2 }, DEFAULT_GLOBAL_SETTINGS],
    ["a negative wipe date", { wipeDate: -5 }, DEFAULT_GLOBAL_SETTINGS],
    ["a wipe date as text", { wipeDate: "2026-12-01" }, DEFAULT_GLOBAL_SETTINGS],
    [
      "one bad field beside good ones",
      { fuelBase: "x", tournamentEnabled: true },
      { ...DEFAULT_GLOBAL_SETTINGS, tournamentEnabled: true },
    ],
  ])("%s", (_, stored, expected) => {
    expect(readGlobalSettings(stored)).toEqual(expected);
  });
});

describe("wipeResetDue", () => {
  it.each([
    ["no wipe date", { wipeDate: null, doneFor: null, now: 10 }, false],
    ["a date still ahead", { wipeDate: 20, doneFor: null, now: 10 }, false],
    ["the very moment", { wipeDate: 10, doneFor: null, now: 10 }, true],
    ["a passed date never reset", { wipeDate: 5, doneFor: null, now: 10 }, true],
    ["a passed date already reset", { wipeDate: 5, doneFor: 5, now: 10 }, false],
    ["a new date after an earlier reset", { wipeDate: 8, doneFor: 5, now: 10 }, true],
    ["a new date ahead after an earlier reset", { wipeDate: 15, doneFor: 5, now: 10 }, false],
  ])("%s", (_, opts, due) => {
    expect(wipeResetDue(opts)).toBe(due);
  });
});
