import type { HideoutLevel } from "./hideout-progress";

/**
 * A hideout level `<station>-<level>` that asks for nothing: tests set only the requirements
 * that matter to them.
 * @example blankLevel("generator", 2, { itemReqs: [{ item: "wire", count: 3 }] })
 */
export function blankLevel(station: string, level: number, over: Partial<HideoutLevel> = {}): HideoutLevel {
  return {
    uid: `${station}-${level}`,
    stationUid: station,
    level,
    itemReqs: [],
    stationReqs: [],
    traderReqs: [],
    ...over,
  };
}
