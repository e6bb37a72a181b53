import { describe, expect, it } from "vitest";
import { parseScreenshotName, yawFromQuaternion } from "./screenshot-name";

const NAME = "2026-08-19[17-50]_585.73, 11.24, 146.56_0.00000, 0.94890, 0.00000, -0.31557_11.91 (0).png";
const OLD_NAME = "2026-08-19[17-50] 585.73, 11.24, 146.56 0.00000, 0.94890, 0.00000, -0.31557 11.91 (0).png";

const S45 = Math.sin(Math.PI / 4).toFixed(5);
const C45 = Math.cos(Math.PI / 4).toFixed(5);

describe("parseScreenshotName", () => {
  it.each([
    ["the current form", NAME],
    ["the older space-separated form", OLD_NAME],
    ["a Windows path", `C:\\Users\\me\\Documents\\Escape from Tarkov\\Screenshots\\${NAME}`],
    ["a forward-slash path", `/home/me/Screenshots/${NAME}`],
    ["a mixed path", `C:\\Users/me\\${OLD_NAME}`],
    ["no counter", NAME.replace(" (0)", "")],
    ["no extension", NAME.replace(".png", "")],
    ["no counter nor extension", NAME.replace(" (0).png", "")],
    ["no trailing number", NAME.replace("_11.91", "")],
    ["no trailing number in the older form", OLD_NAME.replace(" 11.91", "")],
    ["only the date, position and quaternion", NAME.replace("_11.91 (0).png", "")],
    ["a counter of several digits", NAME.replace("(0)", "(12)")],
    ["a negative, whole trailing number", NAME.replace("11.91", "-3")],
  ])("reads %s", (_, name) => {
    const shot = parseScreenshotName(name);
    expect(shot).not.toBeNull();
    expect(shot?.takenAt).toBe("2026-08-19T17:50");
    expect([shot?.x, shot?.y, shot?.z]).toEqual([585.73, 11.24, 146.56]);
    expect(shot?.quaternion).toEqual([0, 0.9489, 0, -0.31557]);
    expect(shot?.yaw).toBeCloseTo(216.8, 1);
  });

  it("returns the whole position, yaw rounded to 0.1", () => {
    expect(parseScreenshotName(NAME)).toEqual({
      takenAt: "2026-08-19T17:50",
      x: 585.73,
      y: 11.24,
      z: 146.56,
      quaternion: [0, 0.9489, 0, -0.31557],
      yaw: 216.8,
    });
  });

  it("reads negative coordinates and any number of decimals", () => {
    const shot = parseScreenshotName(
      "2025-01-02[03-04]_-120.5, -2, -0.123456789_0.1, 0.2, 0.3, 0.927362_1.5 (3).png",
    );
    expect(shot).toMatchObject({
      takenAt: "2025-01-02T03:04",
      x: -120.5,
      y: -2,
      z: -0.123456789,
      quaternion: [0.1, 0.2, 0.3, 0.927362],
    });
  });

  it.each([
    ["the identity", "0.00000, 0.00000, 0.00000, 1.00000", 0],
    ["a quarter turn about y", `0.00000, ${S45}, 0.00000, ${C45}`, 90],
    ["a half turn about y", "0.00000, 1.00000, 0.00000, 0.00000", 180],
    ["a quarter turn back about y", `0.00000, -${S45}, 0.00000, ${C45}`, 270],
    ["a turn just short of 360, rounding to 360", "0.00000, -0.00026180, 0.00000, 1.00000", 0],
  ])("derives the yaw of %s", (_, quaternion, yaw) => {
    const shot = parseScreenshotName(`2026-08-19[17-50]_1, 2, 3_${quaternion}_0 (0).png`);
    expect(shot?.yaw).toBe(yaw);
  });

  it.each([
    ["an uppercase extension", NAME.replace(".png", ".PNG")],
    ["a mixed-case extension", NAME.replace(".png", ".Png")],
    ["another extension", NAME.replace(".png", ".jpg")],
    ["an extension without the dot", NAME.replace(".png", "png")],
    ["a missing quaternion number", NAME.replace("0.00000, -0.31557", "-0.31557")],
    ["a missing coordinate", NAME.replace("585.73, ", "")],
    ["a fifth quaternion number", NAME.replace("-0.31557", "-0.31557, 0.1")],
    ["letters in a coordinate", NAME.replace("585.73", "585.7e")],
    ["letters in a quaternion number", NAME.replace("0.94890", "0.9489O")],
    ["an exponent", NAME.replace("585.73", "5.8573e2")],
    ["a plus sign", NAME.replace("585.73", "+585.73")],
    ["a bare dot", NAME.replace("585.73", "585.")],
    ["a number overflowing to Infinity", NAME.replace("585.73", "9".repeat(400))],
    ["the empty string", ""],
    ["a path ending in a folder", "C:\\Screenshots\\"],
    ["a random file name", "IMG_20260819_175000.png"],
    ["another random file name", "screenshot (1).png"],
    ["separators mixed between the forms", NAME.replace("146.56_", "146.56 ")],
    ["a double separator", NAME.replace("_585.73", "__585.73")],
    ["commas without spaces", NAME.replace("585.73, 11.24", "585.73,11.24")],
    ["a counter without its space", NAME.replace(" (0)", "(0)")],
    ["a counter with letters", NAME.replace("(0)", "(a)")],
    ["leading whitespace", ` ${NAME}`],
    ["trailing whitespace", `${NAME} `],
    ["text after the extension", `${NAME}.bak`],
    ["parentheses for the date's brackets", NAME.replace("[17-50]", "(17-50)")],
    ["a colon in the time", NAME.replace("17-50", "17:50")],
    ["a month 13", NAME.replace("2026-08", "2026-13")],
    ["a day 32", NAME.replace("08-19", "08-32")],
    ["a day 00", NAME.replace("08-19", "08-00")],
    ["an hour 24", NAME.replace("[17", "[24")],
    ["a minute 60", NAME.replace("-50]", "-60]")],
    ["a two-digit year", NAME.replace("2026", "26")],
  ])("refuses %s", (_, name) => {
    expect(parseScreenshotName(name)).toBeNull();
  });
});

describe("yawFromQuaternion", () => {
  const s = (degrees: number) => Math.sin((degrees * Math.PI) / 360);
  const c = (degrees: number) => Math.cos((degrees * Math.PI) / 360);

  it.each([
    ["the identity", [0, 0, 0, 1], 0],
    ["the identity, negated", [0, 0, 0, -1], 0],
    ["a quarter turn about y", [0, s(90), 0, c(90)], 90],
    ["a half turn about y", [0, 1, 0, 0], 180],
    ["a quarter turn back about y", [0, s(-90), 0, c(-90)], 270],
    ["30 degrees about y", [0, s(30), 0, c(30)], 30],
    ["-30 degrees about y", [0, s(-30), 0, c(-30)], 330],
    ["the same turn, negated", [0, -s(30), 0, -c(30)], 30],
    ["a pitch about x alone", [s(40), 0, 0, c(40)], 0],
    ["a roll about z alone", [0, 0, s(25), c(25)], 0],
    // Unity's order: roll z, then pitch x, then yaw y (q = qy·qx·qz) with yaw 90, pitch 30, roll 20
    [
      "yaw 90 under pitch and roll",
      [0.2988362387301198, 0.6408563820557885, -0.06162841671621931, 0.7044160264027588],
      90,
    ],
    ["the example's quaternion", [0, 0.9489, 0, -0.31557], 216.8],
  ] as const)("gives the yaw of %s", (_, [qx, qy, qz, qw], yaw) => {
    expect(yawFromQuaternion(qx, qy, qz, qw)).toBeCloseTo(yaw, 1);
  });

  it.each([
    [0, -1e-17, 0, 1],
    [0, -0, 0, 1],
    [0, 0.1, 0, 0.99498744],
    [0, -0.1, 0, 0.99498744],
    [0, 0.7, 0, -0.71414284],
  ])("stays within [0, 360) for (%d, %d, %d, %d)", (qx, qy, qz, qw) => {
    const yaw = yawFromQuaternion(qx, qy, qz, qw);
    expect(yaw).toBeGreaterThanOrEqual(0);
    expect(yaw).toBeLessThan(360);
  });
});
