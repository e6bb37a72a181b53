/**
 * How far a visitor's clock is from the server's, measured with one request (the /test page).
 * Times are milliseconds since the epoch, passed in: the caller reads the clocks.
 */

/** Past a minute off, the raid clocks and the craft and quest timers the site shows no longer match the game. */
export const CLOCK_OFFSET_LIMIT_MS = 60_000;

/** One request: the local clock when it was sent and when its answer came, and the server's clock in the answer. */
export type ClockReading = { sentAt: number; receivedAt: number; serverNow: number };

export type ClockOffsetLevel = "ok" | "warning";

/**
 * How far the local clock is ahead of the server's (negative: behind), taking the server to have
 * read its clock half-way through the round trip: offset = (sent + received) / 2 − server
 * (Cristian's clock synchronisation). The error is at most half the round trip.
 * @example clockOffsetMs({ sentAt: 10_000, receivedAt: 10_200, serverNow: 4_100 }) // 6_000
 */
export function clockOffsetMs({ sentAt, receivedAt, serverNow }: ClockReading): number {
  return (sentAt + receivedAt) / 2 - serverNow;
}

/**
 * Whether an offset matters: more than the limit either way is a warning.
 * @example clockOffsetLevel(-61_000) // "warning"
 */
export function clockOffsetLevel(offsetMs: number, limitMs = CLOCK_OFFSET_LIMIT_MS): ClockOffsetLevel {
  return Math.abs(offsetMs) > limitMs ? "warning" : "ok";
}
