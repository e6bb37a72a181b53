/**
 * The items the calculators price: every item a craft, a barter or a hideout level names, and
 * the generator's fuel tanks (its cost per hour; known by their url). GET /calc sends trader
 * offers for these alone, and a calculator page receives these alone of the items cache: about
 * a quarter of the items.
 */
import { FUEL_TANK_URL } from "./fuel";

type Named = { readonly item: string };
type Recipe = { readonly inputs: readonly Named[]; readonly outputs: readonly Named[] };

/** What names the calculators' items: the recipes and the hideout levels' requirements. */
export type CalcItemSource = {
  readonly crafts: readonly Recipe[];
  readonly barters: readonly Recipe[];
  readonly levels: readonly { readonly itemReqs: readonly Named[] }[];
};

/**
 * The uids the recipes and hideout levels name (the fuel tanks are known by url: see isCalcItem).
 * @example calcItemUids({ crafts: [{ inputs: [{ item: "a" }], outputs: [{ item: "b" }] }], barters: [], levels: [] }) // Set { "a", "b" }
 */
export function calcItemUids(data: CalcItemSource): Set<string> {
  const uids = new Set<string>();
  for (const r of [...data.crafts, ...data.barters])
    for (const x of [...r.inputs, ...r.outputs]) uids.add(x.item);
  for (const l of data.levels) for (const x of l.itemReqs) uids.add(x.item);
  return uids;
}

const TANK_URLS = new Set(Object.values(FUEL_TANK_URL));

/**
 * Whether the calculators read an item: named by their data (calcItemUids) or a fuel tank.
 * @example isCalcItem(new Set(), { uid: "x", url: "metal_fuel_tank" }) // true
 */
export function isCalcItem(uids: ReadonlySet<string>, item: { uid: string; url: string }): boolean {
  return uids.has(item.uid) || TANK_URLS.has(item.url);
}
