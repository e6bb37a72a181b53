/**
 * The game saves a screenshot under a name that holds the date, the player's position and the
 * camera's look quaternion, e.g.
 * "2026-08-19[17-50]_585.73, 11.24, 146.56_0.00000, 0.94890, 0.00000, -0.31557_11.91 (0).png";
 * older versions put single spaces where this one has "_". Read back, it places the shot on a map.
 */

/** What a screenshot's name tells. */
export type ScreenshotPosition = {
  /** "2026-08-19T17:50" (the name's local date and time, no zone) */
  takenAt: string;
  x: number;
  y: number;
  z: number;
  /** The look quaternion as written: [qx, qy, qz, qw]. */
  quaternion: [number, number, number, number];
  /** Heading in degrees, 0 ≤ yaw < 360: 0 = looking along +z, 90 = along +x (clockwise seen from above), rounded to 0.1. */
  yaw: number;
};

/** A number as the game writes it: an optional minus, digits, optional decimals ("-0.31557", "12"). */
const NUMBER = String.raw`-?\d+(?:\.\d+)?`;

/** A named group holding one number. */
const num = (name: string): string => `(?<${name}>${NUMBER})`;

type Group = "year" | "month" | "day" | "hour" | "minute" | "x" | "y" | "z" | "qx" | "qy" | "qz" | "qw";

/**
 * The whole file name, case sensitive. The separator after the date ("_", or " " in the older
 * form) is captured once and must repeat between the parts. The date is checked field by field
 * (month 01–12, day 01–31, hour 00–23, minute 00–59), not against the calendar.
 * Optional at the end, in this order: the separator and one more number (the game's extra
 * figure), a " (n)" counter, the ".png" extension.
 */
const SCREENSHOT_NAME = new RegExp(
  String.raw`^(?<year>\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\d|3[01])` +
    String.raw`\[(?<hour>[01]\d|2[0-3])-(?<minute>[0-5]\d)\]` +
    `(?<sep>[_ ])${num("x")}, ${num("y")}, ${num("z")}` +
    String.raw`\k<sep>${num("qx")}, ${num("qy")}, ${num("qz")}, ${num("qw")}` +
    String.raw`(?:\k<sep>${NUMBER})?(?: \(\d+\))?(?:\.png)?$`,
);

/**
 * The last segment of a path, split on "/" and "\" alike.
 * @example baseName("C:\\Shots\\a.png") // "a.png"
 */
function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);
}

/**
 * Heading in degrees [0, 360) of a Unity (y-up, left-handed) rotation quaternion: the rotation
 * about the vertical axis, i.e. Unity's Euler y. 0 = looking along +z, 90 = along +x.
 * The quaternion is taken as a unit one (as the game writes it).
 * @example yawFromQuaternion(0, 0, 0, 1) // 0
 * @example yawFromQuaternion(0, Math.SQRT1_2, 0, Math.SQRT1_2) // 90
 * @example yawFromQuaternion(0, 0.9489, 0, -0.31557) // ≈ 216.8
 */
export function yawFromQuaternion(qx: number, qy: number, qz: number, qw: number): number {
  const degrees = (Math.atan2(2 * (qw * qy + qx * qz), 1 - 2 * (qx * qx + qy * qy)) * 180) / Math.PI;
  // atan2 gives (-180, 180]; shift negatives up. The outer "% 360" folds the 360 that a tiny
  // negative (or -0) rounds to back to 0.
  return ((degrees % 360) + 360) % 360;
}

/**
 * Reads a screenshot's file name (with or without a leading folder path); null when it is not
 * one, or a number in it is out of range.
 * @example parseScreenshotName("2026-08-19[17-50]_585.73, 11.24, 146.56_0.00000, 0.94890, 0.00000, -0.31557_11.91 (0).png")
 * // { takenAt: "2026-08-19T17:50", x: 585.73, y: 11.24, z: 146.56, quaternion: [0, 0.9489, 0, -0.31557], yaw: 216.8 }
 * @example parseScreenshotName("2026-08-19[17-50]_585.73, 11.24, 146.56_0.00000, 0.94890, 0.00000, -0.31557.PNG") // null
 */
export function parseScreenshotName(name: string): ScreenshotPosition | null {
  const match = SCREENSHOT_NAME.exec(baseName(name));
  if (!match) return null;
  // every named group sits outside the optional parts, so a match holds them all
  const g = match.groups as Record<Group, string>;
  const x = Number(g.x);
  const y = Number(g.y);
  const z = Number(g.z);
  const quaternion: [number, number, number, number] = [
    Number(g.qx),
    Number(g.qy),
    Number(g.qz),
    Number(g.qw),
  ];
  // digits without end can overflow to Infinity
  if (![x, y, z, ...quaternion].every(Number.isFinite)) return null;
  const yaw = (Math.round(yawFromQuaternion(...quaternion) * 10) / 10) % 360;
  return {
    takenAt: `${g.year}-${g.month}-${g.day}T${g.hour}:${g.minute}`,
    x,
    y,
    z,
    quaternion,
    yaw,
  };
}
