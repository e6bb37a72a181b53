/**
 * Russian names of item categories (the site's tags). The game names a category in its locale by
 * the category's id ("<id> Name", like an item); the id comes from a live feed's category table,
 * else from the English locale (the one non-item id whose English name is the category's). The
 * categories tarkov.dev names itself (no game name) have the site's own Russian names.
 */
import type { NameBook } from "./model";
import { cleanText } from "./text";

/** The site's Russian names of the categories the game's locale does not name. */
const OWN_RUSSIAN: Readonly<Record<string, string>> = {
  "Arm Band": "Нарукавная повязка",
  "Armor Plate": "Бронепластина",
  "Auxiliary Mod": "Вспомогательный модуль",
  Compass: "Компас",
  "Cultist Amulet": "Амулет культистов",
  "Cylinder Magazine": "Барабанный магазин",
  "Face Cover": "Маска",
  Flyer: "Листовка",
  Fuel: "Топливо",
  Headwear: "Головной убор",
  Keycard: "Ключ-карта",
  "Mark of the Unheard": "Метка Неизвестных",
  "Mechanical Key": "Механический ключ",
  Multitools: "Мультитул",
  "Night Vision": "Прибор ночного видения",
  Other: "Прочее",
  "Planting Kits": "Набор для закладки",
  "Portable Range Finder": "Дальномер",
  "Radio Transmitter": "Радиопередатчик",
  "Random Loot Container": "Контейнер со случайным содержимым",
  "Repair Kits": "Ремкомплект",
  Revolver: "Револьвер",
  "Spring Driven Cylinder": "Пружинный барабан",
  "Thermal Vision": "Тепловизор",
};

/**
 * A lookup English category name → Russian name ("" when unknown). `itemIds` are the items' ids:
 * an English locale entry of an item is not a category's, even when the names agree.
 * @example categoryRussianNames(names, ids)("Assault rifle") // "Штурм. винтовка"
 */
export function categoryRussianNames(
  names: NameBook,
  itemIds: ReadonlySet<string>,
): (english: string) => string {
  const ids = new Map<string, Set<string>>();
  const add = (name: string, id: string) => {
    const set = ids.get(name) ?? new Set<string>();
    set.add(id);
    ids.set(name, set);
  };
  for (const [id, name] of names.categories) add(name, id);
  const fromFeed = new Set(ids.keys());
  for (const [key, text] of names.locale.en) {
    if (!key.endsWith(" Name")) continue;
    const id = key.slice(0, -5);
    const name = text.trim();
    if (!itemIds.has(id) && !fromFeed.has(name)) add(name, id);
  }
  return (english) => {
    const russian = [...(ids.get(english) ?? [])]
      .map((id) => cleanText(names.locale.ru.get(`${id} Name`)))
      .filter((r): r is string => !!r);
    // several ids naming one category differently: none is sure
    return new Set(russian).size === 1 ? (russian[0] as string) : (OWN_RUSSIAN[english] ?? "");
  };
}
