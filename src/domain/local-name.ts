/**
 * A thing's name in the reader's language: its Russian name on Russian pages when the data has
 * one, else its English name (items, quests, traders, stations, tags, extracts, bosses, parts).
 * The one rule every page, the bot, Discord and the public API use.
 * @example localName({ name: "Bolts", ruName: "Болты" }, "ru") // "Болты"
 * @example localName({ name: "Bolts", ruName: null }, "ru") // "Bolts"
 */
export const localName = (
  n: { name: string; ruName?: string | null },
  locale: string | null | undefined,
): string => (locale === "ru" && n.ruName) || n.name;

/**
 * A thing's short name in the reader's language, as localName.
 * @example localShortName({ shortName: "Bolts", ruShortName: "Болты" }, "en") // "Bolts"
 */
export const localShortName = (
  n: { shortName: string; ruShortName?: string | null },
  locale: string | null | undefined,
): string => (locale === "ru" && n.ruShortName) || n.shortName;
