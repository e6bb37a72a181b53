import type * as s from "./schema";

/**
 * A whole game-data set as rows ready to insert: what the demo generator makes and the
 * upstream importer maps onto. Loaders (Node: libSQL; Worker: D1) write it in one batch.
 */
export type Dataset = {
  traders: (typeof s.traders.$inferInsert)[];
  maps: (typeof s.maps.$inferInsert)[];
  items: (typeof s.items.$inferInsert)[];
  tags: (typeof s.tags.$inferInsert)[];
  itemTags: (typeof s.itemTags.$inferInsert)[];
  itemPrices: (typeof s.itemPrices.$inferInsert)[];
  traderOffers: (typeof s.traderOffers.$inferInsert)[];
  pricePoints: (typeof s.pricePoints.$inferInsert)[];
  priceDaily: (typeof s.priceDaily.$inferInsert)[];
  priceSeries: (typeof s.priceSeries.$inferInsert)[];
  quests: (typeof s.quests.$inferInsert)[];
  hideoutStations: (typeof s.hideoutStations.$inferInsert)[];
  hideoutLevels: (typeof s.hideoutLevels.$inferInsert)[];
  crafts: (typeof s.crafts.$inferInsert)[];
  barters: (typeof s.barters.$inferInsert)[];
  presets: (typeof s.presets.$inferInsert)[];
  storyChapters: (typeof s.storyChapters.$inferInsert)[];
  /** Key/value rows: global settings (fuelBase, tournamentEnabled, helperVersion), data source. */
  kv: (typeof s.kv.$inferInsert)[];
};
