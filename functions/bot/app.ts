/**
 * GET /api/bot/{nightbot|streamelements|moobot}?q=&lang=&mode=&token= (docs/product.md §1, §6): one line of
 * plain text for a chat, under 400 characters, never an error page: the best match's prices, or
 * the not-found text. Every answer is 200, refusals included: StreamElements shows "Unable to make
 * request" for any other status. The streamer's token limits use, and counts the calls it answers
 * (a refused or rate-limited call is not a use); Nightbot is Pro.
 */
import { Hono } from "hono";
import { BOT_CALLS_PER_MINUTE, BOT_KINDS, type BotKind, botQuerySchema } from "../../src/contracts/bot";
import { textLocale } from "../../src/domain/locale";
import { botText } from "../../src/i18n/bot";
import { sha256Hex } from "../accounts/crypto";
import { accountIsPro } from "../auth/access";
import { clock } from "../clock";
import { getDb } from "../db/client";
import { botTokenOwner, countBotTokenUse } from "../db/queries/bot-tokens";
import { takeSlot } from "../db/queries/rate-limit";
import type { AppBindings } from "../env";
import { traderPriceDate } from "../search/items";
import { answerLine, bestItem } from "./answer";

export function createBotApp() {
  const app = new Hono<AppBindings>().basePath("/api/bot");
  const text = (body: string) =>
    new Response(body, {
      status: 200,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        "Access-Control-Allow-Origin": "*",
      },
    });

  app.get("/:kind", async (c) => {
    const kind = c.req.param("kind") as BotKind;
    if (!BOT_KINDS.includes(kind)) return c.notFound();
    const { q, lang, mode, token } = botQuerySchema.parse(c.req.query());
    // without lang, a query in Cyrillic is answered in Russian
    const asked = lang ?? (/[а-яё]/i.test(q) ? "ru" : "en");
    const locale = textLocale(asked);
    const t = botText(locale);
    const origin = new URL(c.req.url).origin;
    const setupUrl = `${origin}/streamers/${kind}`;
    const db = getDb(c.env.DB);
    const hash = token ? await sha256Hex(token) : "";
    const owner = hash ? await botTokenOwner(db, kind, hash) : null;
    if (!owner) return text(t.setUp(setupUrl));
    const now = clock.now();
    if (kind === "nightbot" && !accountIsPro(owner, now)) return text(t.proOnly(setupUrl));
    const slot = await takeSlot(c.env.DB, {
      key: `bot:${kind}:${hash}`,
      max: BOT_CALLS_PER_MINUTE,
      windowMs: 60_000,
      now,
    });
    if (!slot) return text(t.rateLimited);
    await countBotTokenUse(db, kind, hash);
    if (!q) return text(t.usage);
    const item = await bestItem(db, mode, q);
    if (!item) return text(t.notFound(q));
    const traderSeen = await traderPriceDate(db, mode, item.uid);
    return text(answerLine(item, { locale, origin, now, traderSeen }));
  });

  app.notFound(() => text("Not found: use /api/bot/nightbot, /api/bot/streamelements or /api/bot/moobot"));
  app.onError((err) => {
    console.error("[bot]", err);
    return text("Prices are not available right now; try again later");
  });
  return app;
}
