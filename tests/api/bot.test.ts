import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BOT_CALLS_PER_MINUTE, BOT_KINDS, type BotKind } from "../../src/contracts/bot";
import { call, freshEmail, setFlags, signIn } from "./accounts.fixtures";
import { datedSellOffer, item, seed } from "./game-data.fixtures";
import { countRows, inParallel } from "./races.fixtures";

// Chat-bot price commands: GET /api/bot/{kind}?q=&lang=&mode=&token= answers one line of text.

/** A streamer with a token for each bot. */
async function streamer(name: string, pro: boolean) {
  const s = await signIn(freshEmail(name));
  if (pro) await setFlags(s.user.uid, { pro: true });
  const tokens = {} as Record<BotKind, string>;
  for (const kind of BOT_KINDS) tokens[kind] = await rotate(s.cookie, kind);
  return { ...s, tokens };
}
async function rotate(cookie: string, kind: BotKind) {
  const res = await call("/api/be/bot/token/rotate", { body: { kind }, cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
const uses = async (cookie: string) =>
  (await (await call("/api/be/bot/token", { cookie })).json()) as Record<BotKind, { uses: number }>;
const ask = async (kind: string, params: Record<string, string>) => {
  const res = await call(`/api/bot/${kind}?${new URLSearchParams(params)}`);
  return { status: res.status, type: res.headers.get("Content-Type"), text: await res.text() };
};
const NOW = Date.now();

beforeAll(async () => {
  await seed({
    items: [
      item("bot-gpu", {
        name: "Graphics card",
        shortName: "GPU",
        nameL10n: { ru: "Видеокарта" },
        shortNameL10n: { ru: "Видюха" },
        url: "bot_graphics_card",
        width: 2,
        height: 1,
      }),
      item("bot-gpu-box", { name: "Graphics card box", shortName: "Box", url: "bot_graphics_card_box" }),
      item("bot-long", { name: `Long ${"x".repeat(500)}`, shortName: "LONGNAME", url: "bot_long" }),
    ],
    itemPrices: [
      {
        itemUid: "bot-gpu",
        mode: "pvp",
        flea: 450_000,
        avg24h: 440_000,
        avg7d: null,
        low24h: null,
        high24h: null,
        change24h: 3.21,
        change7d: null,
        offers: 12,
        updatedAt: NOW - 2 * 3_600_000,
      },
    ],
    traderOffers: [datedSellOffer("bot-gpu")],
  });
});

describe("GET /api/bot/:kind", () => {
  it("answers a partial name with one line under 400 characters: name, flea price and age, per slot, trader, 24 h change, link", async () => {
    const s = await streamer("bot-en", true);
    const a = await ask("nightbot", { token: s.tokens.nightbot, q: "graphics", lang: "en" });
    expect(a.status).toBe(200);
    expect(a.type).toMatch(/^text\/plain/);
    expect(a.text).toBe(
      // the flea price seen 2 h ago, the trader price dated by its list
      "Graphics card: flea 450,000₽ (2 h ago) · 225,000₽/slot · Therapist 120,000₽ (10 Dec 2025) · 24h +3.2% http://localhost/item/bot_graphics_card",
    );
    expect(a.text.length).toBeLessThan(400);
    expect(a.text).not.toContain("\n");
  });

  it("answers in Russian with the data's Russian name", async () => {
    const s = await streamer("bot-ru", false);
    const a = await ask("streamelements", { token: s.tokens.streamelements, q: "видеокар", lang: "ru" });
    expect(a.text).toMatch(/^Видеокарта: барахолка 450\s000₽ \(2 ч назад\)/);
    expect(a.text).toContain("Терапевт 120\u00a0000₽ (10 дек 2025)");
    // a query in Cyrillic without lang is answered in Russian too
    const bare = await ask("streamelements", { token: s.tokens.streamelements, q: "видеокар" });
    expect(bare.text).toMatch(/^Видеокарта: барахолка 450\s000₽/);
    expect(a.text).toContain("/ru/item/bot_graphics_card");
    // by the Russian short name alone, as the Russian client shows it
    expect((await ask("streamelements", { token: s.tokens.streamelements, q: "видюха" })).text).toMatch(
      /^Видеокарта: барахолка/,
    );
  });

  it("says when nothing matches, or what to type, and never fails", async () => {
    const s = await streamer("bot-none", false);
    expect((await ask("moobot", { token: s.tokens.moobot, q: "zzqqxx" })).text).toBe(
      'No item found for "zzqqxx"',
    );
    expect((await ask("moobot", { token: s.tokens.moobot, q: "" })).text).toMatch(/^Type an item name/);
    for (const q of ["%%%", "a".repeat(5000), '"gpu"', "\u0000"]) {
      const a = await ask("moobot", { token: s.tokens.moobot, q });
      expect(a.status, q).toBe(200);
      expect(a.text.length).toBeLessThanOrEqual(400);
    }
    const long = await ask("moobot", { token: s.tokens.moobot, q: "LONGNAME" });
    expect(long.text.length).toBeLessThanOrEqual(400);
    expect(long.text).toMatch(/^Long x+…: no flea price http:\/\/localhost\/item\/bot_long$/);
  });

  it("needs the streamer's token; Nightbot needs a Pro streamer; other kinds are not found", async () => {
    expect((await ask("nightbot", { q: "gpu" })).text).toBe(
      "This command needs the streamer's token: set it up at http://localhost/streamers/nightbot",
    );
    expect((await ask("nightbot", { q: "gpu", token: "forged" })).text).toMatch(
      /^This command needs the streamer's token/,
    );
    const free = await streamer("bot-free", false);
    expect((await ask("nightbot", { token: free.tokens.nightbot, q: "gpu" })).text).toMatch(
      /Pro status required/,
    );
    expect((await ask("streamelements", { token: free.tokens.streamelements, q: "gpu" })).text).toMatch(
      /^Graphics card: /,
    );
    expect((await ask("twitchbot", { token: free.tokens.moobot, q: "gpu" })).text).toMatch(/^Not found/);
  });

  it(`limits a token to ${BOT_CALLS_PER_MINUTE} calls a minute, answers every call with 200 and counts only the answered ones`, async () => {
    const s = await streamer("bot-limit", false);
    const answers = await Promise.all(
      Array.from({ length: BOT_CALLS_PER_MINUTE + 5 }, () =>
        ask("moobot", { token: s.tokens.moobot, q: "gpu" }),
      ),
    );
    // StreamElements shows "Unable to make request" for anything but 200
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.text.startsWith("Graphics card: "))).toHaveLength(BOT_CALLS_PER_MINUTE);
    expect(answers.filter((a) => a.text.startsWith("Too many price requests"))).toHaveLength(5);
    expect((await uses(s.cookie)).moobot.uses).toBe(BOT_CALLS_PER_MINUTE);
  });

  it("does not count a refused call: Nightbot for a streamer without Pro", async () => {
    const s = await streamer("bot-refused", false);
    const refused = await ask("nightbot", { token: s.tokens.nightbot, q: "gpu" });
    expect([refused.status, refused.text]).toEqual([200, expect.stringMatching(/Pro status required/)]);
    expect((await uses(s.cookie)).nightbot.uses).toBe(0);
  });

  it("keeps one token per bot: a replaced or revoked one stops working, and no other bot's", async () => {
    const s = await streamer("bot-rotate", false);
    const old = s.tokens.moobot;
    const fresh = await rotate(s.cookie, "moobot");
    expect((await ask("moobot", { token: old, q: "gpu" })).text).toMatch(/^This command needs/);
    expect((await ask("moobot", { token: fresh, q: "gpu" })).text).toMatch(/^Graphics card: /);
    // the other bots' commands still work
    expect((await ask("streamelements", { token: s.tokens.streamelements, q: "gpu" })).text).toMatch(
      /^Graphics card: /,
    );
    // a token is its own bot's only
    expect((await ask("streamelements", { token: fresh, q: "gpu" })).text).toMatch(/^This command needs/);
    const revoked = await call("/api/be/bot/token/revoke", { body: { kind: "moobot" }, cookie: s.cookie });
    expect(await revoked.json()).toEqual({ hasToken: false, createdAt: null, prefix: null, uses: 0 });
    expect((await ask("moobot", { token: fresh, q: "gpu" })).text).toMatch(/^This command needs/);
    const rows = await env.DB.prepare("SELECT kind FROM bot_tokens WHERE user_uid = ? ORDER BY kind")
      .bind(s.user.uid)
      .all();
    expect(rows.results).toEqual([{ kind: "nightbot" }, { kind: "streamelements" }]);
    const bad = await call("/api/be/bot/token/rotate", { body: { kind: "twitchbot" }, cookie: s.cookie });
    expect(bad.status).toBe(400);
    // 30 rotations at once leave one token for the bot
    const statuses = await inParallel(30, () =>
      call("/api/be/bot/token/rotate", { body: { kind: "nightbot" }, cookie: s.cookie }),
    );
    expect(statuses).toEqual(Array(30).fill(200));
    expect(await countRows("bot_tokens", "user_uid = ? AND kind = 'nightbot'", s.user.uid)).toBe(1);
  });
});
