/**
 * Names in the game's own languages, from its locale files (NameBook.locale): each kind of
 * record by the key the game names it with. An empty string when the file lacks it (the page
 * then shows the English name).
 */
import type { NameBook } from "./model";
import { cleanText } from "./text";

type Lang = keyof NameBook["locale"];

const text = (names: NameBook, lang: Lang, key: string) => cleanText(names.locale[lang].get(key)) ?? "";

export const localeNames = (names: NameBook, lang: Lang) => ({
  item: (id: string) => text(names, lang, `${id} Name`),
  itemShort: (id: string) => text(names, lang, `${id} ShortName`),
  quest: (id: string) => text(names, lang, `${id} name`),
  trader: (id: string) => text(names, lang, `${id} Nickname`),
  map: (id: string) => text(names, lang, `${id} Name`),
  /** A quest objective's text, keyed by the objective's id alone. */
  objective: (id: string) => text(names, lang, id),
  /** A station by its locale key (hideout_area_<n>_name). */
  station: (key: string | undefined) => (key ? text(names, lang, key) : ""),
});
