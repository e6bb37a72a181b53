import { describe, expect, it } from "vitest";
import { CLOCK_OFFSET_LIMIT_MS, clockOffsetLevel, clockOffsetMs } from "./clock-offset";

describe("clockOffsetMs", () => {
  it.each([
    // sent    received  server   offset: local minus server at the middle of the round trip
    [10_000, 10_000, 10_000, 0],
    [10_000, 10_200, 10_100, 0],
    [10_000, 10_200, 4_100, 6_000],
    [10_000, 10_200, 16_100, -6_000],
    // a slow answer: the middle of the round trip is what counts
    [0, 4_000, 2_000, 0],
    [0, 1, 0, 0.5],
  ])("sent %i, received %i, server %i → %i", (sentAt, receivedAt, serverNow, offset) => {
    expect(clockOffsetMs({ sentAt, receivedAt, serverNow })).toBe(offset);
  });

  it("finds a computer 90 s behind on real instants", () => {
    const server = Date.UTC(2026, 10, 24, 12);
    const reading = { sentAt: server - 90_000 - 150, receivedAt: server - 90_000 + 150, serverNow: server };
    expect(clockOffsetMs(reading)).toBe(-90_000);
  });
});

describe("clockOffsetLevel", () => {
  it.each([
    [0, "ok"],
    [59_999, "ok"],
    [CLOCK_OFFSET_LIMIT_MS, "ok"],
    [-CLOCK_OFFSET_LIMIT_MS, "ok"],
    [60_001, "warning"],
    [-60_001, "warning"],
    [3_600_000, "warning"],
  ])("%i ms → %s", (offset, level) => {
    expect(clockOffsetLevel(offset)).toBe(level);
  });

  it("takes another limit", () => {
    expect(clockOffsetLevel(5_000, 2_000)).toBe("warning");
    expect(clockOffsetLevel(-1_000, 2_000)).toBe("ok");
  });
});
