import { describe, expect, it } from "vitest";
import { calcItemUids, isCalcItem } from "./calc-items";

const recipe = (inputs: string[], outputs: string[]) => ({
  inputs: inputs.map((item) => ({ item })),
  outputs: outputs.map((item) => ({ item })),
});

describe("the items the calculators price", () => {
  const uids = calcItemUids({
    crafts: [recipe(["water", "sugar"], ["moonshine"])],
    barters: [recipe(["moonshine"], ["ledx"])],
    levels: [{ itemReqs: [{ item: "bolts" }] }, { itemReqs: [] }],
  });

  it("are every item a craft, a barter or a hideout level names, once", () => {
    expect([...uids].sort()).toEqual(["bolts", "ledx", "moonshine", "sugar", "water"]);
  });

  it("include the fuel tanks by url, and no other item", () => {
    expect(isCalcItem(uids, { uid: "t1", url: "metal_fuel_tank" })).toBe(true);
    expect(isCalcItem(uids, { uid: "t2", url: "expeditionary_fuel_tank" })).toBe(true);
    expect(isCalcItem(uids, { uid: "sugar", url: "sugar" })).toBe(true);
    expect(isCalcItem(uids, { uid: "salewa", url: "salewa" })).toBe(false);
  });
});
