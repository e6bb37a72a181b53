import type { CacheQuest } from "../../contracts/cache";

/** A quest's shown name in the locale (Russian when the data has it). */
export const questName = (q: CacheQuest | undefined, locale: string) =>
  q ? (locale === "ru" && q.nameL10n.ru) || q.name : undefined;
