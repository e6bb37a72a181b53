import { describe, expect, it } from "vitest";
import type { BarterRecipe } from "./barter-profit";
import { recomputeCalculators } from "./calc-all";
import type { CraftRecipe } from "./craft-profit";
import { DEFAULT_PRICE_SETTINGS, type ItemOffers, type PriceSettings } from "./price-resolution";

const offers: Record<string, ItemOffers> = {
  // no fee: base price 0 keeps flea sales out, so values below are traders' and easy to follow
  bolts: {
    mode: "pvp",
    basePrice: 0,
    flea: { price: 1_000 },
    traderSell: [{ trader: "prapor", level: 1, price: 400 }],
  },
  // a barter gives one gun for 2 bolts (2,000); the flea wants 5,000
  gun: {
    mode: "pvp",
    basePrice: 0,
    flea: { price: 5_000 },
    traderSell: [{ trader: "prapor", level: 1, price: 3_000 }],
  },
  case: { mode: "pvp", basePrice: 0, traderSell: [{ trader: "therapist", level: 1, price: 9_000 }] },
};
const offersOf = (item: string) => offers[item];
const barters: BarterRecipe[] = [
  {
    uid: "b-gun",
    trader: "prapor",
    level: 1,
    inputs: [{ item: "bolts", count: 2 }],
    outputs: [{ item: "gun", count: 1 }],
  },
];
const crafts: CraftRecipe[] = [
  {
    uid: "c-case",
    stationUid: "workbench",
    level: 1,
    duration: 7_200,
    inputs: [{ item: "gun", count: 1 }],
    outputs: [{ item: "case", count: 1 }],
  },
];
const settings = (extra: Partial<PriceSettings> = {}) => ({ ...DEFAULT_PRICE_SETTINGS, ...extra });

describe("recomputeCalculators", () => {
  it("prices a craft input through a barter when that is the cheapest source", () => {
    const out = recomputeCalculators({ crafts, barters, settings: settings(), offersOf });
    const craft = out.crafts[0];
    expect(craft?.inputs[0]?.source).toEqual({ kind: "barter", uid: "b-gun", trader: "prapor", level: 1 });
    expect(craft?.cost).toBe(2_000);
    // case sells to Therapist for 9,000: 7,000 profit over 2 h
    expect(craft?.profit).toBe(7_000);
    expect(craft?.profitPerHour).toBe(3_500);
    expect(out.barters[0]?.profit).toBe(1_000); // gun 3,000 at Prapor − 2 bolts 2,000
  });

  it("prices each list when it is first read, once: a page reading the crafts prices no barter", () => {
    const priced: number[] = [];
    const timed = <T>(work: () => T): T => {
      const list = work();
      priced.push((list as unknown[]).length);
      return list;
    };
    const out = recomputeCalculators({
      crafts,
      barters: [...barters, ...barters],
      settings: settings(),
      offersOf,
      timed,
    });
    expect(priced).toEqual([]);
    // the barter's sources are in from the start: the craft's input is priced through it
    expect(out.offersOf("gun")?.barters?.[0]?.uid).toBe("b-gun");
    expect(out.crafts[0]?.cost).toBe(2_000);
    expect(out.crafts).toBe(out.crafts);
    expect(priced).toEqual([1]);
    expect(out.barters).toHaveLength(2);
    expect(out.barters).toBe(out.barters);
    expect(priced).toEqual([1, 2]);
  });

  it("leaves barters out of the input sources when hideoutUseBarters is off", () => {
    const out = recomputeCalculators({
      crafts,
      barters,
      settings: settings({ hideoutUseBarters: false }),
      offersOf,
    });
    expect(out.crafts[0]?.inputs[0]?.source).toEqual({ kind: "flea", field: "price" });
    expect(out.crafts[0]?.cost).toBe(5_000);
  });

  it("counts fuel in crafts only when a fuel kind is set", () => {
    const none = recomputeCalculators({
      crafts,
      barters,
      settings: settings(),
      offersOf,
      fuelCostPerHour: 500,
    });
    expect(none.crafts[0]?.fuel).toBeNull();
    const metal = recomputeCalculators({
      crafts,
      barters,
      settings: settings({ hideoutUseFuel: "metal" }),
      offersOf,
      fuelCostPerHour: 500,
    });
    expect(metal.crafts[0]?.fuel?.cost).toBe(1_000);
    expect(metal.crafts[0]?.profit).toBe(6_000);
  });

  it("does not price an item through a craft that consumes nothing (the bitcoin farm)", () => {
    const farm: CraftRecipe = {
      uid: "c-btc",
      stationUid: "bitcoin-farm",
      level: 1,
      duration: 145_000,
      inputs: [],
      outputs: [{ item: "gun", count: 1 }],
    };
    const out = recomputeCalculators({
      crafts: [...crafts, farm],
      barters: [],
      settings: settings(),
      offersOf,
    });
    expect(out.crafts[0]?.inputs[0]?.source).toEqual({ kind: "flea", field: "price" });
    expect(out.crafts[0]?.cost).toBe(5_000);
  });

  it("offers every recipe that makes an item, barters and crafts alike", () => {
    const gunCraft: CraftRecipe = {
      uid: "c-gun",
      stationUid: "workbench",
      level: 2,
      duration: 3_600,
      inputs: [{ item: "bolts", count: 3 }],
      outputs: [{ item: "gun", count: 1 }],
    };
    const out = recomputeCalculators({
      crafts: [...crafts, gunCraft],
      barters,
      settings: settings(),
      offersOf,
    });
    const gun = out.offersOf("gun");
    expect(gun?.barters).toEqual([{ uid: "b-gun", trader: "prapor", level: 1, unitCost: 2_000 }]);
    expect(gun?.crafts).toEqual([{ uid: "c-gun", station: "workbench", level: 2, unitCost: 3_000 }]);
    // the case craft still takes the cheaper one, the barter
    expect(out.crafts[0]?.cost).toBe(2_000);
  });

  it("leaves crafts out of the input sources when hideoutUseCrafts is off", () => {
    const out = recomputeCalculators({
      crafts,
      barters,
      settings: settings({ hideoutUseCrafts: false }),
      offersOf,
    });
    expect(out.offersOf("case")?.crafts).toBeUndefined();
    expect(out.offersOf("gun")?.barters).toHaveLength(1);
  });

  it("a recipe with an input nobody prices is no source", () => {
    const unpriced = [{ item: "rare-part", count: 1 }];
    const out = recomputeCalculators({
      crafts: [{ ...crafts[0], uid: "c-case-2", inputs: unpriced } as CraftRecipe],
      barters: [{ ...barters[0], uid: "b-gun-2", inputs: unpriced } as BarterRecipe],
      settings: settings(),
      offersOf,
    });
    expect(out.offersOf("gun")).toBe(offers.gun);
    expect(out.offersOf("case")).toBe(offers.case);
    expect(out.barters[0]?.cost).toBeNull();
  });

  it("an item that only a recipe makes, with no offers of its own, stays unknown", () => {
    const prototype: BarterRecipe = {
      uid: "b-prototype",
      trader: "mechanic",
      level: 4,
      inputs: [{ item: "bolts", count: 1 }],
      outputs: [{ item: "prototype", count: 1 }],
    };
    const out = recomputeCalculators({ crafts: [], barters: [prototype], settings: settings(), offersOf });
    expect(out.offersOf("prototype")).toBeUndefined();
    expect(out.barters[0]?.cost).toBe(1_000);
  });

  it("applies the flea rates given to the fees of flea sales", () => {
    const fleaOnly: Record<string, ItemOffers> = {
      bolts: offers.bolts as ItemOffers,
      gun: { mode: "pvp", basePrice: 4_000, flea: { price: 5_000 }, traderSell: [] },
    };
    const run = (rates?: { ti: number; tr: number }) =>
      recomputeCalculators({
        crafts: [],
        barters,
        settings: settings(),
        offersOf: (item) => fleaOnly[item],
        ...(rates ? { rates } : {}),
      }).barters[0]?.profit ?? Number.NaN;
    expect(run({ ti: 0, tr: 0 })).toBeGreaterThan(run());
  });
});
