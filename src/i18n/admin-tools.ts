import { defineCatalogue, t } from "./index";

/** Texts of the admin's item tools: images, icon crops, added items, icons, palette (docs/product.md §2). */
type AdminToolMessages = {
  menu: Record<"images" | "crop" | "addItem" | "liveIcons" | "palette", string>;
  pickItem: string;
  pickHint: string;
  choose: string;
  imageFields: Record<"icon" | "image" | "enImg" | "gunBuildImg", string>;
  imagesIntro: string;
  addressHint: string;
  badAddress: string;
  before: string;
  after: string;
  noImage: string;
  notLoaded: string;
  cropIntro: string;
  sides: Record<"top" | "right" | "bottom" | "left", string>;
  cropTooMuch: string;
  asShown: string;
  removeCrop: string;
  addIntro: string;
  addButton: string;
  widthCells: string;
  heightCells: string;
  tagsHint: string;
  iconOptional: string;
  address: (url: string) => string;
  added: (name: string) => string;
  addedList: string;
  noAdded: string;
  deleteItem: string;
  confirmDelete: (name: string) => string;
  deleted: string;
  openMarket: string;
  addedNote: string;
  paletteIntro: string;
  paletteDefault: string;
  siteColour: string;
  useSiteColour: string;
  filterCategories: string;
  colourOf: (category: string) => string;
  useDefault: string;
  defaultMark: string;
  paletteNote: string;
  liveIntro: string;
  iconCounts: (items: number, missing: number, broken: number) => string;
  all: string;
  onlyBad: string;
  shownOf: (shown: number, all: number) => string;
  showMore: string;
};

const en: AdminToolMessages = {
  menu: {
    images: "Item images",
    crop: "Cut edges",
    addItem: "Add an item",
    liveIcons: "Live icons",
    palette: "Palette",
  },
  pickItem: "Find an item",
  pickHint: "Search, then pick an item to edit.",
  choose: "Edit",
  imageFields: {
    icon: "Icon (market, lists)",
    image: "Image (wiki)",
    enImg: "Image (English wiki)",
    gunBuildImg: "Gun build image",
  },
  imagesIntro:
    "Each address is kept over data imports until reverted. An empty field removes the image. The icon shows on the market at once; item pages get the others at the next build.",
  addressHint: "https://… or a path on this site (/…)",
  badAddress: "Use an https:// address or a path on this site starting with /.",
  before: "Now",
  after: "After saving",
  noImage: "none",
  notLoaded: "does not load",
  cropIntro:
    "Cut the icon's edges (percent of each side, up to 40). The crop shows wherever the site draws the item's icon from the market data, once saved.",
  sides: { top: "Top, %", right: "Right, %", bottom: "Bottom, %", left: "Left, %" },
  cropTooMuch: "Leave at least 21 % of the icon each way.",
  asShown: "As the site shows it",
  removeCrop: "Remove the crop",
  addIntro:
    "Add an item the game data lacks. It gets a new id and an address made from its name, shows on the market at once and stays over data imports, until the data brings an item with the same address (the data's wins; the log says so).",
  addButton: "Add the item",
  widthCells: "Width, cells",
  heightCells: "Height, cells",
  tagsHint: "Tag keys, separated by commas (such as Barter_items)",
  iconOptional: "Icon address (optional)",
  address: (url) => `Address: /item/${url}`,
  added: (name) => `${name} was added.`,
  addedList: "Items added by admins",
  noAdded: "No item has been added.",
  deleteItem: "Delete",
  confirmDelete: (name) => `Delete ${name}? It leaves the market and the item pages.`,
  deleted: "Deleted.",
  openMarket: "Find it on the market",
  addedNote:
    "The market and the item page's live data carry it at once; its prerendered page and search engines get it at the next build.",
  paletteIntro:
    "The background of item tiles (behind each icon), per category, with a default for the others. Unset colours keep the site's own look.",
  paletteDefault: "Every other tile",
  siteColour: "the site's colour",
  useSiteColour: "Use the site's colour",
  filterCategories: "Filter categories",
  colourOf: (category) => `Colour of ${category}`,
  useDefault: "Use the default",
  defaultMark: "default",
  paletteNote: "Every page picks the colours up on its next load; no build is needed.",
  liveIntro:
    "Every item's icon as the site serves it now (the market data), with its crop and tile colour. Pick one to edit it; an icon that fails to load counts as broken.",
  iconCounts: (items, missing, broken) =>
    `${items} items: ${missing} without an icon, ${broken} whose icon failed to load (of those drawn).`,
  all: "All",
  onlyBad: "Missing or broken only",
  shownOf: (shown, all) => `${shown} of ${all} shown`,
  showMore: "Show more",
};

const ru: AdminToolMessages = {
  menu: {
    images: "Изображения предметов",
    crop: "Обрезка краёв",
    addItem: "Добавить предмет",
    liveIcons: "Живые иконки",
    palette: "Палитра",
  },
  pickItem: "Найти предмет",
  pickHint: "Найдите и выберите предмет для правки.",
  choose: "Править",
  imageFields: {
    icon: "Иконка (рынок, списки)",
    image: "Изображение (вики)",
    enImg: "Изображение (англ. вики)",
    gunBuildImg: "Изображение сборки оружия",
  },
  imagesIntro:
    "Каждый адрес сохраняется при загрузках данных, пока его не отменят. Пустое поле убирает изображение. Иконка на рынке меняется сразу, остальное на страницах предметов — после следующей сборки.",
  addressHint: "https://… или путь на этом сайте (/…)",
  badAddress: "Нужен адрес https:// или путь на этом сайте, начинающийся с /.",
  before: "Сейчас",
  after: "После сохранения",
  noImage: "нет",
  notLoaded: "не загружается",
  cropIntro:
    "Обрежьте края иконки (процент с каждой стороны, до 40). Обрезка видна везде, где сайт рисует иконку из данных рынка, сразу после сохранения.",
  sides: { top: "Сверху, %", right: "Справа, %", bottom: "Снизу, %", left: "Слева, %" },
  cropTooMuch: "Оставьте не меньше 21 % иконки по каждой оси.",
  asShown: "Как на сайте",
  removeCrop: "Убрать обрезку",
  addIntro:
    "Добавьте предмет, которого нет в игровых данных. Он получит новый id и адрес из названия, сразу появится на рынке и сохранится при загрузках данных, пока в данных не появится предмет с тем же адресом (тогда побеждают данные, и журнал это отметит).",
  addButton: "Добавить предмет",
  widthCells: "Ширина, клеток",
  heightCells: "Высота, клеток",
  tagsHint: "Ключи тегов через запятую (например, Barter_items)",
  iconOptional: "Адрес иконки (необязательно)",
  address: (url) => `Адрес: /item/${url}`,
  added: (name) => `${name}: добавлен.`,
  addedList: "Предметы, добавленные админами",
  noAdded: "Добавленных предметов нет.",
  deleteItem: "Удалить",
  confirmDelete: (name) => `Удалить ${name}? Он исчезнет с рынка и страниц предметов.`,
  deleted: "Удалено.",
  openMarket: "Найти на рынке",
  addedNote:
    "Рынок и живые данные страницы предмета показывают его сразу; готовая страница и поисковики — после следующей сборки.",
  paletteIntro:
    "Фон плиток предметов (под иконкой) по категориям и цвет для остальных. Без цвета плитка выглядит как обычно на сайте.",
  paletteDefault: "Все остальные плитки",
  siteColour: "цвет сайта",
  useSiteColour: "Цвет сайта",
  filterCategories: "Фильтр категорий",
  colourOf: (category) => `Цвет: ${category}`,
  useDefault: "Как у остальных",
  defaultMark: "как у остальных",
  paletteNote: "Страницы берут цвета при следующей загрузке, без сборки.",
  liveIntro:
    "Иконки всех предметов так, как их сейчас отдаёт сайт (данные рынка), с обрезкой и цветом плитки. Выберите предмет, чтобы его править; иконка, которая не загрузилась, считается сломанной.",
  iconCounts: (items, missing, broken) =>
    `Предметов: ${items}; без иконки: ${missing}; иконка не загрузилась: ${broken} (из показанных).`,
  all: "Все",
  onlyBad: "Только без иконки или сломанные",
  shownOf: (shown, all) => `Показано ${shown} из ${all}`,
  showMore: "Показать ещё",
};

const toolsCatalogue = defineCatalogue<AdminToolMessages>({ en, ru });

export const adminToolsText = (locale: string | null | undefined): AdminToolMessages =>
  t(toolsCatalogue, locale);
export type { AdminToolMessages };
