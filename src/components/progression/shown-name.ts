import type { CacheItem, CacheQuest } from "../../contracts/cache";
import { localShortName } from "../../domain/local-name";

/** A quest's shown name in the locale (Russian when the data has it). */
export const questName = (q: CacheQuest | undefined, locale: string) =>
  q ? (locale === "ru" && q.nameL10n.ru) || q.name : undefined;

/** An item's shown short name in the locale (the game's Russian one when the data has it). */
export const itemShortName = (
  item: Pick<CacheItem, "shortName"> & Partial<Pick<CacheItem, "ruShortName">>,
  locale: string,
) => localShortName(item, locale);

/** An item's shown name in the locale (Russian when the data has it), else its uid. */
export const itemName = (item: Pick<CacheItem, "name" | "ruName"> | undefined, uid: string, locale: string) =>
  (locale === "ru" && item?.ruName) || item?.name || uid;
