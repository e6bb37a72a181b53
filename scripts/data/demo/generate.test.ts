import { describe, expect, it } from "vitest";
import { TRADER_ORDER } from "../../../functions/import/known-ids";
import { generateDemoDataset, KAPPA_QUEST_UID } from "./index";
import { integrityProblems, requireCycle } from "./integrity";

const now = Date.UTC(2026, 10, 22, 12, 30);
const small = generateDemoDataset({ scale: "small", now });

describe("generateDemoDataset (small)", () => {
  it("is deterministic: the same seed and time give the same dataset", () => {
    expect(generateDemoDataset({ scale: "small", now })).toEqual(small);
  });

  it("differs with another seed", () => {
    const other = generateDemoDataset({ scale: "small", now, seed: 7 });
    expect(other.items.map((i) => i.uid)).not.toEqual(small.items.map((i) => i.uid));
  });

  it("has the small-scale sizes and the fixed entities", () => {
    expect(small.items.length).toBeGreaterThanOrEqual(280);
    expect(small.items.length).toBeLessThanOrEqual(320);
    expect(small.quests.length).toBeGreaterThanOrEqual(55);
    expect(small.crafts.length).toBeGreaterThanOrEqual(30);
    expect(small.barters.length).toBeGreaterThanOrEqual(60);
    expect(small.traders.map((t) => t.uid)).toEqual(TRADER_ORDER);
    expect(small.traders.filter((t) => t.levels.length === 4)).toHaveLength(8);
    expect(small.traders.find((t) => t.uid === "peacekeeper")?.currency).toBe("USD");
    expect(small.maps.map((m) => m.slug).sort()).toEqual([
      "customs",
      "factory",
      "ground-zero",
      "interchange",
      "lab",
      "labyrinth",
      "lighthouse",
      "reserve",
      "shoreline",
      "streets",
      "woods",
    ]);
    expect(small.hideoutStations).toHaveLength(27);
    expect(small.hideoutLevels.filter((l) => l.stationUid === "bitcoin-farm")).toHaveLength(3);
  });

  it("has no dangling references and an acyclic require graph", () => {
    expect(integrityProblems(small)).toEqual([]);
  });

  it("finds a require cycle when there is one", () => {
    const a = {
      ...small.quests[0],
      uid: "a",
      require: ["b"],
      requireOr: [],
    } as (typeof small.quests)[number];
    const b = { ...a, uid: "b", require: ["a"] };
    expect(requireCycle([a, b])).not.toBeNull();
  });

  it("keeps item urls unique and follows the slug rule", () => {
    expect(new Set(small.items.map((i) => i.url)).size).toBe(small.items.length);
    const rig = small.items.find((i) => i.name === "TerraGroup Labs keycard (Red)");
    expect(rig?.url).toBe("terragroup_labs_keycard__red_");
    const notFunc = small.items.find((i) => i.isFunctional === false);
    expect(notFunc?.url.endsWith("_not_func")).toBe(true);
    const gpu = small.items.find((i) => i.name === "Graphics card");
    expect(gpu?.search).toContain("видеокарта");
    expect(gpu?.search).toContain("gpu");
  });

  it("has the key items, crafts and the Kappa quest", () => {
    const uid = (name: string) => small.items.find((i) => i.name === name)?.uid;
    expect(
      small.crafts.some(
        (c) => c.stationUid === "bitcoin-farm" && c.outputs[0]?.item === uid("Physical bitcoin"),
      ),
    ).toBe(true);
    const moonshine = uid("Bottle of Fierce Hatchling moonshine");
    expect(
      small.crafts.some((c) => c.stationUid === "booze-generator" && c.outputs[0]?.item === moonshine),
    ).toBe(true);
    expect(small.crafts.some((c) => c.inputs.some((i) => i.tool))).toBe(true);
    expect(small.quests.find((q) => q.uid === KAPPA_QUEST_UID)?.name).toBe("Collector");
    expect(small.kv.map((k) => k.key)).toEqual(expect.arrayContaining(["global_settings", "data_source"]));
  });

  it("has quests of every special kind", () => {
    const q = small.quests;
    expect(q.some((x) => x.requireOr.length > 0)).toBe(true);
    expect(q.some((x) => x.multiple.length > 0)).toBe(true);
    for (const alt of q.filter((x) => x.multiple.length > 0)) {
      for (const other of alt.multiple) expect(q.find((x) => x.uid === other)?.multiple).toContain(alt.uid);
    }
    expect(q.some((x) => x.reqGameEdition.length > 0)).toBe(true);
    expect(q.some((x) => x.reqGameMode[0] === "PVE")).toBe(true);
    expect(q.some((x) => x.reqGameMode[0] === "PVP")).toBe(true);
    expect(q.some((x) => x.fraction === "Bear") && q.some((x) => x.fraction === "Usec")).toBe(true);
    expect(q.some((x) => x.requiredForKappa) && q.some((x) => x.requiredForLighthouse)).toBe(true);
    expect(q.some((x) => x.reqLL.length > 0)).toBe(true);
    const types = new Set(q.flatMap((x) => x.objectives.map((o) => o.type)));
    expect(types.size).toBeGreaterThanOrEqual(8);
  });

  it("names everything in Russian too", () => {
    for (const row of [
      ...small.items,
      ...small.quests,
      ...small.traders,
      ...small.maps,
      ...small.hideoutStations,
    ]) {
      expect(row.nameL10n.ru).toMatch(/[а-яё]/i);
    }
    expect(small.quests.find((q) => q.uid === "debut")?.nameL10n.ru).toBe("Дебют");
  });

  it("prices trader offers in the trader's currency", () => {
    const rates = { RUB: 1, USD: 142, EUR: 158 };
    for (const o of small.traderOffers) {
      expect(o.price).toBe(o.priceCur * rates[o.currency]);
      expect(o.currency).toBe(o.trader === "peacekeeper" ? "USD" : "RUB");
    }
    expect(small.traderOffers.some((o) => o.kind === "buy" && o.level > 1)).toBe(true);
    expect(new Set(small.traderOffers.map((o) => o.mode))).toEqual(new Set(["pvp", "pve"]));
  });

  it("has prices and a full history for every item in both modes, PVE differing from PVP", () => {
    const n = small.items.length;
    expect(small.itemPrices).toHaveLength(n * 2);
    expect(small.pricePoints).toHaveLength(n * 2 * 168);
    expect(small.priceDaily).toHaveLength(n * 2 * 365);
    expect(new Set(small.pricePoints.map((p) => p.mode))).toEqual(new Set(["pvp", "pve"]));
    const pve = new Map(small.itemPrices.filter((p) => p.mode === "pve").map((p) => [p.itemUid, p.flea]));
    const pvp = small.itemPrices.filter((p) => p.mode === "pvp");
    const differing = pvp.filter((p) => pve.get(p.itemUid) !== p.flea).length;
    expect(differing / pvp.length).toBeGreaterThan(0.9);
    const last = Math.max(...small.pricePoints.map((p) => p.ts));
    // milliseconds, like every stored time
    expect(last).toBeLessThanOrEqual(now);
    expect(last).toBeGreaterThan(now - 3_600_000);
    for (const d of small.priceDaily.slice(0, 2000)) expect(d.min <= d.avg && d.avg <= d.max).toBe(true);
  });
});

describe("generateDemoDataset (full)", () => {
  it("meets the full-scale sizes with sound references", () => {
    const full = generateDemoDataset({ scale: "full", now, history: false });
    expect(full.items.length).toBeGreaterThanOrEqual(4000);
    expect(full.quests.length).toBeGreaterThanOrEqual(400);
    expect(full.crafts.length).toBeGreaterThanOrEqual(150);
    expect(full.barters.length).toBeGreaterThanOrEqual(400);
    expect(new Set(full.items.map((i) => i.url)).size).toBe(full.items.length);
    expect(integrityProblems(full)).toEqual([]);
    for (const name of [
      "Gunsmith - Part 16",
      "Punisher - Part 6",
      "Debut",
      "Shootout picnic",
      "Delivery from the past",
    ]) {
      expect(full.quests.some((q) => q.name === name)).toBe(true);
    }
  });
});
