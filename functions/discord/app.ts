/**
 * The Discord bot over HTTP interactions (POST /api/discord/interactions): every request is
 * signed by Discord (Ed25519; 401 otherwise), a PING is answered with a PONG, /price, /barter,
 * /craft, /quest and /map are answered at once with an embed (the data is local, well within
 * Discord's 3 s), and /price, /barter and /craft autocomplete item names (at most 25 choices).
 */

import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { CacheItem } from "../../src/contracts/cache";
import {
  DISCORD_TIMESTAMP_SKEW_S,
  type DiscordEmbed,
  type DiscordInteraction,
  type DiscordResponse,
  discordInteractionSchema,
} from "../../src/contracts/discord";
import { formatChange, formatDay, formatPrice } from "../../src/domain/format";
import { localName } from "../../src/domain/local-name";
import { MAP_SLUGS } from "../../src/domain/maps";
import { pricePerSlot } from "../../src/domain/slots";
import { traderName } from "../../src/i18n/game-names";
import { itemHref } from "../../src/site/links";
import { clock } from "../clock";
import { getDb } from "../db/client";
import type { AnyDb } from "../db/queries/db-type";
import { takeSlot } from "../db/queries/rate-limit";
import { barters, crafts, hideoutStations, items, quests } from "../db/schema";
import type { AppBindings } from "../env";
import { searchItems, traderPriceDate } from "../search/items";
import { freshTimestamp, verifyDiscord } from "./verify";

/** `locale`: the Discord client's language (e.g. "ru", "en-US"). */
type Interaction = DiscordInteraction;
type Embed = Omit<DiscordEmbed, "color">;

const COLOR = 0xd4a74a;
const reply = (embed: Embed): DiscordResponse => ({
  type: 4,
  data: { embeds: [{ color: COLOR, ...embed }] },
});
const say = (content: string): DiscordResponse => ({ type: 4, data: { content, flags: 64 } });
const answer = (response: DiscordResponse) => Response.json(response);
const trader = (id: string) => traderName(id, "en");

async function itemNames(db: AnyDb, uids: readonly string[]) {
  if (uids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ uid: items.uid, name: items.name })
    .from(items)
    .where(sql`${items.uid} IN (SELECT value FROM json_each(${JSON.stringify(uids)}))`);
  return new Map(rows.map((r) => [r.uid, r.name]));
}

/** The /price embed's words in the interaction's language. */
const PRICE_WORDS = {
  en: { flea: "Flea", perSlot: "Per slot", trader: "Trader", change: "24 h", none: "no price" },
  ru: { flea: "Барахолка", perSlot: "За слот", trader: "Торговец", change: "24 ч", none: "нет цены" },
};

async function priceEmbed(
  item: CacheItem,
  origin: string,
  traderSeen: number | null,
  locale: "en" | "ru" = "en",
): Promise<Embed> {
  const perSlot = pricePerSlot(item.flea, item.width, item.height);
  const w = PRICE_WORDS[locale];
  const rub = (x: number | null) => (x === null ? w.none : formatPrice(x, "RUB", locale));
  // " (22 Aug 2026)": the day a price was seen
  const seenOn = (ms: number | null) => (ms === null ? "" : ` (${formatDay(ms, locale)})`);
  return {
    title: localName(item, locale),
    url: `${origin}${itemHref(item.url, locale)}`,
    fields: [
      {
        name: w.flea,
        value: item.flea === null ? rub(null) : `${rub(item.flea)}${seenOn(item.updatedAt)}`,
        inline: true,
      },
      {
        name: w.perSlot,
        value: perSlot === null ? "—" : rub(perSlot),
        inline: true,
      },
      {
        name: w.trader,
        value:
          item.trader && item.traderPrice !== null
            ? `${traderName(item.trader, locale)} ${rub(item.traderPrice)}${seenOn(traderSeen)}`
            : "—",
        inline: true,
      },
      {
        name: w.change,
        value: item.change24h === null ? "—" : formatChange(item.change24h, locale),
        inline: true,
      },
    ],
  };
}

/** Recipes (barters or crafts) whose outputs hold the item, as embed lines. */
async function recipesFor(
  db: AnyDb,
  kind: "barter" | "craft",
  item: CacheItem,
  origin: string,
): Promise<Embed> {
  const table = kind === "barter" ? barters : crafts;
  const rows = await db
    .select()
    .from(table)
    .where(
      sql`EXISTS (SELECT 1 FROM json_each(${table.outputs}) WHERE json_extract(value, '$.item') = ${item.uid})`,
    )
    .limit(5);
  const names = await itemNames(
    db,
    rows.flatMap((r) => r.inputs.map((i) => i.item)),
  );
  const stations =
    kind === "craft"
      ? new Map(
          (
            await db.select({ uid: hideoutStations.uid, name: hideoutStations.name }).from(hideoutStations)
          ).map((s) => [s.uid, s.name]),
        )
      : new Map<string, string>();
  const lines = rows.map((r) => {
    const where =
      "trader" in r
        ? `${trader(r.trader)} LL${r.level}`
        : `${stations.get(r.stationUid) ?? r.stationUid} ${r.level}`;
    const inputs = r.inputs.map((i) => `${i.count} × ${names.get(i.item) ?? i.item}`).join(", ");
    return `**${where}**: ${inputs}`;
  });
  return {
    title: `${kind === "barter" ? "Barters" : "Crafts"} for ${item.name}`,
    url: `${origin}/${kind === "barter" ? "barters" : "crafts"}`,
    description: lines.length > 0 ? lines.join("\n").slice(0, 4000) : `No ${kind} gives ${item.name}.`,
  };
}

export function createDiscordApp() {
  const app = new Hono<AppBindings>().basePath("/api/discord");
  app.post("/interactions", async (c) => {
    const body = await c.req.text();
    const ok = await verifyDiscord(
      c.env.DISCORD_PUBLIC_KEY ?? "",
      c.req.header("X-Signature-Ed25519") ?? "",
      c.req.header("X-Signature-Timestamp") ?? "",
      body,
    );
    if (!ok) return c.text("invalid request signature", 401);
    const timestamp = c.req.header("X-Signature-Timestamp") ?? "";
    const now = clock.now();
    if (!freshTimestamp(timestamp, now)) return c.text("request timestamp too far from now", 401);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return c.text("not JSON", 400);
    }
    const parsed = discordInteractionSchema.safeParse(json);
    if (!parsed.success) return c.text("not an interaction", 400);
    const interaction: Interaction = parsed.data;
    // a signed request is answered once: a replay (the same id, or the same signature) is refused
    const replayKey = interaction.id ?? c.req.header("X-Signature-Ed25519") ?? "";
    const first = await takeSlot(c.env.DB, {
      key: `discord:${replayKey}`,
      max: 1,
      windowMs: 2 * DISCORD_TIMESTAMP_SKEW_S * 1000,
      now,
    });
    if (!first) return c.text("interaction already answered", 401);
    if (interaction.type === 1) return answer({ type: 1 });
    const db = getDb(c.env.DB);
    const origin = new URL(c.req.url).origin;
    const options = interaction.data?.options ?? [];
    const text = String(options[0]?.value ?? "").slice(0, 100);
    const command = interaction.data?.name ?? "";
    // autocomplete: item names for the focused option
    if (interaction.type === 4) {
      const found = text ? (await searchItems(db, "pvp", text)).slice(0, 25) : [];
      return answer({
        type: 8,
        data: {
          choices: found.map((i) => {
            // a Russian client sees the Russian name (the search finds either)
            const name = ((interaction.locale?.startsWith("ru") && i.ruName) || i.name).slice(0, 100);
            return { name, value: name };
          }),
        },
      });
    }
    if (interaction.type !== 2) return answer(say("Unknown interaction"));
    if (command === "price" || command === "barter" || command === "craft") {
      const item = (await searchItems(db, "pvp", text))[0];
      if (!item) return answer(say(`No item found for "${text}"`));
      // Russian for a Russian Discord client, or a query in Cyrillic
      const ru = interaction.locale?.startsWith("ru") || /[а-яё]/i.test(text);
      if (command === "price") {
        const seen = await traderPriceDate(db, "pvp", item.uid);
        return answer(reply(await priceEmbed(item, origin, seen, ru ? "ru" : "en")));
      }
      return answer(reply(await recipesFor(db, command, item, origin)));
    }
    if (command === "quest") {
      const q = await db
        .select()
        .from(quests)
        .where(sql`lower(${quests.name}) LIKE ${`%${text.toLowerCase()}%`}`)
        .orderBy(sql`length(${quests.name})`)
        .limit(1)
        .get();
      if (!q) return answer(say(`No quest found for "${text}"`));
      return answer(
        reply({
          title: q.name,
          url: `${origin}/progression/quests`,
          fields: [
            { name: "Trader", value: trader(q.trader), inline: true },
            { name: "Level", value: String(Math.max(1, q.reqLevel)), inline: true },
            { name: "Kappa", value: q.requiredForKappa ? "needed" : "not needed", inline: true },
          ],
          description: q.objectives
            .slice(0, 8)
            .map((o) => `• ${o.text}`)
            .join("\n")
            .slice(0, 2000),
        }),
      );
    }
    if (command === "map") {
      const wanted = text
        .toLowerCase()
        .replace(/^the\s+/, "")
        .replace(/\s+/g, "-");
      const slug = MAP_SLUGS.find((s) => s === wanted || s.startsWith(wanted) || wanted.startsWith(s));
      if (!slug) return answer(say(`No map found for "${text}"`));
      return answer(
        reply({
          title: slug.replace(/(^|-)\w/g, (m) => m.toUpperCase()).replace("-", " "),
          url: `${origin}/maps/${slug}`,
        }),
      );
    }
    return answer(say("Unknown command"));
  });
  return app;
}
