import { describe, expect, it } from "vitest";
import { blankQuest } from "../../tests/fixtures/blank-quest";
import { type CacheResponse, cacheItemFields, cacheQuestFields, compactCacheItem } from "../contracts/cache";
import type { CalcData } from "../contracts/calc";
import { encodeColumns } from "../domain/cache-columns";
import { createApiClient, type FetchLike } from "./api";
import type { WorkerAnswer } from "./data-worker";
import { createAnswerer } from "./data-worker-answer";
import { sampleItem } from "./item-sample";

const item = (uid: string, url = `item_${uid}`) => sampleItem(uid, { url, name: `Item ${uid}`, flea: 1000 });

const ITEMS = [
  item("water"),
  item("sugar"),
  item("moonshine"),
  item("bolts"),
  item("tank", "metal_fuel_tank"),
];
// "salewa" is named by no recipe or hideout level
const ALL = [...ITEMS, item("salewa")];

const calcData = (mode: "pvp" | "pve"): CalcData => ({
  mode,
  crafts: [
    {
      uid: "c1",
      stationUid: "lav",
      level: 1,
      duration: 60,
      inputs: [
        { item: "water", count: 1 },
        { item: "sugar", count: 1 },
      ],
      outputs: [{ item: "moonshine", count: 1 }],
      questUid: null,
    },
  ],
  barters: [],
  stations: [],
  levels: [
    {
      uid: "lav-1",
      stationUid: "lav",
      level: 1,
      constructionTime: 0,
      itemReqs: [{ item: "bolts", count: 2 }],
      stationReqs: [],
      traderReqs: [],
    },
  ],
  traders: [],
  quests: {},
  buy: {},
  sell: {},
  historical: {},
  basePrice: {},
  fuelBase: 5,
  demo: false,
});

const QUESTS = [
  blankQuest("q1", { bsgId: "b1", bsgIds: ["b1", "b1-old"] }),
  blankQuest("q2", { bsgId: null, bsgIds: [] }),
];

/** A server answering GET /cache (every item, QUESTS) and GET /calc; `calcFails` answers /calc with 500. */
function fakeServer(calcFails = false) {
  const asked: string[] = [];
  const fetch: FetchLike = async (input) => {
    const url = new URL(input, "http://x.test");
    asked.push(url.pathname);
    if (url.pathname.endsWith("/calc"))
      return calcFails
        ? new Response("{}", { status: 500 })
        : new Response(JSON.stringify(calcData(url.searchParams.get("mode") === "pve" ? "pve" : "pvp")));
    const body: CacheResponse = {
      itemsData: {
        fields: [...cacheItemFields()],
        items: encodeColumns(cacheItemFields(), ALL.map(compactCacheItem)),
        hash: "ih",
        needRefresh: true,
      },
      questsData: {
        fields: [...cacheQuestFields()],
        quests: encodeColumns(cacheQuestFields(), QUESTS),
        hash: "qh",
        needRefresh: true,
      },
    };
    return new Response(JSON.stringify(body));
  };
  return { api: createApiClient({ fetch }), asked };
}

const cacheAsk = (id: number, itemsFor?: "calc") => ({
  id,
  kind: "cache" as const,
  req: {
    mode: "pvp" as const,
    lang: "en" as const,
    wantItems: true,
    wantQuests: false,
    stored: { items: null, quests: null },
  },
  ...(itemsFor ? { itemsFor } : {}),
});

/** The uids the page received for an ask, from its slices. */
const received = (answers: WorkerAnswer[], id: number) =>
  answers
    .filter((a) => a.id === id && a.part !== undefined)
    .flatMap((a) => Object.keys(JSON.parse(a.part ?? "{}") as object))
    .sort();

describe("the data worker's answers", () => {
  it("send a calculator page the items the calculators price alone, from the same GET /calc as their data", async () => {
    const server = fakeServer();
    const answers: WorkerAnswer[] = [];
    const answer = createAnswerer(server.api, (a) => answers.push(a));
    await Promise.all([answer(cacheAsk(1, "calc")), answer({ id: 2, kind: "calc", query: { mode: "pvp" } })]);
    expect(received(answers, 1)).toEqual(["bolts", "moonshine", "sugar", "tank", "water"]);
    expect(JSON.parse(answers.find((a) => a.id === 2)?.text ?? "null")).toEqual(calcData("pvp"));
    expect(server.asked.filter((p) => p.endsWith("/calc"))).toHaveLength(1);
    // the list kept in storage stays whole: the market and the other pages read it
    const last = answers.find((a) => a.id === 1 && a.data !== undefined)?.data as {
      items: { store: string | null };
    };
    expect(last.items.store).not.toBeNull();
  });

  it("send the quests as one JSON text, without their indexes, and the rest of the cache's answer cloned", async () => {
    const answers: WorkerAnswer[] = [];
    const answer = createAnswerer(fakeServer().api, (a) => answers.push(a));
    await answer({ ...cacheAsk(1), req: { ...cacheAsk(1).req, wantQuests: true } });
    const last = answers.find((a) => a.id === 1 && a.data !== undefined);
    expect(JSON.parse(last?.quests ?? "null")).toEqual(QUESTS);
    const data = last?.data as { quests: { hash: string; byUid: object; byBsgId: object; store: string } };
    expect(data.quests).toMatchObject({ hash: "qh", byUid: {}, byBsgId: {} });
    expect(data.quests.store).toEqual(expect.any(String));
    // a page without quests gets no quests text
    await answer(cacheAsk(2));
    expect(answers.find((a) => a.id === 2 && a.data !== undefined)?.quests).toBeUndefined();
  });

  it("send every item to other pages, and asks again for a later pair", async () => {
    const server = fakeServer();
    const answers: WorkerAnswer[] = [];
    const answer = createAnswerer(server.api, (a) => answers.push(a));
    await answer(cacheAsk(1));
    expect(received(answers, 1)).toHaveLength(ALL.length);
    await Promise.all([answer(cacheAsk(2, "calc")), answer({ id: 3, kind: "calc", query: { mode: "pvp" } })]);
    await Promise.all([answer(cacheAsk(4, "calc")), answer({ id: 5, kind: "calc", query: { mode: "pvp" } })]);
    expect(server.asked.filter((p) => p.endsWith("/calc"))).toHaveLength(2);
  });

  it("send the items whole when the calculators' data fails, and report the failure to the calculators", async () => {
    const answers: WorkerAnswer[] = [];
    const answer = createAnswerer(fakeServer(true).api, (a) => answers.push(a));
    await Promise.all([answer(cacheAsk(1, "calc")), answer({ id: 2, kind: "calc", query: { mode: "pvp" } })]);
    expect(received(answers, 1)).toHaveLength(ALL.length);
    expect(answers.find((a) => a.id === 2)?.error).toMatch(/500/);
  });
});
