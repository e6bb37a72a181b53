/**
 * zod schemas of the item files beside the GraphQL price file: the legacy tarkov-tools item
 * data (2022, snake_case, keyed by id), tarkov-dev's item-props (weapon and mod stats, keyed
 * by id) and item_presets (weapon presets, keyed by id), and the live JSON feed's items (`{ document: { data: { items } }, lang }`, display
 * strings as translation keys). Fields the importer reads are checked; fields known but not
 * read are typed unknown (so they are not reported as new); property bags stay open.
 */
import { z } from "zod";
import { id, num } from "./schema-parts";

const known = z.unknown().optional();
const optNum = num.nullable().optional();
const optStr = z.string().nullable().optional();

export const legacyItem = z.object({
  id,
  name: z.string(),
  shortname: z.string().optional(),
  normalized_name: z.string().optional(),
  description: known,
  base_price: optNum,
  width: optNum,
  height: optNum,
  types: z.array(z.string()).optional(),
  traderPrices: z.array(z.object({ name: z.string(), price: num })).optional(),
  icon_link: optStr,
  image_link: optStr,
  grid_image_link: known,
  wiki_link: optStr,
  updated: optStr,
  properties: z
    .looseObject({
      weight: z.string().optional(),
      bsgCategoryId: z.string().optional(),
      caliber: z.string().optional(),
      armorClass: z.string().optional(),
      maxDurability: z.string().optional(),
    })
    .optional(),
  disabled: known,
  avg24hPrice: known,
  low24hPrice: known,
  high24hPrice: known,
  lastLowPrice: known,
  changeLast48h: known,
  changeLast48hPercent: known,
  containsItems: known,
});

/** legacy_item-data (tarkov-tools 2022): id → record. */
export const legacyItemsFile = z.record(z.string(), legacyItem);

const propsSlot = z.object({
  _name: z.string(),
  _id: id,
  _parent: known,
  _required: z.boolean().optional(),
  _mergeSlotWithChildren: known,
  _proto: known,
  _props: z
    .object({ filters: z.array(z.looseObject({ Filter: z.array(id).optional() })).optional() })
    .optional(),
});

export const propsItem = z.object({
  itemProperties: z.looseObject({
    Weight: num.optional(),
    Ergonomics: num.optional(),
    Recoil: num.optional(),
    RecoilForceUp: num.optional(),
    RecoilForceBack: num.optional(),
    ConflictingItems: z.array(id).optional(),
    ammoCaliber: z.string().optional(),
    armorClass: z.union([num, z.string()]).optional(),
    MaxDurability: num.optional(),
    speedPenaltyPercent: num.optional(),
    mousePenalty: num.optional(),
    weaponErgonomicPenalty: num.optional(),
    BlocksEarpiece: z.boolean().optional(),
    armorZone: known,
    DeafStrength: known,
  }),
  slots: z.array(propsSlot).optional(),
  hasGrid: known,
  linkedItems: known,
  allowedAmmoIds: known,
  canHoldItems: known,
});

/** item-props (tarkov-dev 2022): id → { itemProperties, slots }. */
export const propsItemsFile = z.record(z.string(), propsItem);

export const presetRecord = z.object({
  id,
  name: z.string(),
  /** The name's suffix to the gun's short name ("SD" of "MP5 SD"); the name already has it. */
  appendName: known,
  default: z.boolean(),
  /** The gun. */
  baseId: id,
  /** The gun itself and every installed item. */
  parts: z.array(z.object({ id, quantity: num })),
});

/** item_presets (tarkov-dev 2022): preset id → { name, default, baseId, parts }. */
export const presetsFile = z.record(z.string(), presetRecord);

const liveSlot = z.object({
  id,
  nameId: z.string().optional(),
  name: z.string().optional(),
  required: z.boolean().optional(),
  filters: z.looseObject({ allowedItems: z.array(id).optional() }).optional(),
});

const liveTrade = z.object({
  trader: id,
  price: optNum,
  priceRUB: optNum,
  currency: optStr,
  currencyItem: known,
  minTraderLevel: optNum,
  taskUnlock: known,
  restockAmount: known,
  buyLimit: known,
});

export const liveItem = z.object({
  id,
  name: z.string(),
  shortName: z.string().optional(),
  normalizedName: z.string().optional(),
  description: known,
  updated: optStr,
  width: optNum,
  height: optNum,
  weight: optNum,
  types: z.array(z.string()).optional(),
  wikiLink: optStr,
  iconLink: optStr,
  image512pxLink: optStr,
  basePrice: optNum,
  categories: z.array(id).optional(),
  lastLowPrice: optNum,
  avg24hPrice: optNum,
  low24hPrice: optNum,
  high24hPrice: optNum,
  ergonomicsModifier: optNum,
  /** Percent (−7.4), unlike properties.recoilModifier (a fraction). */
  recoilModifier: optNum,
  conflictingItems: z.array(id).optional(),
  /** Slots (of other items) that must stay empty while this item is installed. */
  conflictingSlotIds: z.array(id).optional(),
  /** Guns: the items of the default build. */
  containsItems: z
    .array(z.looseObject({ item: id, count: optNum }))
    .nullable()
    .optional(),
  buyFromTrader: z.array(liveTrade).optional(),
  sellToTrader: z.array(liveTrade).optional(),
  properties: z
    .looseObject({
      caliber: optStr,
      ergonomics: optNum,
      recoilVertical: optNum,
      recoilHorizontal: optNum,
      /** Guns: the size with the default build (width/height are the bare gun's). */
      defaultWidth: optNum,
      defaultHeight: optNum,
      slots: z.array(liveSlot).optional(),
      /** Guns: the preset whose parts are containsItems (the default build). */
      defaultPreset: optStr,
    })
    .nullable()
    .optional(),
  link: known,
  gridImageLink: known,
  baseImageLink: known,
  inspectImageLink: known,
  image8xLink: known,
  lastOfferCount: known,
  discardLimit: known,
  handbookCategories: known,
  changeLast48h: known,
  changeLast48hPercent: known,
  lastScan: known,
  minLevelForFlea: known,
  stackMaxSize: known,
  hasGrid: known,
  backgroundColor: known,
  conflictingCategories: known,
  accuracyModifier: known,
  velocity: known,
  loudness: known,
  blocksHeadphones: known,
  maxDurability: known,
  armorClass: known,
  tracer: known,
  tracerColor: known,
  ammoType: known,
  projectileCount: known,
  damage: known,
  armorDamage: known,
  fragmentationChance: known,
  ricochetChance: known,
  penetrationPower: known,
  recoil: known,
});

const liveCategory = z.object({ id, name: z.string(), normalizedName: z.string().optional() });

/** The live JSON feed's items (json.tarkov.dev/<mode>/items) with its English `lang` table. */
export const liveItemsFile = z.object({
  document: z.object({
    data: z.looseObject({
      items: z.record(z.string(), liveItem),
      itemCategories: z.record(z.string(), liveCategory.loose()).optional(),
    }),
    translations: z.array(z.string()).optional(),
  }),
  lang: z.record(z.string(), z.string()).optional(),
});

export type LegacyItemsFile = z.infer<typeof legacyItemsFile>;
export type PropsItemsFile = z.infer<typeof propsItemsFile>;
export type PresetsFile = z.infer<typeof presetsFile>;
export type LiveItemsFile = z.infer<typeof liveItemsFile>;
