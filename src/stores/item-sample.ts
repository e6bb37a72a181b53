import type { CacheItem } from "../contracts/cache";

/** A cache item for tests, named by its uid, with no prices; `over` sets the fields that matter. */
export const sampleItem = (uid: string, over: Partial<CacheItem> = {}): CacheItem => ({
  uid,
  url: uid,
  name: uid,
  shortName: uid,
  category: "Barter",
  caliber: null,
  tags: [],
  width: 1,
  height: 1,
  flea: null,
  avg24h: null,
  avg7d: null,
  change24h: null,
  change7d: null,
  traderPrice: null,
  trader: null,
  updatedAt: 0,
  ruName: null,
  ruShortName: null,
  icon: null,
  ...over,
});
