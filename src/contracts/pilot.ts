import { endpoint } from "./endpoint";
import { z } from "./zod-mini";

/**
 * The helper (Pilot) channel (SPEC §7): JSON messages with a `messageType`, between the desktop
 * helper and the site, directly (desktop mode, ws://127.0.0.1:5123) or through the cloud relay
 * (/ws/pilot, one room per user). Anything the helper sends that is not one of these is a log line.
 */

/** The largest frame the relay passes on (bytes of text). */
export const PILOT_FRAME_MAX = 4096;
/** The helper's local WebSocket port in desktop mode. */
export const PILOT_DESKTOP_PORT = 5123;

const text = (max: number) => z.string().check(z.maxLength(max));
const coord = z.number().check(z.gte(-100_000), z.lte(100_000));

/** Messages the helper sends (SPEC §7 "Received"). */
export const helperMessageSchema = z.discriminatedUnion("messageType", [
  z.object({ messageType: z.literal("SEND_FILENAME"), filename: text(400) }),
  z.object({
    messageType: z.literal("POSITION_UPDATE"),
    x: coord,
    y: coord,
    z: coord,
    /** Look direction (yaw) in degrees, when the helper knows it. */
    look: z.optional(z.nullable(z.number())),
  }),
  z.object({ messageType: z.literal("MAP_CHANGE"), map: text(80) }),
  z.object({
    messageType: z.literal("QUEST_UPDATE"),
    questId: text(64),
    status: z.number().check(z.int()),
  }),
  z.object({
    messageType: z.literal("CONFIGURATION"),
    version: text(40),
    gameFolder: z.optional(z.nullable(text(400))),
    screenshotsFolder: z.optional(z.nullable(text(400))),
  }),
]);
export type HelperMessage = z.infer<typeof helperMessageSchema>;

/** Messages the site sends to the helper (SPEC §7 "Sent"). */
export const siteMessageSchema = z.discriminatedUnion("messageType", [
  z.object({ messageType: z.literal("AUTH"), userId: text(64) }),
  z.object({
    messageType: z.literal("SETTINGS_UPDATE"),
    gameFolder: text(400),
    screenshotsFolder: text(400),
  }),
  z.object({ messageType: z.literal("SETTINGS_RESET") }),
  z.object({ messageType: z.literal("UPDATE") }),
]);
export type SiteMessage = z.infer<typeof siteMessageSchema>;

const keyInfo = z.object({
  /** Whether the account has a pairing key. */
  hasKey: z.boolean(),
  /** When it was made (ms), or null. */
  createdAt: z.nullable(z.number()),
  /** Its first characters, to tell keys apart; never the key. */
  prefix: z.nullable(z.string()),
});

/** The cloud helper's pairing key (one per account, stored hashed; shown once when made). */
export const pilotEndpoints = {
  key: endpoint({ method: "GET", path: "/pilot/key", response: keyInfo }),
  rotate: endpoint({
    method: "POST",
    path: "/pilot/key/rotate",
    response: z.extend(keyInfo, { key: z.string() }),
  }),
  revoke: endpoint({ method: "POST", path: "/pilot/key/revoke", response: keyInfo }),
};
