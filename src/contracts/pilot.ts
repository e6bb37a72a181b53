import { endpoint } from "./endpoint";
import { lazySchema, z } from "./zod-mini";

/**
 * The helper (Pilot) channel (docs/product.md §7): JSON messages with a `messageType`, between the desktop
 * helper and the site, directly (desktop mode, ws://127.0.0.1:5123) or through the cloud relay
 * (/ws/pilot, one room per user). Anything the helper sends that is not one of these is a log line.
 */

/** The largest frame the relay passes on (bytes of its UTF-8 text; longer frames are dropped). */
export const PILOT_FRAME_MAX = 4096;
/** Frames one socket may send the relay in a window; one more closes it with PILOT_CLOSE.tooFast. */
export const PILOT_FRAME_RATE = { frames: 50, windowMs: 5_000 } as const;
/**
 * Sockets one account's relay room keeps open: pages beyond the cap are closed at once
 * (PILOT_CLOSE.tooMany); a new helper replaces the oldest beyond its cap (a reconnecting helper's
 * old socket may not have ended yet).
 */
export const PILOT_SOCKETS = { browser: 20, helper: 2 } as const;
/** The relay's close codes, each with its reason. */
export const PILOT_CLOSE = {
  tooFast: {
    code: 4008,
    reason: `too many frames: at most ${PILOT_FRAME_RATE.frames} in ${PILOT_FRAME_RATE.windowMs / 1000} seconds`,
  },
  tooMany: { code: 4029, reason: "too many open pages for this account" },
  replaced: { code: 4002, reason: "a newer helper connected" },
} as const;
/** The helper's local WebSocket port in desktop mode. */
export const PILOT_DESKTOP_PORT = 5123;

const text = (max: number) => z.string().check(z.maxLength(max));
const coord = lazySchema(() => z.number().check(z.gte(-100_000), z.lte(100_000)));

/** Messages the helper sends (docs/product.md §7 "Received"). */
export const helperMessageSchema = lazySchema(() =>
  z.discriminatedUnion("messageType", [
    z.object({ messageType: z.literal("SEND_FILENAME"), filename: text(400) }),
    /** TarkovPilot's order: x is the game's z, y the game's x, z the height (positionFromUpdate). */
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
  ]),
);
export type HelperMessage = z.infer<typeof helperMessageSchema>;

/** Messages the site sends to the helper (docs/product.md §7 "Sent"). */
export const siteMessageSchema = lazySchema(() =>
  z.discriminatedUnion("messageType", [
    z.object({ messageType: z.literal("AUTH"), userId: text(64) }),
    z.object({
      messageType: z.literal("SETTINGS_UPDATE"),
      gameFolder: text(400),
      screenshotsFolder: text(400),
      /**
       * The site always sends both (TarkovPilot reads a missing flag as false and saves it); the
       * reference helper, which keeps no such flags, takes a message without them too.
       */
      mapChangeEnabled: z.optional(z.boolean()),
      questsAutoCompleteEnabled: z.optional(z.boolean()),
    }),
    z.object({ messageType: z.literal("SETTINGS_RESET") }),
    z.object({ messageType: z.literal("UPDATE") }),
  ]),
);
export type SiteMessage = z.infer<typeof siteMessageSchema>;

const keyInfo = lazySchema(() =>
  z.object({
    /** Whether the account has a pairing key. */
    hasKey: z.boolean(),
    /** When it was made (ms), or null. */
    createdAt: z.nullable(z.number()),
    /** Its first characters, to tell keys apart; never the key. */
    prefix: z.nullable(z.string()),
  }),
);

/**
 * TarkovPilot 2.x's webhook (`POST /api/be/pilot/script/webhook`): `{hookId, event, …}`, the
 * hookId being the account's pairing key. Events: `status` (with `app`: the helper's version and
 * folders), `map` (a raw location id or scene name), `screenshot` (a screenshot's file name) and
 * `quest` (`status` a number or a numeric string; 12 completes). Other fields pass unread.
 */
export const pilotWebhookSchema = lazySchema(() =>
  z.looseObject({
    hookId: text(200),
    event: text(40),
    map: z.optional(text(80)),
    filename: z.optional(text(400)),
    questId: z.optional(text(64)),
    status: z.optional(z.union([z.number(), text(8)])),
    app: z.optional(
      z.looseObject({
        version: z.optional(text(40)),
        gameFolder: z.optional(text(400)),
        screenshotsFolder: z.optional(text(400)),
      }),
    ),
  }),
);
export type PilotWebhook = z.infer<typeof pilotWebhookSchema>;

/** The webhook's answer, always 200 (the helper takes any other status for a network error). */
export const pilotWebhookReplySchema = lazySchema(() =>
  z.object({
    ok: z.boolean(),
    error: z.optional(z.enum(["bad_key", "pro_required", "unsupported_event", "bad_event", "rate_limited"])),
    latestVersion: z.string(),
    pro: z.boolean(),
  }),
);

/** The cloud helper's pairing key (one per account, stored hashed; shown once when made). */
export const pilotEndpoints = {
  webhook: endpoint({
    method: "POST",
    path: "/pilot/script/webhook",
    body: pilotWebhookSchema,
    response: pilotWebhookReplySchema,
  }),
  /** The helper version admins publish, as plain text (TarkovPilot 2.x asks without a key). */
  version: endpoint({ method: "GET", path: "/pilot/version", response: lazySchema(() => z.string()) }),
  key: endpoint({ method: "GET", path: "/pilot/key", response: keyInfo }),
  rotate: endpoint({
    method: "POST",
    path: "/pilot/key/rotate",
    response: lazySchema(() => z.extend(keyInfo, { key: z.string() })),
  }),
  revoke: endpoint({ method: "POST", path: "/pilot/key/revoke", response: keyInfo }),
};
