import { describe, expect, it } from "vitest";
import { PILOT_FRAME_MAX } from "../../src/contracts/pilot";
import { decodeSiteFrame, encodeHelperMessage } from "./messages";

describe("encodeHelperMessage", () => {
  it("encodes a message of the contract as JSON", () => {
    expect(encodeHelperMessage({ messageType: "QUEST_UPDATE", questId: "q1", status: 12 })).toBe(
      '{"messageType":"QUEST_UPDATE","questId":"q1","status":12}',
    );
  });

  it("sends nothing outside the contract", () => {
    expect(encodeHelperMessage({ messageType: "SEND_FILENAME", filename: "a".repeat(401) })).toBeNull();
    expect(encodeHelperMessage({ messageType: "QUEST_UPDATE", questId: "q1", status: 1.5 })).toBeNull();
  });

  it("never makes a frame longer than PILOT_FRAME_MAX", () => {
    // each control character is escaped to six: within the schema, past the frame limit
    const folder = "\u0001".repeat(400);
    const message = {
      messageType: "CONFIGURATION" as const,
      version: "1",
      gameFolder: folder,
      screenshotsFolder: folder,
    };
    expect(JSON.stringify(message).length).toBeGreaterThan(PILOT_FRAME_MAX);
    expect(encodeHelperMessage(message)).toBeNull();
    const frame = encodeHelperMessage({ ...message, screenshotsFolder: "C:\\Shots" });
    expect(frame).not.toBeNull();
    expect(Buffer.byteLength(frame ?? "")).toBeLessThanOrEqual(PILOT_FRAME_MAX);
  });
});

describe("decodeSiteFrame", () => {
  it.each([
    [
      '{"messageType":"AUTH","userId":"u1"}',
      { kind: "message", message: { messageType: "AUTH", userId: "u1" } },
    ],
    [
      '{"messageType":"SETTINGS_UPDATE","gameFolder":"/g","screenshotsFolder":"/s"}',
      {
        kind: "message",
        message: { messageType: "SETTINGS_UPDATE", gameFolder: "/g", screenshotsFolder: "/s" },
      },
    ],
    ['{"messageType":"SETTINGS_RESET"}', { kind: "message", message: { messageType: "SETTINGS_RESET" } }],
    ['{"messageType":"UPDATE"}', { kind: "message", message: { messageType: "UPDATE" } }],
    ['{"messageType":"ping"}', { kind: "ping" }],
    ['{"messageType":"pong"}', { kind: "ping" }],
    ["hello", { kind: "ignored", reason: "not JSON" }],
    ["null", { kind: "ignored", reason: "not a site message (null)" }],
    [
      '{"messageType":"MAP_CHANGE","map":"bigmap"}',
      { kind: "ignored", reason: "not a site message (MAP_CHANGE)" },
    ],
    [
      '{"messageType":"SETTINGS_UPDATE","gameFolder":"/g"}',
      { kind: "ignored", reason: "not a site message (SETTINGS_UPDATE)" },
    ],
  ])("%s", (text, expected) => {
    expect(decodeSiteFrame(text)).toEqual(expected);
  });

  it("ignores a frame longer than PILOT_FRAME_MAX", () => {
    const text = JSON.stringify({ messageType: "AUTH", userId: "u", pad: "x".repeat(PILOT_FRAME_MAX) });
    expect(decodeSiteFrame(text)).toEqual({ kind: "ignored", reason: "frame too long" });
  });
});
