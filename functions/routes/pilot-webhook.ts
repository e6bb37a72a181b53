/**
 * TarkovPilot 2.x, which posts webhooks instead of holding a socket:
 * - `POST /api/be/pilot/script/webhook {hookId, event, …}`: the hookId is the account's pairing
 *   key; each event becomes the helper message a socket helper would send (status →
 *   CONFIGURATION, map → MAP_CHANGE, screenshot → SEND_FILENAME, quest → QUEST_UPDATE) and goes to
 *   the account's open pages through its relay room, which apply the same rules as for a socket
 *   helper (a quest is completed only for Pro with the setting on). The answer is always 200
 *   `{ok, error?, latestVersion, pro}`, as the helper reads it;
 * - `GET /api/be/pilot/version`: the helper version admins publish, as plain text.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { HelperMessage, PilotWebhook } from "../../src/contracts/pilot";
import { pilotEndpoints } from "../../src/contracts/pilot";
import { readGlobalSettings } from "../../src/domain/global-settings";
import { sha256Hex } from "../accounts/crypto";
import { accountIsPro } from "../auth/access";
import { clock } from "../clock";
import { getDb } from "../db/client";
import { KV_KEYS, kvGet } from "../db/queries/kv";
import { userForPilotKey } from "../db/queries/pilot-keys";
import { takeSlot } from "../db/queries/rate-limit";
import { users } from "../db/schema";
import { on, onRaw } from "../endpoint";
import type { AppBindings } from "../env";

export const pilotWebhookRoutes = new Hono<AppBindings>();

/** Webhooks a key may send a minute (a raid sends a handful; a status heartbeat a minute). */
const WEBHOOKS_PER_MINUTE = 60;

const latestVersion = async (db: D1Database) =>
  readGlobalSettings(await kvGet(getDb(db), KV_KEYS.globalSettings)).helperVersion;

/** The helper message an event stands for, or null for an event this site does not take. */
export function webhookMessage(e: PilotWebhook): HelperMessage | "bad_event" | null {
  switch (e.event) {
    case "status":
      return {
        messageType: "CONFIGURATION",
        version: e.app?.version ?? "",
        gameFolder: e.app?.gameFolder ?? null,
        screenshotsFolder: e.app?.screenshotsFolder ?? null,
      };
    case "map":
      return e.map ? { messageType: "MAP_CHANGE", map: e.map } : "bad_event";
    case "screenshot":
      return e.filename ? { messageType: "SEND_FILENAME", filename: e.filename } : "bad_event";
    case "quest": {
      const status = typeof e.status === "number" ? e.status : Number(e.status ?? Number.NaN);
      return e.questId && Number.isInteger(status)
        ? { messageType: "QUEST_UPDATE", questId: e.questId, status }
        : "bad_event";
    }
    default:
      return null;
  }
}

on(pilotWebhookRoutes, pilotEndpoints.webhook, [], async (c, { body }) => {
  const latest = await latestVersion(c.env.DB);
  const db = getDb(c.env.DB);
  const keyHash = await sha256Hex(body.hookId);
  const userUid = await userForPilotKey(db, keyHash);
  if (!userUid) return { ok: false, error: "bad_key" as const, latestVersion: latest, pro: false };
  const now = clock.now();
  const account = await db
    .select({ pro: users.pro, patronUntil: users.patronUntil })
    .from(users)
    .where(eq(users.uid, userUid))
    .get();
  const pro = accountIsPro(account ?? null, now);
  const reply = (error?: "pro_required" | "unsupported_event" | "bad_event" | "rate_limited") =>
    error ? { ok: false, error, latestVersion: latest, pro } : { ok: true, latestVersion: latest, pro };
  const slot = await takeSlot(c.env.DB, {
    key: `pilot-hook:${keyHash}`,
    max: WEBHOOKS_PER_MINUTE,
    windowMs: 60_000,
    now,
  });
  if (!slot) return reply("rate_limited");
  const message = webhookMessage(body);
  if (message === null) return reply("unsupported_event");
  if (message === "bad_event") return reply("bad_event");
  if (message.messageType === "QUEST_UPDATE" && !pro) return reply("pro_required");
  const room = c.env.PILOT_RELAY.get(c.env.PILOT_RELAY.idFromName(userUid));
  await room.fetch("https://relay/helper-frame", { method: "POST", body: JSON.stringify(message) });
  return reply();
});

onRaw(pilotWebhookRoutes, pilotEndpoints.version, [], async (c) =>
  c.text(await latestVersion(c.env.DB), 200, { "Cache-Control": "no-store" }),
);
