import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type CompareResult, compareResultSchema } from "../../src/contracts/admin-compare";
import { rowDetailSchema } from "../../src/contracts/admin-rows";
import tasksFile from "../fixtures/upstream/good/pve_tasks.json";
import { call, errorOf, freshEmail, setFlags, signIn } from "./accounts.fixtures";
import { item, quest, seed } from "./game-data.fixtures";

/**
 * The compare pages (docs/product.md §2 /admin/*-compare) and the trader-price editor: an uploaded upstream
 * export is mapped by the importer and compared with the database row by row (added, removed,
 * changed, local edits that shadow the data); only the ticked rows are applied, each audited; a
 * file the importer cannot read is refused with its problem; non-admins get 404.
 */

let admin: { cookie: string };
let player: { cookie: string };

const craft = (uid: string, over: Record<string, unknown> = {}) => ({
  uid,
  bsgId: uid,
  stationUid: "cmp-station",
  level: 1,
  duration: 600,
  inputs: [{ item: "cmp-a", count: 2 }],
  outputs: [{ item: "cmp-b", count: 1 }],
  questUid: null,
  gameEditions: [],
  ...over,
});

/** A craft as the upstream crafts export (the JSON feed) holds it. */
const feedCraft = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  station: "cmp-station-id",
  level: 1,
  duration: 600,
  gameEditions: [],
  requiredItems: [{ item: "cmp-a", count: 2, attributes: {} }],
  requiredQuestItems: [],
  productItem: { item: "cmp-b", count: 1, attributes: {} },
  ...over,
});
const craftsFile = (list: unknown[]) => JSON.stringify({ data: list, translations: [] });

beforeAll(async () => {
  const a = await signIn(freshEmail("cmp-admin"));
  await setFlags(a.user.uid, { admin: true, pro: true });
  admin = { cookie: a.cookie };
  const p = await signIn(freshEmail("cmp-player"));
  await setFlags(p.user.uid, { pro: true });
  player = { cookie: p.cookie };
  await seed({
    items: [
      item("cmp-a"),
      item("cmp-b"),
      item("cmp-c"),
      item("cmp-gun", {
        types: ["gun"],
        caliber: "Caliber9x19PARA",
        props: { ergonomics: 40, recoilVertical: 100, recoilHorizontal: 200, caliber: "Caliber9x19PARA" },
      }),
      item("cmp-gun2", { types: ["gun"], caliber: "Caliber9x19PARA", props: { ergonomics: 50 } }),
    ],
    hideoutStations: [
      { uid: "cmp-station", bsgId: "cmp-station-id", name: "Cmp station", nameL10n: { ru: "" }, sort: 1 },
    ],
    crafts: [craft("cmp-same"), craft("cmp-changed"), craft("cmp-gone")],
    traderOffers: [
      {
        itemUid: "cmp-a",
        mode: "pvp",
        trader: "prapor",
        kind: "buy",
        level: 1,
        price: 1000,
        currency: "RUB",
        priceCur: 1000,
      },
      {
        itemUid: "cmp-c",
        mode: "pvp",
        trader: "prapor",
        kind: "sell",
        level: 1,
        price: 50,
        currency: "RUB",
        priceCur: 50,
      },
      {
        itemUid: "cmp-a",
        mode: "pve",
        trader: "prapor",
        kind: "buy",
        level: 1,
        price: 900,
        currency: "RUB",
        priceCur: 900,
      },
    ],
  });
});

const as = (cookie: string | null, path: string, method = "GET", body?: unknown) =>
  call(`/api/be/admin${path}`, { method, body, ...(cookie ? { cookie } : {}) });
const compare = async (kind: string, name: string, text: string): Promise<CompareResult> => {
  const res = await as(admin.cookie, `/compare/${kind}`, "POST", { files: [{ name, text }] });
  expect(res.status, await res.clone().text()).toBe(200);
  return compareResultSchema.parse(await res.json());
};
const find = (r: CompareResult, key: string) => r.rows.find((x) => x.key === key);
const stored = (uid: string) =>
  env.DB.prepare("SELECT level, duration FROM crafts WHERE uid = ?")
    .bind(uid)
    .first<{ level: number; duration: number }>();
const dataVersion = async () =>
  (
    await env.DB.prepare(
      "SELECT json_extract(value, '$.version') AS v FROM kv WHERE key = 'data_version'",
    ).first<{
      v: number;
    }>()
  )?.v;

describe("trader price editor", () => {
  it("edits a trader offer's price, currency and loyalty level, keeps them over an import, reverts", async () => {
    const key = encodeURIComponent("cmp-a|pvp|prapor|buy");
    const res = await as(admin.cookie, `/rows/traderOffers/${key}`, "PUT", {
      values: { price: 1500, currency: "USD", priceCur: 11, loyaltyLevel: 2 },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const edited = rowDetailSchema.parse(await res.json());
    expect(edited.values).toEqual({ price: 1500, currency: "USD", priceCur: 11, loyaltyLevel: 2 });
    expect(edited.label).toBe("cmp-a name · prapor buy · pvp");
    expect(edited.overrides.find((o) => o.field === "price")?.upstream).toBe(1000);
    // an import writes the offer again at the data's level: the edit replaces it, no second row
    await seed({
      traderOffers: [
        {
          itemUid: "cmp-a",
          mode: "pvp",
          trader: "prapor",
          kind: "buy",
          level: 1,
          price: 1200,
          currency: "RUB",
          priceCur: 1200,
        },
      ],
    });
    const rows = await env.DB.prepare(
      "SELECT level, price, currency FROM trader_offers WHERE item_uid = 'cmp-a' AND mode = 'pvp'",
    ).all();
    expect(rows.results).toEqual([{ level: 2, price: 1500, currency: "USD" }]);
    const found = (await (await as(admin.cookie, "/rows/traderOffers?q=cmp-a name")).json()) as {
      rows: { key: string; edited: boolean }[];
    };
    expect(found.rows).toContainEqual({
      key: "cmp-a|pvp|prapor|buy",
      label: "cmp-a name · prapor buy · pvp",
      edited: true,
    });
    const bad = await as(admin.cookie, `/rows/traderOffers/${key}`, "PUT", { values: { currency: "GBP" } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toMatch(/^currency: /);
    const back = rowDetailSchema.parse(
      await (
        await as(admin.cookie, `/rows/traderOffers/${key}/revert`, "POST", {
          fields: ["price", "currency", "priceCur", "loyaltyLevel"],
        })
      ).json(),
    );
    expect(back.values).toEqual({ price: 1200, currency: "RUB", priceCur: 1200, loyaltyLevel: 1 });
    expect(back.overrides).toEqual([]);
    const log = (await (await as(admin.cookie, "/logs?q=cmp-a|pvp")).json()) as {
      entries: { action: string }[];
    };
    expect(log.entries.map((e) => e.action)).toEqual(["traderOffers.revert", "traderOffers.edit"]);
  });
});

describe("compare pages", () => {
  it("lists changed, added and removed crafts, marking a local edit that shadows the data", async () => {
    const edit = await as(admin.cookie, "/rows/crafts/cmp-changed", "PUT", { values: { duration: 1200 } });
    expect(edit.status).toBe(200);
    const file = craftsFile([
      feedCraft("cmp-same"),
      feedCraft("cmp-changed", { level: 2, duration: 900 }),
      feedCraft("cmp-new", { productItem: { item: "cmp-c", count: 3 } }),
    ]);
    const r = await compare("crafts", "pve_crafts.json", file);
    expect(r.fileRows).toBe(3);
    expect(find(r, "cmp-same")).toBeUndefined();
    expect(find(r, "cmp-changed")).toEqual({
      key: "cmp-changed",
      label: "cmp-station 1 → cmp-b name",
      status: "changed",
      fields: [
        { field: "level", before: 1, after: 2, changes: [{ path: "level", before: 1, after: 2 }] },
        {
          field: "duration",
          before: 1200,
          after: 900,
          changes: [{ path: "duration", before: 1200, after: 900 }],
          localEdit: { value: 1200, upstream: 600 },
        },
      ],
      edited: ["duration"],
      risks: [],
    });
    expect(find(r, "cmp-new")).toMatchObject({ status: "added", label: "cmp-station 1 → cmp-c name" });
    expect(find(r, "cmp-gone")).toMatchObject({ status: "removed" });
  });

  it("applies the ticked rows only, keeping the local edit, audited, and bumps the data version", async () => {
    const file = craftsFile([
      feedCraft("cmp-same"),
      feedCraft("cmp-changed", { level: 2, duration: 900 }),
      feedCraft("cmp-new", { productItem: { item: "cmp-c", count: 3 } }),
    ]);
    const version = await dataVersion();
    const res = await as(admin.cookie, "/compare/crafts/apply", "POST", {
      files: [{ name: "pve_crafts.json", text: file }],
      keys: ["cmp-changed", "cmp-new", "cmp-same", "constructor"],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { applied: unknown; skipped: string[]; result: CompareResult };
    expect(body.applied).toEqual({ added: 1, changed: 1, removed: 0 });
    expect(body.skipped).toEqual(["cmp-same", "constructor"]);
    expect(await stored("cmp-changed")).toEqual({ level: 2, duration: 1200 });
    expect(await stored("cmp-new")).toEqual({ level: 1, duration: 600 });
    expect(await stored("cmp-gone")).toEqual({ level: 1, duration: 600 });
    expect(await dataVersion()).toBe((version ?? 0) + 1);
    const detail = rowDetailSchema.parse(await (await as(admin.cookie, "/rows/crafts/cmp-changed")).json());
    expect(detail.overrides).toMatchObject([{ field: "duration", value: 1200, upstream: 900 }]);
    // only the shadowed field still differs; the removed row stays listed
    expect(find(body.result, "cmp-changed")?.fields.map((f) => f.field)).toEqual(["duration"]);
    expect(find(body.result, "cmp-new")).toBeUndefined();
    expect(find(body.result, "cmp-gone")).toMatchObject({ status: "removed" });
    const log = (await (await as(admin.cookie, "/logs?q=compare-apply")).json()) as {
      entries: { action: string; target: string; before: unknown; after: Record<string, unknown> }[];
    };
    expect(log.entries.map((e) => e.target).sort()).toEqual(["cmp-changed", "cmp-new"]);
    expect(log.entries.find((e) => e.target === "cmp-changed")).toMatchObject({
      action: "crafts.compare-apply",
      before: { level: 1, duration: 1200 },
      after: { level: 2, duration: 900, localEditsKept: ["duration"] },
    });
  });

  it("deletes a removed row and reverts a local edit only when asked", async () => {
    const file = craftsFile([feedCraft("cmp-same"), feedCraft("cmp-changed", { level: 2, duration: 900 })]);
    const res = await as(admin.cookie, "/compare/crafts/apply", "POST", {
      files: [{ name: "pve_crafts.json", text: file }],
      keys: ["cmp-gone", "cmp-changed"],
      revertEdits: true,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { applied: unknown }).applied).toEqual({
      added: 0,
      changed: 1,
      removed: 1,
    });
    expect(await stored("cmp-gone")).toBeNull();
    expect(await stored("cmp-changed")).toEqual({ level: 2, duration: 900 });
    const detail = rowDetailSchema.parse(await (await as(admin.cookie, "/rows/crafts/cmp-changed")).json());
    expect(detail.overrides).toEqual([]);
  });

  it("compares trader prices of the file's mode only", async () => {
    await as(admin.cookie, `/rows/traderOffers/${encodeURIComponent("cmp-a|pvp|prapor|buy")}`, "PUT", {
      values: { price: 1300 },
    });
    const file = JSON.stringify({
      data: {
        items: [
          { id: "cmp-a", name: "cmp-a name", buyFor: [{ priceRUB: 1250, vendor: { name: "Prapor" } }] },
          { id: "cmp-b", name: "cmp-b name", buyFor: [{ priceRUB: 700, vendor: { name: "Mechanic" } }] },
        ],
      },
    });
    const r = await compare("traders-prices", "items_graphql_prices.json", file);
    expect(find(r, "cmp-a|pvp|prapor|buy")).toMatchObject({
      status: "changed",
      fields: [
        // the file's offer says no loyalty level: unknown (0), where the stored row says 1
        { field: "level", before: 1, after: 0 },
        { field: "price", before: 1300, after: 1250, localEdit: { value: 1300, upstream: 1200 } },
        { field: "priceCur", before: 1200, after: 1250 },
      ],
      // a known level becoming unknown makes the data worse: refused unless overridden
      risks: [{ code: "emptied", path: "level", before: 1, after: 0 }],
    });
    expect(find(r, "cmp-b|pvp|mechanic|buy")).toMatchObject({ status: "added" });
    expect(find(r, "cmp-c|pvp|prapor|sell")).toMatchObject({ status: "removed" });
    expect(r.rows.some((x) => x.key.includes("|pve|"))).toBe(false);
  });

  it("compares and applies a gun's caliber and stats only, from a weapons file", async () => {
    const props = (ergonomics: number) => ({
      itemProperties: {
        Weight: 1.2,
        Ergonomics: ergonomics,
        RecoilForceUp: 100,
        RecoilForceBack: 200,
        ammoCaliber: "Caliber9x19PARA",
      },
    });
    // a props file: cmp-gun's ergonomics changed, cmp-gun2 absent (not listed), cmp-a no gun
    const text = JSON.stringify({ "cmp-gun": props(44), "cmp-a": props(1) });
    const r = await compare("guns", "item-props_2022.json", text);
    expect(r.rows).toEqual([
      {
        key: "cmp-gun",
        label: "cmp-gun name",
        status: "changed",
        fields: [
          {
            field: "props",
            before: {
              ergonomics: 40,
              recoilVertical: 100,
              recoilHorizontal: 200,
              caliber: "Caliber9x19PARA",
            },
            after: { ergonomics: 44, recoilVertical: 100, recoilHorizontal: 200, caliber: "Caliber9x19PARA" },
            changes: [{ path: "props.ergonomics", before: 40, after: 44 }],
          },
        ],
        edited: [],
        risks: [],
      },
    ]);
    const res = await as(admin.cookie, "/compare/guns/apply", "POST", {
      files: [{ name: "item-props_2022.json", text }],
      keys: ["cmp-gun"],
    });
    expect(((await res.json()) as { applied: unknown }).applied).toEqual({
      added: 0,
      changed: 1,
      removed: 0,
    });
    const gun = await env.DB.prepare("SELECT name, weight, props FROM items WHERE uid = 'cmp-gun'").first<{
      name: string;
      weight: number | null;
      props: string;
    }>();
    // the name and weight stay as they were: only the gun's stats are written
    expect(gun).toMatchObject({ name: "cmp-gun name", weight: null });
    expect(JSON.parse(gun?.props ?? "null")).toMatchObject({ ergonomics: 44 });
    expect((await compare("guns", "item-props_2022.json", text)).rows).toEqual([]);
  });

  it("refuses a file the importer cannot read, naming the problem, and writes nothing", async () => {
    const version = await dataVersion();
    const cases: [string, string, string, RegExp][] = [
      ["crafts", "pve_crafts.json", "{not json", /^pve_crafts\.json: not a JSON file/],
      [
        "crafts",
        "pve_crafts.json",
        craftsFile([feedCraft("cmp-x", { level: "high" })]),
        /^pve_crafts\.json: data\[0\]\.level: /,
      ],
      [
        "crafts",
        "notes.json",
        JSON.stringify({ hello: "world" }),
        /^notes\.json: not a file the importer reads/,
      ],
      [
        "barters",
        "pve_crafts.json",
        craftsFile([feedCraft("cmp-x")]),
        /^pve_crafts\.json: holds no barters$/,
      ],
    ];
    for (const [kind, name, text, message] of cases) {
      const files = [{ name, text }];
      const res = await as(admin.cookie, `/compare/${kind}`, "POST", { files });
      expect(res.status, name).toBe(400);
      expect((await errorOf(res)).message).toMatch(message);
      const apply = await as(admin.cookie, `/compare/${kind}/apply`, "POST", { files, keys: ["cmp-x"] });
      expect(apply.status).toBe(400);
    }
    const big = await as(admin.cookie, "/compare/crafts", "POST", {
      files: [{ name: "pve_crafts.json", text: " ".repeat(8 * 1024 * 1024 + 1) }],
    });
    expect(big.status).toBe(400);
    expect((await errorOf(big)).message).toMatch(/The file is larger than 8 MB$/);
    const half = " ".repeat(4 * 1024 * 1024 + 1);
    const both = await as(admin.cookie, "/compare/crafts", "POST", {
      files: [
        { name: "a.json", text: half },
        { name: "b.json", text: half },
      ],
    });
    expect((await errorOf(both)).message).toBe("The files are larger than 8 MB together");
    expect(await dataVersion()).toBe(version);
  });

  it("answers 404 to everyone but admins", async () => {
    const body = { files: [{ name: "pve_crafts.json", text: craftsFile([feedCraft("cmp-new")]) }] };
    for (const cookie of [player.cookie, null]) {
      expect((await as(cookie, "/compare/crafts", "POST", body)).status).toBe(404);
      expect((await as(cookie, "/compare/crafts/apply", "POST", { ...body, keys: ["cmp-new"] })).status).toBe(
        404,
      );
    }
    expect((await as(admin.cookie, "/compare/knives", "POST", body)).status).toBe(404);
  });
});

describe("compare apply guard", () => {
  /** The log lines of an action on a target. */
  const logged = async (target: string) =>
    (
      (await (await as(admin.cookie, `/logs?q=${encodeURIComponent(target)}`)).json()) as {
        entries: { target: string; after: Record<string, unknown> }[];
      }
    ).entries.filter((e) => e.target === target);

  it("refuses a quest whose objective text would become an item id, unless overridden", async () => {
    await seed({
      quests: [
        quest("first-steps", {
          bsgId: "aaa000000000000000000001",
          bsgIds: ["aaa000000000000000000001"],
          objectives: [
            { id: "o11", type: "HandOver", text: "Hand over 2 Salewa", maps: [], item: "x", count: 2 },
          ],
        }),
      ],
    });
    const files = [{ name: "pve_tasks.json", text: JSON.stringify(tasksFile) }];
    const r = await compare("quests", "pve_tasks.json", files[0]?.text ?? "");
    const row = find(r, "first-steps");
    const text = row?.fields
      .find((f) => f.field === "objectives")
      ?.changes.find((c) => c.path.endsWith(".text"));
    expect(text?.before).toBe("Hand over 2 Salewa");
    expect(row?.risks).toContainEqual({
      code: "nameToId",
      path: text?.path,
      before: "Hand over 2 Salewa",
      after: text?.after,
    });
    const stored = async () =>
      (
        await env.DB.prepare("SELECT objectives FROM quests WHERE uid = 'first-steps'").first<{
          objectives: string;
        }>()
      )?.objectives;
    const before = await stored();
    const version = await dataVersion();
    const refused = await as(admin.cookie, "/compare/quests/apply", "POST", { files, keys: ["first-steps"] });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toMatch(
      /^1 ticked row would make the data worse: first-steps quest \(.*objectives\[0\]\.text: a name would become an id/,
    );
    expect(await stored()).toBe(before);
    expect(await dataVersion()).toBe(version);
    expect(await logged("first-steps")).toEqual([]);

    const forced = await as(admin.cookie, "/compare/quests/apply", "POST", {
      files,
      keys: ["first-steps"],
      override: true,
    });
    expect(forced.status, await forced.clone().text()).toBe(200);
    expect(await stored()).not.toBe(before);
    expect((await logged("first-steps"))[0]?.after).toMatchObject({
      risksOverridden: expect.arrayContaining([`nameToId ${text?.path}`]),
    });
  });

  it("refuses a trader price whose currency would switch from dollars to roubles, unless overridden", async () => {
    await seed({
      traderOffers: [
        {
          itemUid: "cmp-c",
          mode: "pvp",
          trader: "peacekeeper",
          kind: "buy",
          level: 2,
          price: 30_000,
          currency: "USD",
          priceCur: 200,
        },
      ],
    });
    const text = JSON.stringify({
      data: {
        items: [
          {
            id: "cmp-c",
            name: "cmp-c name",
            buyFor: [{ priceRUB: 29_000, vendor: { name: "Peacekeeper" } }],
          },
        ],
      },
    });
    const key = "cmp-c|pvp|peacekeeper|buy";
    const r = await compare("traders-prices", "items_graphql_prices.json", text);
    expect(find(r, key)?.risks).toEqual([
      { code: "currency", path: "currency", before: "USD", after: "RUB" },
      { code: "emptied", path: "level", before: 2, after: 0 },
    ]);
    const offer = () =>
      env.DB.prepare(
        "SELECT currency, price_cur AS priceCur FROM trader_offers WHERE item_uid = 'cmp-c' AND trader = 'peacekeeper'",
      ).first();
    const files = [{ name: "items_graphql_prices.json", text }];
    const refused = await as(admin.cookie, "/compare/traders-prices/apply", "POST", { files, keys: [key] });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toContain("the currency would change without its amount");
    expect(await offer()).toEqual({ currency: "USD", priceCur: 200 });
    const forced = await as(admin.cookie, "/compare/traders-prices/apply", "POST", {
      files,
      keys: [key],
      override: true,
    });
    expect(forced.status).toBe(200);
    expect(await offer()).toEqual({ currency: "RUB", priceCur: 29_000 });
  });
});
