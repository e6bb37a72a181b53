/** Legacy tarkov-tools items, tarkov-dev item-props and live-feed items → intermediate model. */
import type { ItemProps } from "../db/schema";
import type { LegacyItemsFile, LiveItemsFile, PropsItemsFile } from "./item-schemas";
import type { NameBook, UItem, UOffer } from "./model";
import { camelType, cleanText, isoMs } from "./text";

const noPrices = { hasPrices: false, flea: null, avg24h: null, low24h: null, high24h: null } as const;

/** Only positive numbers: a 0 base price or size means the source does not know it. */
const positive = (n: number | null | undefined) => (typeof n === "number" && n > 0 ? n : undefined);
const nonEmpty = <T>(list: T[] | undefined) => (list && list.length > 0 ? list : undefined);
/** A number of a string property bag ("0.38"). */
const numeric = (s: string | undefined) =>
  s !== undefined && s.trim() !== "" && Number.isFinite(Number(s)) ? Number(s) : undefined;

/** An armour class 1–6 of a number or a numeric string; 0 (not armoured) and anything else are absent. */
const armorClass = (v: number | string | undefined) => {
  const n = typeof v === "string" ? numeric(v) : v;
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= 10 ? n : undefined;
};

function clean<T extends object>(o: T): T | undefined {
  return Object.values(o).some((v) => v !== undefined) ? o : undefined;
}

/**
 * An image of the 2022 files on the live asset host: tarkov-tools' host is shut down, and
 * tarkov.dev's serves every item as `<id>-icon.webp` and `<id>-512.webp` (what the 2026 lists
 * name); other addresses stay as they are. The page falls back to the short-name tile.
 * @example liveHost("https://assets.tarkov-tools.com/a-icon.jpg", "a", "icon") // "https://assets.tarkov.dev/a-icon.webp"
 */
export function liveHost(
  url: string | null | undefined,
  id: string,
  kind: "icon" | "512",
): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\/assets\.tarkov-tools\.com\//.test(url)
    ? `https://assets.tarkov.dev/${id}-${kind}.webp`
    : url;
}

/**
 * Legacy records: size, weight, types, ammo caliber, links, category (by id, when a live
 * feed names it) and trader sell prices (roubles). Its flea prices (2022) are not used.
 */
export function legacyItems(file: LegacyItemsFile): UItem[] {
  return Object.entries(file).map(([key, r]) => {
    const props = r.properties;
    const width = positive(r.width);
    const armor = armorClass(props?.armorClass);
    const height = positive(r.height);
    const offers: UOffer[] = (r.traderPrices ?? []).map((p) => ({
      vendor: p.name,
      kind: "sell",
      priceRUB: p.price,
    }));
    return {
      id: r.id || key,
      name: cleanText(r.name),
      shortName: cleanText(r.shortname),
      normalizedName: r.normalized_name,
      categoryId: props?.bsgCategoryId,
      basePrice: positive(r.base_price),
      ...(width && height ? { width, height } : {}),
      weight: numeric(props?.weight),
      types: r.types?.map(camelType),
      caliber: props?.caliber,
      props: armor ? { armorClass: armor, durability: positive(numeric(props?.maxDurability)) } : undefined,
      wikiUrl: r.wiki_link || undefined,
      iconUrl: liveHost(r.icon_link, r.id || key, "icon"),
      imageUrl: liveHost(r.image_link, r.id || key, "512"),
      ...noPrices,
      offers,
      updated: isoMs(r.updated),
    };
  });
}

/** The item-props fields that mark a wearable's record: such a record leaves out penalties that are zero. */
const WEARABLE_KEYS = [
  "armorClass",
  "MaxDurability",
  "armorZone",
  "speedPenaltyPercent",
  "mousePenalty",
  "weaponErgonomicPenalty",
  "BlocksEarpiece",
  "DeafStrength",
] as const;

/**
 * item-props: weapon and mod stats; weight (only used where newer sources have none); a
 * wearable's armour class, durability and penalties (0 where its record has none).
 */
export function propsItems(file: PropsItemsFile): UItem[] {
  // The source leaves out stats that are zero: a part some slot takes gets 0 for a missing one.
  const fits = new Set(
    Object.values(file).flatMap((r) =>
      (r.slots ?? []).flatMap((s) => (s._props?.filters ?? []).flatMap((f) => f.Filter ?? [])),
    ),
  );
  return Object.entries(file).map(([id, r]) => {
    const p = r.itemProperties;
    const gun = p.RecoilForceUp !== undefined;
    const zero = fits.has(id) && !gun ? 0 : undefined;
    const wearable = !gun && WEARABLE_KEYS.some((k) => p[k] !== undefined);
    const armor = armorClass(p.armorClass);
    const slots = r.slots?.map((s) => ({
      id: s._id,
      name: s._name,
      required: s._required ?? false,
      allowed: [...new Set((s._props?.filters ?? []).flatMap((f) => f.Filter ?? []))],
    }));
    const props = clean<ItemProps>({
      ergonomics: p.Ergonomics ?? zero,
      recoilVertical: gun ? p.RecoilForceUp : undefined,
      recoilHorizontal: gun ? p.RecoilForceBack : undefined,
      recoil: gun ? undefined : (p.Recoil ?? zero),
      caliber: p.ammoCaliber,
      slots: nonEmpty(slots),
      conflicts: nonEmpty(p.ConflictingItems),
      armorClass: armor,
      durability: armor ? positive(p.MaxDurability) : undefined,
      speedPenalty: wearable ? (p.speedPenaltyPercent ?? 0) : undefined,
      turnPenalty: wearable ? (p.mousePenalty ?? 0) : undefined,
      ergoPenalty: wearable ? (p.weaponErgonomicPenalty ?? 0) : undefined,
      blocksEarpiece: p.BlocksEarpiece || undefined,
    });
    return { id, weight: p.Weight, props, ...noPrices, offers: [] };
  });
}

type LiveTrade = NonNullable<LiveItemsFile["document"]["data"]["items"][string]["buyFromTrader"]>[number];

function liveOffers(list: LiveTrade[] | undefined, kind: "buy" | "sell"): UOffer[] {
  const out: UOffer[] = [];
  for (const t of list ?? []) {
    if (typeof t.priceRUB !== "number") continue;
    out.push({
      vendor: t.trader,
      kind,
      priceRUB: t.priceRUB,
      price: t.price ?? undefined,
      currency: t.currency ?? undefined,
      level: t.minTraderLevel ?? undefined,
    });
  }
  return out;
}

/** A display key of the feed ("<id> Name"), not text. */
const isKey = (s: string) => /^[0-9a-f]{24} [A-Za-z]+$/.test(s);

/**
 * Live-feed items: names through `lang` (a key it cannot resolve stays unknown), categories
 * (ids, leaf first) through the feed's category table, size, weight, types, prices, trader
 * offers (trader ids) and weapon stats. The category names go into the name book, so the
 * legacy records' category ids resolve too.
 */
export function liveItems(file: LiveItemsFile, names: NameBook): UItem[] {
  const lang = file.lang ?? {};
  const text = (raw: string | null | undefined) => {
    if (!raw) return undefined;
    return cleanText(lang[raw] ?? (isKey(raw) ? undefined : raw));
  };
  for (const c of Object.values(file.document.data.itemCategories ?? {})) {
    const name = text(c.name);
    if (name) names.categories.set(c.id, name);
  }
  return Object.entries(file.document.data.items).map(([key, i]) => {
    const p = i.properties ?? {};
    const gun = typeof p.recoilVertical === "number";
    // A gun's size is the size of its default build, as the game shows it.
    const width = positive(p.defaultWidth) ?? positive(i.width);
    const height = positive(p.defaultHeight) ?? positive(i.height);
    const categories = (i.categories ?? []).flatMap((c) => {
      const name = names.categories.get(c);
      return name ? [name] : [];
    });
    const slots = p.slots?.map((s) => ({
      id: s.id,
      name: s.nameId ?? text(s.name) ?? s.id,
      required: s.required ?? false,
      allowed: s.filters?.allowedItems ?? [],
    }));
    const props = clean<ItemProps>({
      ergonomics: p.ergonomics ?? i.ergonomicsModifier ?? undefined,
      recoilVertical: gun ? (p.recoilVertical ?? undefined) : undefined,
      recoilHorizontal: gun ? (p.recoilHorizontal ?? undefined) : undefined,
      recoil: gun ? undefined : (i.recoilModifier ?? undefined),
      caliber: gun ? (p.caliber ?? undefined) : undefined,
      slots: nonEmpty(slots),
      conflicts: nonEmpty(i.conflictingItems),
      conflictSlots: nonEmpty(i.conflictingSlotIds),
    });
    const ammo = i.types?.includes("ammo") && p.caliber ? p.caliber : undefined;
    return {
      id: i.id || key,
      name: text(i.name),
      shortName: text(i.shortName),
      normalizedName: i.normalizedName,
      categories: nonEmpty(categories),
      basePrice: positive(i.basePrice),
      ...(width && height ? { width, height } : {}),
      weight: i.weight ?? undefined,
      types: i.types?.map(camelType),
      caliber: ammo,
      props: props,
      wikiUrl: i.wikiLink || undefined,
      iconUrl: i.iconLink || undefined,
      imageUrl: i.image512pxLink || undefined,
      hasPrices: "lastLowPrice" in i || "avg24hPrice" in i,
      flea: i.lastLowPrice ?? null,
      avg24h: i.avg24hPrice ?? null,
      low24h: i.low24hPrice ?? null,
      high24h: i.high24hPrice ?? null,
      offers: [...liveOffers(i.buyFromTrader, "buy"), ...liveOffers(i.sellToTrader, "sell")],
      updated: isoMs(i.updated),
    };
  });
}
