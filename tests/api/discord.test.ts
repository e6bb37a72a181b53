import { beforeAll, describe, expect, it } from "vitest";
import { type DiscordEmbed, discordResponseSchema } from "../../src/contracts/discord";
import { call } from "./accounts.fixtures";
import { datedSellOffer, item, quest, seed } from "./game-data.fixtures";

// The Discord bot's interactions endpoint, signed with a key pair made here (Ed25519 in workerd).

let keys: CryptoKeyPair;
let publicHex = "";
const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, "0")).join("");

let ids = 0;
/** A signed interaction; an object gets a fresh `id`, as Discord gives every interaction one. */
async function send(
  payload: unknown,
  opts: { tamper?: boolean; key?: string; at?: number; raw?: boolean } = {},
) {
  const withId =
    payload && typeof payload === "object" && !Array.isArray(payload) && !opts.raw
      ? { id: `${Date.now()}${ids++}`, ...payload }
      : payload;
  const body = JSON.stringify(withId);
  const timestamp = String(Math.floor((opts.at ?? Date.now()) / 1000));
  const signature = hex(
    await crypto.subtle.sign("Ed25519", keys.privateKey, new TextEncoder().encode(timestamp + body)),
  );
  return call("/api/discord/interactions", {
    method: "POST",
    rawBody: opts.tamper ? body.replace("}", ',"x":1}') : body,
    headers: {
      "Content-Type": "application/json",
      "X-Signature-Ed25519": signature,
      "X-Signature-Timestamp": timestamp,
    },
    env: { DISCORD_PUBLIC_KEY: opts.key ?? publicHex },
  });
}
const command = (name: string, value: string, type = 2) => ({
  type,
  data: {
    name,
    options: [{ name: name === "quest" || name === "map" ? "name" : "item", value, focused: type === 4 }],
  },
});

/** The answer, read through the contract: a shape Discord would refuse fails here. */
const answerOf = async (res: Response) => discordResponseSchema.parse(await res.json());
/** The one embed of a message answer. */
async function embedOf(res: Response): Promise<DiscordEmbed> {
  const a = await answerOf(res);
  if (a.type !== 4 || !("embeds" in a.data)) throw new Error(`no embed: ${JSON.stringify(a)}`);
  const [embed] = a.data.embeds;
  if (!embed) throw new Error("empty embeds");
  return embed;
}
/** The text of an answer only the asker sees. */
async function contentOf(res: Response): Promise<string> {
  const a = await answerOf(res);
  if (a.type !== 4 || !("content" in a.data)) throw new Error(`no text: ${JSON.stringify(a)}`);
  return a.data.content;
}

beforeAll(async () => {
  keys = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
  publicHex = hex((await crypto.subtle.exportKey("raw", keys.publicKey)) as ArrayBuffer);
  await seed({
    items: [
      item("dc-gpu", {
        name: "Discord graphics card",
        shortName: "DGPU",
        url: "dc_graphics_card",
        width: 2,
        height: 1,
      }),
      item("dc-bolts", { name: "Discord bolts", shortName: "DBolts", url: "dc_bolts" }),
    ],
    barters: [
      {
        uid: "dc-barter",
        bsgId: null,
        trader: "mechanic",
        level: 2,
        inputs: [{ item: "dc-bolts", count: 3 }],
        outputs: [{ item: "dc-gpu", count: 1 }],
        questUid: null,
        buyLimit: null,
      },
    ],
    quests: [quest("dc-q", { name: "Discord delivery", trader: "prapor", reqLevel: 5 })],
    itemPrices: [
      {
        itemUid: "dc-gpu",
        mode: "pvp",
        flea: 450_000,
        avg24h: 450_000,
        avg7d: null,
        low24h: null,
        high24h: null,
        change24h: null,
        change7d: null,
        offers: 0,
        updatedAt: Date.UTC(2026, 7, 22),
      },
    ],
    traderOffers: [datedSellOffer("dc-gpu")],
  });
});

describe("POST /api/discord/interactions", () => {
  it("answers a signed PING with a PONG", async () => {
    const res = await send({ type: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: 1 });
  });

  it("refuses a bad signature, a changed body, another key and no key set (401)", async () => {
    expect((await send({ type: 1 }, { tamper: true })).status).toBe(401);
    const other = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const otherHex = hex((await crypto.subtle.exportKey("raw", other.publicKey)) as ArrayBuffer);
    expect((await send({ type: 1 }, { key: otherHex })).status).toBe(401);
    expect((await send({ type: 1 }, { key: "" })).status).toBe(401);
    const unsigned = await call("/api/discord/interactions", {
      method: "POST",
      rawBody: '{"type":1}',
      headers: { "Content-Type": "application/json" },
    });
    expect(unsigned.status).toBe(401);
  });

  it("refuses a timestamp more than 5 minutes off (401), signed or not", async () => {
    expect((await send({ type: 1 }, { at: 0 })).status).toBe(401);
    expect((await send({ type: 1 }, { at: Date.now() + 86_400_000 })).status).toBe(401);
    expect((await send({ type: 1 }, { at: Date.now() - 6 * 60_000 })).status).toBe(401);
    expect((await send({ type: 1 }, { at: Date.now() - 4 * 60_000 })).status).toBe(200);
  });

  it("answers a signed interaction once: a replay of the same id or the same request is refused", async () => {
    const ping = { id: "replay-1", type: 1 };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await send(ping, { raw: true })).status);
    expect(answers).toEqual([200, 401, 401, 401, 401]);
    // without an id, the same signed bytes are the same request
    const body = { type: 1, note: "no id" };
    const at = Date.now();
    expect((await send(body, { raw: true, at })).status).toBe(200);
    expect((await send(body, { raw: true, at })).status).toBe(401);
  });

  it("answers a signed body that is no interaction with 400, never 500", async () => {
    for (const body of [
      null,
      [],
      5,
      "text",
      { type: "2" },
      { data: {} },
      { type: 2, data: { options: "x" } },
    ])
      expect((await send(body, { raw: true })).status, JSON.stringify(body)).toBe(400);
  });

  it("answers /price with an embed of the best match", async () => {
    const embed = await embedOf(await send(command("price", "discord graph")));
    expect(embed.title).toBe("Discord graphics card");
    expect(embed.url).toBe("http://localhost/item/dc_graphics_card");
    expect(embed.fields?.map((f) => f.name)).toEqual(["Flea", "Per slot", "Trader", "24 h"]);
    // each price with the day its source saw it
    expect(embed.fields?.[0]?.value).toBe("450,000₽ (22 Aug 2026)");
    expect(embed.fields?.[2]?.value).toBe("Therapist 120,000₽ (10 Dec 2025)");
  });

  it("answers a Russian client in Russian, with the item's Russian name and a Russian link", async () => {
    const embed = await embedOf(await send({ ...command("price", "discord graph"), locale: "ru" }));
    expect(embed.title).toBe("dc-gpu имя");
    expect(embed.url).toBe("http://localhost/ru/item/dc_graphics_card");
    expect(embed.fields?.map((f) => f.name)).toEqual(["Барахолка", "За слот", "Торговец", "24 ч"]);
    expect(embed.fields?.[2]?.value).toBe("Терапевт 120\u00a0000₽ (10 дек 2025)");
  });

  it("autocompletes item names, at most 25", async () => {
    const body = await answerOf(await send(command("price", "discord", 4)));
    if (body.type !== 8) throw new Error(`not choices: ${JSON.stringify(body)}`);
    expect(body.data.choices.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Discord graphics card", "Discord bolts"]),
    );
  });

  it("answers /barter, /quest and /map, and says when nothing matches", async () => {
    const barter = await embedOf(await send(command("barter", "discord graphics")));
    expect(barter.description).toBe("**Mechanic LL2**: 3 × Discord bolts");
    const q = await embedOf(await send(command("quest", "discord deliv")));
    expect(q.title).toBe("Discord delivery");
    expect(q.fields?.map((f) => f.value)).toEqual(["Prapor", "5", "not needed"]);
    const map = await embedOf(await send(command("map", "Customs")));
    expect(map.url).toBe("http://localhost/maps/customs");
    expect(await contentOf(await send(command("price", "zzqqxxyy")))).toBe('No item found for "zzqqxxyy"');
  });
});
