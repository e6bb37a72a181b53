import { defineCatalogue, t } from "./index";

/**
 * Names of the game's traders, hideout stations, skills, fuel kinds and item categories/tags, for
 * the pages of a language the data does not name them in. The data's own Russian name
 * (`nameL10n.ru`, filled by a live feed in Russian) always wins; the snapshot's sources are
 * English only (data/snapshot/README.md), so today these are what Russian pages show. The
 * spellings are the game's own Russian ones (Прапор, Скупщик, Барахольщик…), one per name.
 *
 * English entries exist only where the data has no English display name (skills and fuel kinds
 * are keys there); elsewhere the data's English name is used.
 */
type Names = {
  /** By trader uid. */
  trader: Record<string, string>;
  /** By hideout station uid. */
  station: Record<string, string>;
  /** By the data's skill key ("HideoutManagement"). */
  skill: Record<string, string>;
  /** By the data's fuel kind ("metal", anything else is the expeditionary tank). */
  fuel: Record<string, string>;
  /** By tag id ("Assault_rifle"); an item's category is the tag of the same name. */
  tag: Record<string, string>;
};
export type GameNameKind = keyof Names;

export const gameNamesText = defineCatalogue<Names>({
  en: {
    trader: {},
    station: {},
    skill: {
      Attention: "Attention",
      Charisma: "Charisma",
      Crafting: "Crafting",
      Endurance: "Endurance",
      Health: "Health",
      HideoutManagement: "Hideout management",
      Intellect: "Intellect",
      Memory: "Memory",
      Metabolism: "Metabolism",
      Perception: "Perception",
      Strength: "Strength",
      StressResistance: "Stress resistance",
      Vitality: "Vitality",
    },
    fuel: { metal: "metal fuel tank", other: "expeditionary fuel tank" },
    tag: {},
  },
  ru: {
    trader: {
      prapor: "Прапор",
      therapist: "Терапевт",
      fence: "Скупщик",
      skier: "Лыжник",
      peacekeeper: "Миротворец",
      mechanic: "Механик",
      ragman: "Барахольщик",
      jaeger: "Егерь",
      ref: "Реф",
      lightkeeper: "Смотритель",
      "btr-driver": "Водитель БТР",
      "mr-kerman": "Мистер Керман",
      "radio-station": "Радиостанция",
      survivor: "Выживший",
      taran: "Таран",
      voevoda: "Воевода",
    },
    station: {
      "air-filtering-unit": "Блок фильтрации воздуха",
      "bitcoin-farm": "Биткоин-ферма",
      "booze-generator": "Самогонный аппарат",
      "cultist-circle": "Круг культистов",
      "defective-wall": "Дефектная стена",
      "gear-rack": "Стойка для снаряжения",
      generator: "Генератор",
      gym: "Спортзал",
      "hall-of-fame": "Зал славы",
      heating: "Отопление",
      illumination: "Освещение",
      "intelligence-center": "Разведцентр",
      lavatory: "Уборная",
      library: "Библиотека",
      medstation: "Медблок",
      "nutrition-unit": "Пищеблок",
      "rest-space": "Комната отдыха",
      "scav-case": "Тайник Дикого",
      security: "Охрана",
      "shooting-range": "Тир",
      "solar-power": "Солнечная батарея",
      stash: "Схрон",
      vents: "Вентиляция",
      "water-collector": "Водосборник",
      "weapon-rack": "Оружейная стойка",
      workbench: "Верстак",
    },
    skill: {
      Attention: "Внимательность",
      Charisma: "Харизма",
      Crafting: "Крафт",
      Endurance: "Выносливость",
      Health: "Здоровье",
      HideoutManagement: "Управление убежищем",
      Intellect: "Интеллект",
      Memory: "Память",
      Metabolism: "Метаболизм",
      Perception: "Восприятие",
      Strength: "Сила",
      StressResistance: "Стрессоустойчивость",
      Vitality: "Живучесть",
    },
    fuel: { metal: "металлическая канистра", other: "экспедиционная канистра" },
    tag: {
      Ammo_container: "Коробки с патронами",
      Ammo: "Патроны",
      Arm_Band: "Нарукавные повязки",
      Armor_Plate: "Бронепластины",
      Armor: "Бронежилеты",
      Armored_equipment: "Бронированное снаряжение",
      Assault_carbine: "Штурмовые карабины",
      Assault_rifle: "Штурмовые винтовки",
      Assault_scope: "Штурмовые прицелы",
      Auxiliary_Mod: "Вспомогательные детали",
      Backpack: "Рюкзаки",
      Barrel: "Стволы",
      Barter_item: "Бартерные предметы",
      Battery: "Аккумуляторы",
      Bipod: "Сошки",
      Building_material: "Стройматериалы",
      Charging_handle: "Рукоятки взведения",
      Chest_rig: "Разгрузочные жилеты",
      "Comb._muzzle_device": "Комбинированные дульные устройства",
      "Comb._tact._device": "Комбинированные тактические устройства",
      Common_container: "Контейнеры",
      Compact_reflex_sight: "Компактные коллиматоры",
      Compass: "Компасы",
      Cultist_Amulet: "Амулеты культистов",
      Cylinder_Magazine: "Барабанные магазины",
      Drink: "Напитки",
      Drug: "Препараты",
      Electronics: "Электроника",
      Equipment: "Снаряжение",
      Essential_mod: "Основные модули",
      Face_Cover: "Маски",
      Flashhider: "Пламегасители",
      Flashlight: "Фонари",
      Flyer: "Листовки",
      Food_and_drink: "Еда и напитки",
      Food: "Еда",
      Foregrip: "Передние рукоятки",
      Fuel: "Топливо",
      Functional_mod: "Функциональные модули",
      Gas_block: "Газовые блоки",
      Gear_mod: "Модули снаряжения",
      Grenade_launcher: "Гранатомёты",
      Handguard: "Цевья",
      Handgun: "Пистолеты",
      Headphones: "Наушники",
      Headwear: "Головные уборы",
      Household_goods: "Хозтовары",
      Info: "Информация",
      Ironsight: "Механические прицелы",
      Jewelry: "Ценности",
      Keycard: "Ключ-карты",
      Key: "Ключи",
      Locking_container: "Запираемые контейнеры",
      Lubricant: "Горюче-смазочные материалы",
      Machinegun: "Пулемёты",
      Magazine: "Магазины",
      Map: "Карты",
      Mark_of_the_Unheard: "Метка Неслышащего",
      Marksman_rifle: "Марксманские винтовки",
      Mechanical_Key: "Механические ключи",
      Medical_item: "Медицинские предметы",
      Medical_supplies: "Медикаменты",
      Medikit: "Аптечки",
      Meds: "Медицина",
      Melee_weapons: "Холодное оружие",
      Money: "Деньги",
      Mount: "Крепления",
      Multitools: "Мультитулы",
      Muzzle_device: "Дульные устройства",
      Night_Vision: "Приборы ночного видения",
      Other: "Другое",
      Pistol_grip: "Пистолетные рукоятки",
      Planting_Kits: "Наборы для закладки",
      "Port._container": "Переносные контейнеры",
      Portable_Range_Finder: "Дальномеры",
      Radio_Transmitter: "Радиопередатчики",
      Random_Loot_Container: "Контейнеры со случайной добычей",
      Receiver: "Ствольные коробки",
      Reflex_sight: "Коллиматоры",
      Repair_Kits: "Ремкомплекты",
      Revolver: "Револьверы",
      Scope: "Оптические прицелы",
      Searchable_item: "Обыскиваемые предметы",
      Shotgun: "Дробовики",
      Sights: "Прицелы",
      Silencer: "Глушители",
      SMG: "Пистолеты-пулемёты",
      Sniper_rifle: "Снайперские винтовки",
      Special_item: "Специальные предметы",
      Special_scope: "Специальные прицелы",
      Spring_Driven_Cylinder: "Пружинные барабаны",
      Stackable_item: "Стакающиеся предметы",
      Stimulant: "Стимуляторы",
      Stock: "Приклады",
      Thermal_Vision: "Тепловизоры",
      Throwables: "Метательное оружие",
      Tool: "Инструменты",
      UBGL: "Подствольные гранатомёты",
      "Vis._observ._device": "Приборы наблюдения",
      Weapon_mod: "Модули оружия",
      Weapon: "Оружие",
    },
  },
});

/**
 * The Russian name of a trader, station, skill, fuel kind or tag: the data's own (`dataRu`) when it
 * has one, else this catalogue's, else null (the English name shows).
 * @example ruGameName("trader", "ragman", "") // "Барахольщик"
 */
export function ruGameName(kind: GameNameKind, key: string, dataRu?: string | null): string | null {
  return dataRu || gameNamesText.ru[kind][key] || null;
}

/**
 * The shown name of a trader, station, skill, fuel kind or tag in a locale: in Russian the data's
 * Russian name, else this catalogue's; otherwise (and for anything unnamed) `english`, or the
 * catalogue's English name when the data has only a key.
 * @example gameName("skill", "HideoutManagement", "ru") // "Управление убежищем"
 * @example gameName("trader", "ragman", "en", "Ragman") // "Ragman"
 */
export function gameName(
  kind: GameNameKind,
  key: string,
  locale: string | null | undefined,
  english?: string,
  dataRu?: string | null,
): string {
  const ru = t(gameNamesText, locale) === gameNamesText.ru ? ruGameName(kind, key, dataRu) : null;
  return ru ?? english ?? gameNamesText.en[kind][key] ?? key;
}

/**
 * A trader's shown name from its uid: the catalogue's in Russian, else the uid capitalised
 * (trader uids are their English names in lower case: prapor, skier, ref).
 * @example traderName("skier", "en") // "Skier"
 */
export const traderName = (uid: string, locale: string | null | undefined) =>
  gameName("trader", uid, locale, uid.charAt(0).toUpperCase() + uid.slice(1).replaceAll("-", " "));
