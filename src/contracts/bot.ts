import { endpoint } from "./endpoint";
import { gameModeSchema } from "./game-mode";
import { lazySchema, z } from "./zod-mini";

/**
 * Chat-bot price commands (docs/product.md §1; /streamers/nightbot, /streamelements, /moobot): plain-text
 * answers at GET /api/bot/{kind}?q=&lang=&mode=&token=, where the token is the streamer's own, so
 * that use is counted and limited. Nightbot is Pro (docs/product.md §6).
 */
export const BOT_KINDS = ["nightbot", "streamelements", "moobot"] as const;
export type BotKind = (typeof BOT_KINDS)[number];
/** Characters a chat answer may have (chat bots cut longer ones). */
export const BOT_ANSWER_MAX = 400;
/** Calls per token per minute. */
export const BOT_CALLS_PER_MINUTE = 60;

/** Characters of a query the bot reads (a longer one is cut). */
export const BOT_QUERY_MAX = 100;

/**
 * The query of GET /api/bot/{kind}. Nothing in it is refused, since a chat shows an error page
 * as "Unable to make request": a missing or odd value falls back (no `lang`: Russian for a
 * query in Cyrillic, else English; an unknown `mode`: PvP), and the query text loses the quotes
 * some bots wrap it in and is cut to BOT_QUERY_MAX.
 */
export const botQuerySchema = lazySchema(() =>
  z.object({
    q: z.pipe(
      z.catch(z.string(), ""),
      z.transform((q: string) =>
        q
          .replace(/^["'«]+|["'»]+$/g, "")
          .trim()
          .slice(0, BOT_QUERY_MAX),
      ),
    ),
    lang: z.catch(z.optional(z.string()), undefined),
    mode: z.catch(gameModeSchema, "pvp"),
    token: z.catch(z.string(), ""),
  }),
);

const tokenInfo = lazySchema(() =>
  z.object({
    hasToken: z.boolean(),
    createdAt: z.nullable(z.number()),
    prefix: z.nullable(z.string()),
    uses: z.number(),
  }),
);
export type BotTokenState = z.infer<typeof tokenInfo>;
const kindBody = lazySchema(() => z.object({ kind: z.enum(BOT_KINDS) }));

/**
 * One token per bot kind, so that setting up one bot (or rotating its token) breaks no other; a
 * token is shown once, in the command to paste, when it is made.
 */
export const botEndpoints = {
  /** Each bot's token state. */
  token: endpoint({
    method: "GET",
    path: "/bot/token",
    response: lazySchema(() =>
      z.object({ nightbot: tokenInfo, streamelements: tokenInfo, moobot: tokenInfo }),
    ),
  }),
  /** Makes a new token for one bot (its old one stops working). */
  rotate: endpoint({
    method: "POST",
    path: "/bot/token/rotate",
    body: kindBody,
    response: lazySchema(() => z.extend(tokenInfo, { token: z.string() })),
  }),
  revoke: endpoint({ method: "POST", path: "/bot/token/revoke", body: kindBody, response: tokenInfo }),
};
