import type { StaticItem } from "../../build-data/types";

/**
 * The empty item the item-template page (ITEM_TEMPLATE_PATH) is built around: the Worker replaces
 * its article whole for an item added after the build.
 */
export const TEMPLATE_ITEM: StaticItem = {
  uid: "",
  slug: "item-template",
  name: "",
  shortName: "",
  ruName: null,
  ruShortName: null,
  category: null,
  caliber: null,
  tags: [],
  width: null,
  height: null,
  weight: null,
  basePrice: null,
  props: null,
  wikiUrl: null,
  image: null,
  icon: null,
  fleaBanned: false,
  inGame: true,
  price: null,
  buy: [],
  sell: [],
  craftsMaking: [],
  craftsUsing: [],
  bartersMaking: [],
  bartersUsing: [],
  quests: [],
  hideout: [],
};
