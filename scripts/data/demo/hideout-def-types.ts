/** The shapes of the demo hideout tables (hideout-defs.ts, hideout-defs-more.ts). */

/** One hideout level: construction seconds, item names × count, station/trader/skill requirements, bonuses. */
export type LevelDef = {
  time: number;
  items: [string, number][];
  stations?: [string, number][];
  traders?: [string, number][];
  skills?: [string, number][];
  bonuses?: [string, number][];
};
/** [uid, name, ru name, levels]. */
export type StationDef = [string, string, string, LevelDef[]];
