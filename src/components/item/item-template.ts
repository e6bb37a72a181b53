import type { StaticItem } from "../../build-data/types";

/**
 * The item-template page: the item page's layout, head, scripts and styles around an empty item,
 * built in each language. The Worker fills it for an item added after the build (its article and
 * head tags rendered from the same components) and answers 404 to the template's own address.
 */
export const ITEM_TEMPLATE_PATH = "/item-template";

/** The empty item the template is built around (its article is replaced whole). */
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
