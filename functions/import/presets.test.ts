import { readFileSync } from "node:fs";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/libsql";
import { describe, expect, it } from "vitest";
import { applyMigrations, openClient } from "../../scripts/data/demo-loader";
import { presetsOfGun } from "../db/queries/presets";
import * as s from "../db/schema";
import { buildImport } from "./build";
import { importSources } from "./run";
import { type RawSource, readSources, UpstreamFormatError } from "./sources";

const DIR = "tests/fixtures/upstream/items";
const NOW = Date.UTC(2026, 7, 20);
const M4 = "5447a9cd4bdc2dbd208b4567";
const FLASH = "544a38634bdc2d58388b4568";
const GRIP = "55d4b9964bdc2d1d4e8b456e";
const M4_DEFAULT = "5af08cf886f774223c269184";
const SOPMOD = "5a8ae73886f7747b2e6e1416";
/** A part only the live feed's build has (no item file knows it). */
const SIGHT = "637f57a68d137b27f70c4968";
const PRESETS = "weapons/item-presets_2022.json";
const LIVE = "weapons/live-feed_items-sample_2026-08.json";

const load = (path: string): RawSource => ({
  name: path,
  json: JSON.parse(readFileSync(join(DIR, path), "utf8")),
});
const ITEM_FILES = ["items_en.json", "weapons/item-props_2022.json"];

type LiveJson = {
  document: { data: { items: Record<string, Record<string, unknown>> } };
  lang: Record<string, string>;
};

/** The live sample with the M4A1 as the feed has it (default build in containsItems) and a conflicting slot. */
function liveWithGun(defaultPreset = M4_DEFAULT): RawSource {
  const live = load(LIVE);
  const json = structuredClone(live.json) as LiveJson;
  json.document.data.items[M4] = {
    id: M4,
    name: `${M4} Name`,
    shortName: `${M4} ShortName`,
    updated: "2026-08-18T18:48:05.000Z",
    types: ["gun", "wearable"],
    properties: {
      propertiesType: "ItemPropertiesWeapon",
      ergonomics: 50,
      recoilVertical: 56,
      recoilHorizontal: 220,
      presets: [defaultPreset, SOPMOD],
      defaultPreset,
    },
    containsItems: [
      { item: GRIP, count: 1, attributes: {} },
      { item: FLASH, count: 1, attributes: {} },
      { item: SIGHT, count: 1, attributes: {} },
    ],
    conflictingItems: [],
    conflictingSlotIds: [],
  };
  const flash = json.document.data.items[FLASH] as { conflictingSlotIds: string[] };
  flash.conflictingSlotIds = ["55d3555c4bdc2d962f8b4568"];
  json.lang[`${M4} Name`] = "Colt M4A1 5.56x45 assault rifle";
  json.lang[`${M4} ShortName`] = "M4A1";
  return { name: live.name, json };
}

function build(sources: RawSource[]) {
  const read = readSources(sources, { now: NOW });
  return { ...read, ...buildImport(read.upstream, { now: NOW }) };
}

describe("weapon presets", () => {
  it("the presets file: recognised by shape, one row per preset, the gun left out of the parts", () => {
    const { data, used, skipped } = build([...ITEM_FILES.map(load), load(PRESETS)]);
    expect(used).toContain(PRESETS);
    expect(skipped).toEqual([]);
    expect(data.presets).toEqual([
      {
        uid: SOPMOD,
        bsgId: SOPMOD,
        gunUid: M4,
        name: "M4A1 SOPMOD II",
        nameL10n: { ru: "" },
        isDefault: false,
        parts: [{ item: "55d355e64bdc2d962f8b4569" }, { item: "5649be884bdc2d79388b4577" }],
      },
      {
        uid: M4_DEFAULT,
        bsgId: M4_DEFAULT,
        gunUid: M4,
        name: "M4A1",
        nameL10n: { ru: "" },
        isDefault: true,
        parts: [{ item: GRIP }, { item: FLASH }],
      },
    ]);
  });

  it("keeps a part's count when more than one (rounds), summed per item", () => {
    const file = load(PRESETS);
    const json = structuredClone(file.json) as Record<string, { parts: { id: string; quantity: number }[] }>;
    json[SOPMOD]?.parts.push(
      { id: "54527a984bdc2d4e668b4567", quantity: 20 },
      { id: "54527a984bdc2d4e668b4567", quantity: 10 },
    );
    const { data } = build([{ ...file, json }]);
    expect(data.presets.find((p) => p.uid === SOPMOD)?.parts).toEqual([
      { item: "55d355e64bdc2d962f8b4569" },
      { item: "5649be884bdc2d79388b4577" },
      { item: "54527a984bdc2d4e668b4567", count: 30 },
    ]);
  });

  it("reports parts no source knows as unresolved item references of their preset", () => {
    const { data, report } = build([...ITEM_FILES.map(load), load(PRESETS)]);
    expect(report.unresolved.item).toEqual(
      expect.arrayContaining([
        { id: GRIP, from: [`preset ${M4_DEFAULT}`] },
        { id: "55d355e64bdc2d962f8b4569", from: [`preset ${SOPMOD}`] },
        { id: "5649be884bdc2d79388b4577", from: [`preset ${SOPMOD}`] },
      ]),
    );
    // never dropped: the part stays in the preset and has an (unknown) item row, as any reference
    expect(data.items.find((i) => i.uid === GRIP)).toMatchObject({ name: "Unknown item" });
    // the gun and the flash hider are known (item files and items_en)
    const unresolved = (report.unresolved.item ?? []).map((r) => r.id);
    expect(unresolved).not.toContain(M4);
    expect(unresolved).not.toContain(FLASH);
  });

  it("rejects a bad preset record with the path of its first bad field", () => {
    const file = load(PRESETS);
    const json = structuredClone(file.json) as Record<string, { default: unknown }>;
    (json[SOPMOD] as { default: unknown }).default = "no";
    expect(() => readSources([{ ...file, json }], { now: NOW })).toThrow(UpstreamFormatError);
    expect(() => readSources([{ ...file, json }], { now: NOW })).toThrow(
      `${PRESETS}: ${SOPMOD}.default: expected boolean, received string`,
    );
  });

  it("a live gun's default build: its parts win over the 2022 file's, the file's name stays", () => {
    const file = load(PRESETS);
    const json = structuredClone(file.json) as Record<string, { name: string }>;
    (json[M4_DEFAULT] as { name: string }).name = "M4A1 Default";
    const { data } = build([...ITEM_FILES.map(load), { ...file, json }, liveWithGun()]);
    expect(data.presets.find((p) => p.uid === M4_DEFAULT)).toMatchObject({
      name: "M4A1 Default",
      isDefault: true,
      parts: [{ item: GRIP }, { item: FLASH }, { item: SIGHT }],
    });
    expect(data.presets.find((p) => p.uid === SOPMOD)).toMatchObject({ isDefault: false });
  });

  it("a live gun's default build alone is named after the gun's short name", () => {
    const { data } = build([liveWithGun()]);
    expect(data.presets).toEqual([
      {
        uid: M4_DEFAULT,
        bsgId: M4_DEFAULT,
        gunUid: M4,
        name: "M4A1",
        nameL10n: { ru: "" },
        isDefault: true,
        parts: [{ item: GRIP }, { item: FLASH }, { item: SIGHT }],
      },
    ]);
  });

  it("a gun has one default build: a newer source's default unsets the older file's", () => {
    const newer = "5c0c1f2b86f77455912eaefc";
    const { data } = build([load(PRESETS), liveWithGun(newer)]);
    const defaults = data.presets.filter((p) => p.gunUid === M4 && p.isDefault).map((p) => p.uid);
    expect(defaults).toEqual([newer]);
    expect(data.presets.find((p) => p.uid === M4_DEFAULT)?.isDefault).toBe(false);
  });
});

describe("conflicting slots", () => {
  it("live-feed items' conflictingSlotIds become props.conflictSlots; an empty list none", () => {
    const { data } = build([...ITEM_FILES.map(load), liveWithGun()]);
    expect(data.items.find((i) => i.uid === FLASH)?.props?.conflictSlots).toEqual([
      "55d3555c4bdc2d962f8b4568",
    ]);
    expect(data.items.find((i) => i.uid === M4)?.props).not.toHaveProperty("conflictSlots");
    // item-props (2022) has no such field
    const old = build(ITEM_FILES.map(load));
    expect(old.data.items.find((i) => i.uid === FLASH)?.props).not.toHaveProperty("conflictSlots");
  });
});

describe("presets in the database (libSQL with the migrations)", () => {
  async function freshDb() {
    const client = openClient(":memory:");
    await applyMigrations(client);
    return { client, db: drizzle(client, { schema: s }) };
  }

  it("presetsOfGun lists a gun's presets, the default first, with their parts", async () => {
    const { client, db } = await freshDb();
    await importSources(db, [...ITEM_FILES.map(load), load(PRESETS)], { source: "fixtures", now: NOW });
    expect(await presetsOfGun(db, M4)).toEqual([
      {
        uid: M4_DEFAULT,
        name: "M4A1",
        nameL10n: { ru: "" },
        isDefault: true,
        parts: [{ item: GRIP }, { item: FLASH }],
      },
      {
        uid: SOPMOD,
        name: "M4A1 SOPMOD II",
        nameL10n: { ru: "" },
        isDefault: false,
        parts: [{ item: "55d355e64bdc2d962f8b4569" }, { item: "5649be884bdc2d79388b4577" }],
      },
    ]);
    expect(await presetsOfGun(db, FLASH)).toEqual([]);
    client.close();
  });

  it("a later live-feed import upserts its default builds; a presets file replaces the list", async () => {
    const { client, db } = await freshDb();
    await importSources(db, [...ITEM_FILES.map(load), load(PRESETS)], { source: "fixtures", now: NOW });
    // the live feed alone: the file's other presets stay
    await importSources(db, [liveWithGun()], { source: "live", now: NOW + 1 });
    const uids = async () =>
      (await db.select({ uid: s.presets.uid }).from(s.presets).all()).map((r) => r.uid);
    expect(await uids()).toEqual([SOPMOD, M4_DEFAULT]);
    const m4 = await presetsOfGun(db, M4);
    expect(m4[0]?.parts).toEqual([{ item: GRIP }, { item: FLASH }, { item: SIGHT }]);
    // a presets file without SOPMOD II: half the list would go, refused unless allowed; then it is gone
    const file = load(PRESETS);
    const json = structuredClone(file.json) as Record<string, unknown>;
    delete json[SOPMOD];
    await expect(importSources(db, [{ ...file, json }], { source: "presets", now: NOW + 2 })).rejects.toThrow(
      "import refused: it would shrink presets from 2 to 1 rows",
    );
    expect(await uids()).toEqual([SOPMOD, M4_DEFAULT]);
    await importSources(db, [{ ...file, json }], { source: "presets", now: NOW + 2, allowShrink: true });
    expect(await uids()).toEqual([M4_DEFAULT]);
    client.close();
  });
});
