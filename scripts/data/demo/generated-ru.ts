/** Russian words for the invented items' names (brand names stay in Latin, as in the game's Russian text). */
export const PART_RU: Record<string, string> = {
  handguard: "Цевьё",
  "pistol grip": "Пистолетная рукоятка",
  stock: "Приклад",
  "buffer tube": "Трубка приклада",
  "muzzle brake": "Дульный тормоз",
  "flash hider": "Пламегаситель",
  "sound suppressor": "Глушитель",
  foregrip: "Тактическая рукоятка",
  "scope mount": "Крепление для прицела",
  "rail platform": "Планка",
  "dust cover": "Крышка ствольной коробки",
  "gas block": "Газовый блок",
  "charging handle": "Рукоятка взведения",
  barrel: "Ствол",
  "tactical flashlight": "Тактический фонарь",
  "laser module": "Лазерный целеуказатель",
  "reflex sight": "Коллиматорный прицел",
  riflescope: "Оптический прицел",
  "30-round magazine": "Магазин на 30 патронов",
  "20-round magazine": "Магазин на 20 патронов",
  "plate carrier": "Плитник",
  "chest rig": "Нагрудник",
  "assault backpack": "Штурмовой рюкзак",
  helmet: "Шлем",
  headset: "Активные наушники",
  balaclava: "Балаклава",
  "tactical glasses": "Тактические очки",
  armband: "Повязка",
};

export const COLOR_RU: Record<string, string> = {
  "": "",
  " (Black)": " (чёрный)",
  " (FDE)": " (FDE)",
  " (Olive Drab)": " (олива)",
  " (Tan)": " (песочный)",
  " (Grey)": " (серый)",
};

export const MAP_RU: Record<string, string> = {
  Customs: "Таможня",
  Shoreline: "Берег",
  Interchange: "Развязка",
  Reserve: "Резерв",
  Woods: "Лес",
  Streets: "Улицы Таркова",
  Lighthouse: "Маяк",
  "Ground Zero": "Эпицентр",
};

/** Genitive forms: "Ключ от …". */
export const PLACE_RU: Record<string, string> = {
  "dorm room": "комнаты общежития",
  warehouse: "склада",
  "gas station": "заправки",
  "portable cabin": "бытовки",
  "construction site": "стройки",
  "resort room": "номера санатория",
  pier: "пирса",
  "weather station": "метеостанции",
  cottage: "коттеджа",
  "power station": "электростанции",
  store: "магазина",
  office: "офиса",
  "storage room": "подсобки",
  "security post": "поста охраны",
  barracks: "казармы",
  bunker: "бункера",
  hangar: "ангара",
  storage: "хранилища",
  sawmill: "лесопилки",
  cabin: "хижины",
  "radio station": "радиостанции",
  camp: "лагеря",
  apartment: "квартиры",
  clinic: "клиники",
  "hotel room": "гостиничного номера",
  "water treatment room": "очистных сооружений",
  "rogue camp": "лагеря отступников",
  checkpoint: "КПП",
  parking: "парковки",
  lobby: "вестибюля",
};

/** [masculine, feminine, neuter] forms. */
export const ADJ_RU: Record<string, [string, string, string]> = {
  Broken: ["Сломанный", "Сломанная", "Сломанное"],
  Rusty: ["Ржавый", "Ржавая", "Ржавое"],
  Old: ["Старый", "Старая", "Старое"],
  Damaged: ["Повреждённый", "Повреждённая", "Повреждённое"],
  Military: ["Военный", "Военная", "Военное"],
  Portable: ["Портативный", "Портативная", "Портативное"],
  Sealed: ["Запечатанный", "Запечатанная", "Запечатанное"],
  Worn: ["Изношенный", "Изношенная", "Изношенное"],
  Encrypted: ["Зашифрованный", "Зашифрованная", "Зашифрованное"],
  Compact: ["Компактный", "Компактная", "Компактное"],
};

/** [noun, gender index into ADJ_RU forms]. */
export const NOUN_RU: Record<string, [string, 0 | 1 | 2]> = {
  radio: ["радиоприёмник", 0],
  toolbox: ["ящик для инструментов", 0],
  "battery pack": ["аккумуляторный блок", 0],
  "hard case": ["защитный кейс", 0],
  lantern: ["фонарь", 0],
  "water pump": ["водяной насос", 0],
  fuse: ["предохранитель", 0],
  transformer: ["трансформатор", 0],
  valve: ["клапан", 0],
  binoculars: ["бинокль", 0],
  "first aid pouch": ["подсумок для аптечки", 0],
  thermos: ["термос", 0],
  antenna: ["антенна", 1],
  manometer: ["манометр", 0],
  notebook: ["записная книжка", 1],
  "relay module": ["релейный модуль", 0],
  "drill bit set": ["набор свёрл", 0],
  sealant: ["герметик", 0],
  canteen: ["фляга", 1],
  "circuit tester": ["тестер цепей", 0],
};

/** The Russian name of an invented barter item: the adjective agrees with the noun's gender. */
export function barterRu(adj: string, noun: string, suffix: string): string {
  const [word, gender] = NOUN_RU[noun] ?? [noun, 0];
  const a = ADJ_RU[adj]?.[gender] ?? adj;
  return `${a} ${word}${suffix ? ` ${suffix}` : ""}`;
}
