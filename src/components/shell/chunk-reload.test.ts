import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, chunkReloadAllowed, isChunkLoadError } from "./chunk-reload";

describe("chunk reload guard", () => {
  it.each([
    [null, 0, true],
    [1_000, 1_000, false],
    [1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1, false],
    [1_000, 1_000 + CHUNK_RELOAD_GUARD_MS, true],
    [50_000, 1_000, true], // a clock moved backwards: do not block forever
  ])("last reload %s, now %s → %s", (last, now, expected) => {
    expect(chunkReloadAllowed(last, now)).toBe(expected);
  });

  it.each([
    [new TypeError("Failed to fetch dynamically imported module: https://x.test/_astro/a.js"), true],
    [new TypeError("error loading dynamically imported module"), true],
    [new TypeError("Importing a module script failed."), true],
    [new Error("Unable to preload CSS for /_astro/a.css"), true],
    [new TypeError("Failed to fetch"), false],
    [new Error("x is undefined"), false],
    [undefined, false],
  ])("%s is a chunk error: %s", (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
