import { endpoint } from "./endpoint";
import { z } from "./zod-mini";

/**
 * Chat-bot price commands (SPEC §1; /streamers/nightbot, /streamelements, /moobot): plain-text
 * answers at GET /api/bot/{kind}?q=&lang=&mode=&token=, where the token is the streamer's own, so
 * that use is counted and limited. Nightbot is Pro (SPEC §6).
 */
export const BOT_KINDS = ["nightbot", "streamelements", "moobot"] as const;
export type BotKind = (typeof BOT_KINDS)[number];
/** Characters a chat answer may have (chat bots cut longer ones). */
export const BOT_ANSWER_MAX = 400;
/** Calls per token per minute. */
export const BOT_CALLS_PER_MINUTE = 60;

const tokenInfo = z.object({
  hasToken: z.boolean(),
  createdAt: z.nullable(z.number()),
  prefix: z.nullable(z.string()),
  uses: z.number(),
});

export const botEndpoints = {
  token: endpoint({ method: "GET", path: "/bot/token", response: tokenInfo }),
  /** Makes a new token (the old one stops working); shown once. */
  rotate: endpoint({
    method: "POST",
    path: "/bot/token/rotate",
    response: z.extend(tokenInfo, { token: z.string() }),
  }),
  revoke: endpoint({ method: "POST", path: "/bot/token/revoke", response: tokenInfo }),
};
