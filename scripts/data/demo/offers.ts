import type { Dataset } from "../../../functions/db/dataset";
import type { DemoItem } from "./items";
import { hash32 } from "./prng";
import { RATES, TRADER_CURRENCY } from "./world";

/** [trader, share of the base price it pays] for each leading tag. */
const BUYERS: Record<string, [string, number][]> = {
  Weapon: [
    ["mechanic", 0.56],
    ["prapor", 0.5],
  ],
  Ammo: [
    ["prapor", 0.5],
    ["mechanic", 0.45],
  ],
  Mods: [
    ["mechanic", 0.56],
    ["skier", 0.49],
    ["peacekeeper", 0.495],
  ],
  Meds: [["therapist", 0.63]],
  Provisions: [
    ["therapist", 0.63],
    ["jaeger", 0.6],
  ],
  Barter: [
    ["therapist", 0.63],
    ["skier", 0.49],
  ],
  Keys: [["therapist", 0.63]],
  Armor: [["ragman", 0.62]],
  Gear: [["ragman", 0.62]],
  Containers: [["therapist", 0.63]],
  Throwables: [["prapor", 0.5]],
  Melee_weapons: [["jaeger", 0.6]],
};
/** Which trader sells items of a leading tag. */
const SELLERS: Record<string, string[]> = {
  Weapon: ["prapor", "skier", "peacekeeper", "mechanic", "jaeger"],
  Ammo: ["prapor", "peacekeeper", "mechanic", "jaeger"],
  Mods: ["mechanic", "skier", "peacekeeper", "prapor"],
  Meds: ["therapist"],
  Provisions: ["therapist", "jaeger"],
  Armor: ["ragman", "prapor"],
  Gear: ["ragman"],
  Throwables: ["prapor"],
  Containers: ["therapist", "peacekeeper"],
};

/** Trader buy (trader sells) and sell (trader pays) offers per item, mode and loyalty level. */
export function buildOffers(items: DemoItem[]): Dataset["traderOffers"] {
  const rows: Dataset["traderOffers"] = [];
  for (const { row } of items) {
    const lead = row.tags[0] ?? "";
    if (lead === "Currency") continue;
    const h = hash32(`offer:${row.uid}`);
    for (const mode of ["pvp", "pve"] as const) {
      const offer = (trader: string, kind: "buy" | "sell", level: number, rub: number) => {
        const currency = TRADER_CURRENCY[trader] ?? "RUB";
        const priceCur = Math.max(1, Math.round(rub / RATES[currency]));
        rows.push({
          itemUid: row.uid,
          mode,
          trader,
          kind,
          level,
          price: priceCur * RATES[currency],
          currency,
          priceCur,
        });
      };
      // every generated item has a base price
      const basePrice = row.basePrice ?? 0;
      offer("fence", "sell", 1, Math.max(1, Math.round(basePrice * 0.4)));
      for (const [trader, share] of (BUYERS[lead] ?? []).slice(0, 1 + (h % 2))) {
        offer(trader, "sell", 1, Math.max(1, Math.round(basePrice * share)));
      }
      const sellers = SELLERS[lead];
      if (sellers && h % 100 < 45) {
        const trader = sellers[h % sellers.length] as string;
        const level = basePrice > 60000 ? 4 : basePrice > 25000 ? 3 : basePrice > 8000 ? 2 : 1;
        // PVE traders restock at slightly different prices; the mode's own figure is generated, not copied.
        const markup = mode === "pve" ? 1.22 + ((h >>> 8) % 7) / 100 : 1.25;
        offer(trader, "buy", level, Math.round(basePrice * markup));
      }
    }
  }
  return rows;
}
