import { defineCatalogue, t } from "./index";

type LoadoutsMessages = {
  pickGun: string;
  gunSearch: string;
  gunSearchHint: string;
  noGun: string;
  loading: string;
  loadError: string;
  slotsTitle: string;
  empty: string;
  required: string;
  choose: string;
  remove: string;
  candidates: (n: number) => string;
  noCandidates: string;
  statsTitle: string;
  ergonomics: string;
  recoilVertical: string;
  recoilHorizontal: string;
  weight: string;
  price: string;
  unknown: string;
  noPrice: string;
  priceIncomplete: (n: number) => string;
  flea: string;
  kg: string;
  ammo: string;
  ammoNone: string;
  preset: string;
  presetNone: string;
  undo: string;
  redo: string;
  reset: string;
  share: string;
  copied: string;
  conflictsTitle: string;
  conflict: (a: string, b: string) => string;
  missing: (slot: string) => string;
  valid: string;
  saveTitle: string;
  title: string;
  isPublic: string;
  save: string;
  saveAsNew: string;
  saved: string;
  saveNeedsPro: string;
  changeAttachments: string;
  likes: (n: number) => string;
  like: string;
  unlike: string;
  by: (name: string) => string;
  anonymous: string;
  signInToLike: string;
  myTitle: string;
  myEmpty: string;
  edit: string;
  delete: string;
  confirmDelete: string;
  makePublic: string;
  makePrivate: string;
  publicLabel: string;
  privateLabel: string;
  signIn: string;
  searchTitle: string;
  filterGun: string;
  filterCaliber: string;
  any: string;
  minErgonomics: string;
  maxRecoil: string;
  maxWeight: string;
  sort: string;
  sorts: Record<"likes" | "date" | "ergonomics" | "recoil" | "weight", string>;
  results: (shown: number, total: number) => string;
  noResults: string;
  topOnly: string;
  searchSignIn: string;
  open: string;
  slotNames: Record<string, string>;
};

const en: LoadoutsMessages = {
  pickGun: "Pick a gun",
  gunSearch: "Gun",
  gunSearchHint: "Name or caliber, for example M4A1 or 5.56",
  noGun: "No gun matches",
  loading: "Loading…",
  loadError: "The data could not be loaded",
  slotsTitle: "Slots",
  empty: "empty",
  required: "required",
  choose: "Choose",
  remove: "Remove",
  candidates: (n) => `${n} parts fit`,
  noCandidates: "No part of the data fits this slot",
  statsTitle: "Stats",
  ergonomics: "Ergonomics",
  recoilVertical: "Vertical recoil",
  recoilHorizontal: "Horizontal recoil",
  weight: "Weight",
  price: "Price",
  unknown: "unknown",
  noPrice: "no price",
  priceIncomplete: (n) => `without ${n} part${n === 1 ? "" : "s"} that ha${n === 1 ? "s" : "ve"} no price`,
  flea: "Flea",
  kg: "kg",
  ammo: "Ammo",
  ammoNone: "No ammo chosen",
  preset: "Start from a preset",
  presetNone: "Presets",
  undo: "Undo",
  redo: "Redo",
  reset: "Empty all slots",
  share: "Copy the link",
  copied: "Link copied: it opens this build for anyone",
  conflictsTitle: "Problems",
  conflict: (a, b) => `${a} conflicts with ${b}`,
  missing: (slot) => `Required slot empty: ${slot}`,
  valid: "The build is complete and has no conflicts.",
  saveTitle: "Save and publish",
  title: "Title",
  isPublic: "Public (others can find and like it)",
  save: "Save",
  saveAsNew: "Save as new",
  saved: "Saved",
  saveNeedsPro:
    "Saving and publishing loadouts is a Pro feature: Pro status required. The link above shares the build without an account.",
  changeAttachments: "Change an attachment or keep the build private.",
  likes: (n) => `${n} like${n === 1 ? "" : "s"}`,
  like: "Like",
  unlike: "Unlike",
  by: (name) => `by ${name}`,
  anonymous: "a player",
  signInToLike: "Sign in to like builds",
  myTitle: "My loadouts",
  myEmpty: "No saved loadouts yet. Build one and save it.",
  edit: "Edit",
  delete: "Delete",
  confirmDelete: "Are you sure?",
  makePublic: "Publish",
  makePrivate: "Make private",
  publicLabel: "public",
  privateLabel: "private",
  signIn: "Sign in to see your loadouts.",
  searchTitle: "Find loadouts",
  filterGun: "Gun",
  filterCaliber: "Caliber",
  any: "Any",
  minErgonomics: "Ergonomics at least",
  maxRecoil: "Vertical recoil at most",
  maxWeight: "Weight at most (kg)",
  sort: "Sort by",
  sorts: {
    likes: "Likes",
    date: "Newest",
    ergonomics: "Ergonomics",
    recoil: "Lowest recoil",
    weight: "Lightest",
  },
  results: (shown, total) => `${shown} of ${total} loadouts`,
  noResults: "No published loadout matches: loosen the filters.",
  topOnly: "Only the top 20 results are shown: Pro status required for all",
  searchSignIn: "Sign in to search loadouts.",
  open: "Open",
  slotNames: {
    mod_barrel: "Barrel",
    mod_muzzle: "Muzzle",
    mod_handguard: "Handguard",
    mod_stock: "Stock",
    mod_scope: "Scope",
    mod_sight_rear: "Rear sight",
    mod_sight_front: "Front sight",
    mod_magazine: "Magazine",
    mod_pistol_grip: "Pistol grip",
    mod_pistolgrip: "Pistol grip",
    mod_reciever: "Receiver",
    mod_charge: "Charging handle",
    mod_mount: "Mount",
    mod_tactical: "Tactical device",
    mod_foregrip: "Foregrip",
    mod_gas_block: "Gas block",
    mod_launcher: "Launcher",
    mod_bipod: "Bipod",
    mod_flashlight: "Flashlight",
    mod_equipment: "Equipment",
    mod_nvg: "Night vision",
    mod_catch: "Catch",
    mod_hammer: "Hammer",
    mod_trigger: "Trigger",
    mod_stock_axis: "Stock axis",
    mod_muzzleadapter: "Muzzle adapter",
  },
};

const ru: LoadoutsMessages = {
  pickGun: "Выберите оружие",
  gunSearch: "Оружие",
  gunSearchHint: "Название или калибр, например M4A1 или 5.56",
  noGun: "Такого оружия нет",
  loading: "Загрузка…",
  loadError: "Не удалось загрузить данные",
  slotsTitle: "Слоты",
  empty: "пусто",
  required: "обязательный",
  choose: "Выбрать",
  remove: "Снять",
  candidates: (n) => `Подходит деталей: ${n}`,
  noCandidates: "В данных нет деталей для этого слота",
  statsTitle: "Характеристики",
  ergonomics: "Эргономика",
  recoilVertical: "Вертикальная отдача",
  recoilHorizontal: "Горизонтальная отдача",
  weight: "Вес",
  price: "Цена",
  unknown: "неизвестно",
  noPrice: "нет цены",
  priceIncomplete: (n) => `без деталей без цены: ${n}`,
  flea: "Барахолка",
  kg: "кг",
  ammo: "Патроны",
  ammoNone: "Патроны не выбраны",
  preset: "Начать с пресета",
  presetNone: "Пресеты",
  undo: "Отменить",
  redo: "Повторить",
  reset: "Очистить все слоты",
  share: "Скопировать ссылку",
  copied: "Ссылка скопирована: она открывает эту сборку для всех",
  conflictsTitle: "Проблемы",
  conflict: (a, b) => `${a} несовместим с ${b}`,
  missing: (slot) => `Пустой обязательный слот: ${slot}`,
  valid: "Сборка полная и без конфликтов.",
  saveTitle: "Сохранить и опубликовать",
  title: "Название",
  isPublic: "Публичная (другие найдут её и смогут лайкнуть)",
  save: "Сохранить",
  saveAsNew: "Сохранить как новую",
  saved: "Сохранено",
  saveNeedsPro:
    "Сохранение и публикация сборок доступны с Pro: требуется статус Pro. Ссылка выше делится сборкой без аккаунта.",
  changeAttachments: "Измените обвес или оставьте сборку личной.",
  likes: (n) => `Лайков: ${n}`,
  like: "Нравится",
  unlike: "Убрать лайк",
  by: (name) => `автор: ${name}`,
  anonymous: "игрок",
  signInToLike: "Войдите, чтобы ставить лайки",
  myTitle: "Мои сборки",
  myEmpty: "Сохранённых сборок пока нет. Соберите оружие и сохраните.",
  edit: "Изменить",
  delete: "Удалить",
  confirmDelete: "Вы уверены?",
  makePublic: "Опубликовать",
  makePrivate: "Сделать личной",
  publicLabel: "публичная",
  privateLabel: "личная",
  signIn: "Войдите, чтобы увидеть свои сборки.",
  searchTitle: "Поиск сборок",
  filterGun: "Оружие",
  filterCaliber: "Калибр",
  any: "Любое",
  minErgonomics: "Эргономика не меньше",
  maxRecoil: "Вертикальная отдача не больше",
  maxWeight: "Вес не больше (кг)",
  sort: "Сортировка",
  sorts: {
    likes: "Лайки",
    date: "Новые",
    ergonomics: "Эргономика",
    recoil: "Меньше отдача",
    weight: "Легче",
  },
  results: (shown, total) => `Показано ${shown} из ${total}`,
  noResults: "Нет подходящих опубликованных сборок: ослабьте фильтры.",
  topOnly: "Показаны только 20 лучших результатов: для всех требуется статус Pro",
  searchSignIn: "Войдите, чтобы искать сборки.",
  open: "Открыть",
  slotNames: {
    mod_barrel: "Ствол",
    mod_muzzle: "Дульное устройство",
    mod_handguard: "Цевьё",
    mod_stock: "Приклад",
    mod_scope: "Прицел",
    mod_sight_rear: "Целик",
    mod_sight_front: "Мушка",
    mod_magazine: "Магазин",
    mod_pistol_grip: "Пистолетная рукоять",
    mod_pistolgrip: "Пистолетная рукоять",
    mod_reciever: "Ствольная коробка",
    mod_charge: "Рукоятка затвора",
    mod_mount: "Крепление",
    mod_tactical: "Тактическое устройство",
    mod_foregrip: "Тактическая рукоять",
    mod_gas_block: "Газовый блок",
    mod_launcher: "Подствольный гранатомёт",
    mod_bipod: "Сошки",
    mod_flashlight: "Фонарь",
    mod_equipment: "Снаряжение",
    mod_nvg: "Ночное видение",
    mod_catch: "Затворная задержка",
    mod_hammer: "Курок",
    mod_trigger: "Спусковой крючок",
    mod_stock_axis: "Ось приклада",
    mod_muzzleadapter: "Дульный переходник",
  },
};

const loadoutsCatalogue = defineCatalogue<LoadoutsMessages>({ en, ru });

/** The loadout pages' texts in a locale. */
export const loadoutsText = (locale: string | null | undefined): LoadoutsMessages =>
  t(loadoutsCatalogue, locale);

/**
 * A slot's shown name: the catalogue's name of its kind (`mod_mount_001` is a Mount), numbered
 * when the name carries a number; an unknown kind shows its words.
 * @example slotLabel("mod_mount_001", "en") // "Mount 2"
 */
export function slotLabel(name: string, locale: string | null | undefined): string {
  const m = /^(.*?)(?:_(\d{3}))?$/.exec(name);
  const base = m?.[1] ?? name;
  const n = m?.[2];
  const names = loadoutsText(locale).slotNames;
  const known = names[base] ?? names[base.toLowerCase()];
  const words =
    known ??
    base
      .replace(/^mod_/, "")
      .replace(/_/g, " ")
      .replace(/^\w/, (c) => c.toUpperCase());
  return n && Number(n) > 0 ? `${words} ${Number(n) + 1}` : words;
}
