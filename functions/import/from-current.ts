/**
 * Current-world item files (2025–26) → intermediate model: flat flea price tables per mode,
 * weights with each item's best trader price and its tarkov.dev images, sizes with English
 * names, per-trader sell prices and the handbook's prices. Each source is dated (by its own
 * time field or the date in its file name) so that merge-items and map-items rank it.
 */
import type { FlatPricesFile, HandbookFile, SellForFile, SizesFile, WeightsFile } from "./current-schemas";
import type { UItem, UOffer } from "./model";
import { camelType, cleanText } from "./text";

const noPrices = { hasPrices: false, flea: null, avg24h: null, low24h: null, high24h: null } as const;
const positive = (n: number | null | undefined) => (typeof n === "number" && n > 0 ? n : undefined);

/**
 * Milliseconds of 00:00 UTC of the first YYYY-MM-DD date in a file name, if it has one.
 * @example dateOfName("prices_2026-08-22/prices-pve.json") // 1787356800000
 */
export function dateOfName(name: string): number | undefined {
  const m = /(\d{4})-(\d{2})-(\d{2})/.exec(name);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * A flat price table of one mode: tarkov.dev's 24-hour average per item, so the flea figure and
 * the 24h average are the same number (the table has no lowest offer, no low or high).
 */
export function flatPriceItems(file: FlatPricesFile, at: number): UItem[] {
  return Object.entries(file).flatMap(([id, price]) => {
    const p = positive(price);
    if (p === undefined) return [];
    return [
      { id, hasPrices: true, flea: p, avg24h: p, low24h: null, high24h: null, offers: [], updated: at },
    ];
  });
}

/** A trader name as a vendor (not the flea market in any language, nor an empty one). */
const traderName = (name: string | null | undefined) =>
  name && /^[A-Za-z][A-Za-z .-]*$/.test(name) && !/^flea[ -]market$/i.test(name) ? name : undefined;

/** The item's icon beside a tarkov.dev 512 px image (same host and id, the "-icon" variant). */
const iconOf = (img: string | null | undefined) =>
  img && /^https:\/\/assets\.tarkov\.dev\/[0-9a-f]{24}-512\.webp$/.test(img)
    ? img.replace(/-512\.webp$/, "-icon.webp")
    : undefined;

/** Weights, the best trader's price (a sell offer observed at `at`) and tarkov.dev images. */
export function weightItems(file: WeightsFile, at: number): UItem[] {
  return file.items.map((i) => {
    const trader = traderName(i.bestTraderName);
    const price = positive(i.bestTraderPrice);
    const offers: UOffer[] =
      trader && price !== undefined ? [{ vendor: trader, kind: "sell", priceRUB: price, at }] : [];
    return {
      id: i.id,
      weight: typeof i.weight === "number" && i.weight >= 0 ? i.weight : undefined,
      iconUrl: iconOf(i.img),
      imageUrl: i.img?.startsWith("https://") ? i.img : undefined,
      ...noPrices,
      offers,
      updated: at,
    };
  });
}

/** Sizes, English names and game types. */
export function sizeItems(file: SizesFile, at: number): UItem[] {
  return file.map((i) => ({ ...namedItem(i, at), types: i.types?.map(camelType), offers: [] }));
}

/** An item of a named list: id, names and size (both sides known, else neither), no prices. */
function namedItem(
  i: {
    id: string;
    name: string;
    shortName?: string | undefined;
    width?: number | null;
    height?: number | null;
  },
  at: number,
) {
  const width = positive(i.width);
  const height = positive(i.height);
  return {
    id: i.id,
    name: cleanText(i.name),
    shortName: cleanText(i.shortName),
    ...(width && height ? { width, height } : {}),
    ...noPrices,
    updated: at,
  };
}

/** What each trader pays (sell offers observed at `at`), names, base price and size. */
export function sellForItems(file: SellForFile, at: number): UItem[] {
  return Object.values(file).map((i) => {
    const offers: UOffer[] = Object.entries(i.sellFor).flatMap(([vendor, price]) => {
      const p = positive(price);
      return traderName(vendor) && p !== undefined
        ? [{ vendor, kind: "sell" as const, priceRUB: p, at }]
        : [];
    });
    return { ...namedItem(i, at), basePrice: positive(i.basePrice), offers };
  });
}

/** The handbook's price of every item, as its base price where no newer source has one. */
export function handbookItems(file: HandbookFile, at: number): UItem[] {
  return file.Items.map((i) => ({
    id: i.Id,
    basePrice: positive(i.Price),
    handbookCategory: i.ParentId,
    ...noPrices,
    offers: [],
    updated: at,
  }));
}
