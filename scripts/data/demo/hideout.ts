import type { Dataset } from "../../../functions/db/dataset";
import { STATIONS } from "./hideout-defs";
import { bsgIdOf } from "./prng";

/** Resolves an item name to its uid (throws on a name that is not in the dataset). */
export type ItemRef = (name: string) => string;

/** Hideout stations and their levels, with item names resolved to uids. */
export function buildHideout(ref: ItemRef): Pick<Dataset, "hideoutStations" | "hideoutLevels"> {
  const hideoutStations: Dataset["hideoutStations"] = [];
  const hideoutLevels: Dataset["hideoutLevels"] = [];
  STATIONS.forEach(([uid, name, ru, levels], i) => {
    hideoutStations.push({ uid, bsgId: bsgIdOf(`station:${uid}`), name, nameL10n: { ru }, sort: i + 1 });
    levels.forEach((def, j) => {
      hideoutLevels.push({
        uid: `${uid}-${j + 1}`,
        stationUid: uid,
        level: j + 1,
        constructionTime: def.time,
        itemReqs: def.items.map(([item, count]) => ({ item: ref(item), count })),
        stationReqs: (def.stations ?? []).map(([station, level]) => ({ station, level })),
        traderReqs: (def.traders ?? []).map(([trader, level]) => ({ trader, level })),
        skillReqs: (def.skills ?? []).map(([skill, level]) => ({ skill, level })),
        bonuses: (def.bonuses ?? defaultBonus(uid, j + 1)).map(([type, value]) => ({ type, value })),
      });
    });
  });
  return { hideoutStations, hideoutLevels };
}

function defaultBonus(station: string, level: number): [string, number][] {
  switch (station) {
    case "stash":
      return [["StashSize", [0, 30, 40, 50, 60][level] ?? 0]];
    case "bitcoin-farm":
      return [["MaximumGraphicsCards", [0, 10, 25, 50][level] ?? 0]];
    case "medstation":
    case "nutrition-unit":
      return [["HealthRegeneration", level * 10]];
    case "intelligence-center":
      return [
        ["QuestMoneyReward", level * 5],
        ["FleaFeeReduction", level === 3 ? 30 : 0],
      ];
    case "solar-power":
      return [["FuelConsumption", -50]];
    default:
      return [];
  }
}
