import { caliberName } from "./caliber";
import { localName } from "./local-name";

/** A tag as the data names it: its id, English name and Russian name (null when the data has none). */
export type NamedTag = { tag: string; name: string; ruName: string | null };

/**
 * The shown name of an item tag in a locale: calibers as the ammunition names them, otherwise the
 * Russian name in ru where the data has one, else the English name.
 * @example tagLabel({ tag: "Building_material", name: "Building material", ruName: "Стройматериалы" }, "ru") // "Стройматериалы"
 */
export function tagLabel(tag: NamedTag, locale: string): string {
  if (tag.tag.startsWith("Caliber")) return caliberName(tag.tag);
  return localName(tag, locale);
}

/**
 * The shown name of a tag id with no row in the data: calibers as the ammunition names them, else
 * the id with spaces.
 * @example tagIdLabel("Barter_items") // "Barter items"
 */
export function tagIdLabel(tag: string): string {
  return tag.startsWith("Caliber") ? caliberName(tag) : tag.replaceAll("_", " ");
}

/** The Russian name the data gives a tag, or null where it has none (or only repeats the id). */
export const ruTagName = (tag: string, ru: string | undefined): string | null =>
  ru && ru !== tag ? ru : null;
