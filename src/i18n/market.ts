import { formatDecimal, formatNumber } from "../domain/format";
import { defineCatalogue, plural, t } from "./index";

/**
 * Texts of the market table, item and tag pages, in English and Russian (docs/product.md §9: other
 * locales fall back to English); a namespace of the site's catalogues (./index.ts).
 */
const en = {
  marketTitle: "Flea market prices",
  marketDescription:
    "Escape from Tarkov flea market prices of every item: price per slot, 24 h and 7 d averages and changes, best trader sell price.",
  demoData: "demo data",
  demoDataHint: "Invented demo prices, not live game data",
  pricesAsOf: (day: string) => `prices as of ${day}`,
  pricesAsOfModes: (pvp: string, pve: string) => `prices as of ${pvp} (PvP), ${pve} (PvE)`,
  /** The badge when the prices are 24-hour averages (the figure said first). */
  avgPrices: (asOf: string) => `24 h averages, ${asOf}`,
  pricesAsOfHint: "Real flea-market prices observed on that day; they are refreshed with every import",
  pricesAsOfAvgHint:
    "Real flea-market prices of that day: each is tarkov.dev's 24-hour average, not the lowest offer. The 7-day average and the changes come from the daily history",
  historyNote: "Real observations only: the history grows with every import.",
  noModePricesItem: (m: string) => `There are no ${m.toUpperCase()} prices in this data.`,
  observed: "Observed",
  search: "Search items",
  searchPlaceholder: "Name, short name or tag",
  allTags: "All categories and tags",
  allCalibers: "All calibers",
  tag: "Category or tag",
  caliber: "Caliber",
  favouritesOnly: "Favourites only",
  loading: "Loading prices…",
  loadFailed: "Prices could not be loaded",
  noMatch: (q: string) =>
    q
      ? `No item matches “${q}”: check the spelling, or clear the search and filters.`
      : "No item matches these filters.",
  noFavourites: "No favourites yet: star (★) items to list them here.",
  clearFilters: "Clear search and filters",
  byRelevance: "by relevance",
  shown: (n: number, total: number) => `${n} of ${total} items`,
  firstMatches: (n: number, total: number) =>
    `${n < total ? `best ${formatNumber(n, "en")} of ` : ""}${plural(total, "en", { one: "match", other: "matches" })}, loading every item…`,
  mode: (m: string) => `${m.toUpperCase()} prices`,
  noModePrices: (m: string) =>
    `There are no ${m.toUpperCase()} prices in this data: the prices shown elsewhere are never borrowed from the other mode.`,
  colName: "Item",
  colFlea: "Flea",
  colPerSlot: "Per slot",
  colAvg24h: "Avg 24h",
  colAvg7d: "Avg 7d",
  colChange24h: "24h",
  colChange7d: "7d",
  colTrader: "Best trader",
  colUpdated: "Updated",
  favourite: "Favourite",
  favouriteAdd: "Add to favourites",
  favouriteRemove: "Remove from favourites",
  proRequired: "Pro status required",
  favouritesPro: "Favourites are a Pro feature: Pro status required",
  valuable: "Worth more than 10,000₽ per slot",
  ago: (minutes: number) =>
    minutes < 1
      ? "just now"
      : minutes < 60
        ? `${minutes} min ago`
        : minutes < 2880
          ? `${Math.floor(minutes / 60)} h ago`
          : `${Math.floor(minutes / 1440)} d ago`,
  // item page
  itemTitle: (name: string) => `${name} — price, history and uses`,
  itemDescription: (name: string, shortName: string, price: string | null) =>
    `${name} (${shortName}) in Escape from Tarkov${price ? `: flea price ${price}` : ""}, price history, trader offers, barters, crafts, quests and hideout uses.`,
  shortName: "Short name",
  category: "Category",
  tags: "Tags",
  size: "Size",
  weight: "Weight",
  kg: (kg: number) => (kg === 0 ? "weightless" : `${formatDecimal(kg, "en", 3)} kg`),
  basePrice: "Base price",
  /** The tooltip of "—", what a value no source knows shows (unknown, never 0). */
  unknownHint: "No data",
  ergonomics: "Ergonomics",
  recoilVertical: "Vertical recoil",
  recoilHorizontal: "Horizontal recoil",
  recoilMod: "Recoil",
  gunCaliber: "Caliber",
  slots: "Mod slots",
  wiki: "Wiki",
  wikiLink: "Open in the wiki",
  buildGun: "Build this gun",
  loadouts: "Loadouts",
  price: "Flea price",
  avg24h: "Avg 24h",
  avg7d: "Avg 7d",
  change24h: "24h change",
  change7d: "7d change",
  buildPrice: "price at build time",
  noFleaPrice: "not sold on the flea market",
  noFleaInData: "no flea price in this data",
  notInGame:
    "Not in the game: an entry of the game's files that no player can have. The market and its search leave it out.",
  chart: "Price history",
  chartPrice: "Price",
  chartAverage: "Average",
  chartLoading: "Loading history…",
  chartEmpty: "No price points in this range",
  chartFailed: "History could not be loaded",
  traderBuy: "Traders sell it for",
  traderSell: "Traders buy it for",
  trader: "Trader",
  level: "Level",
  offerPrice: "Price",
  offerDate: "As of",
  noOffers: "No trader offers",
  craftsMaking: "Crafted in",
  craftsUsing: "Used in crafts",
  bartersMaking: "Bartered from",
  bartersUsing: "Used in barters",
  /** Under a barter list cut short on the item page: the link to the calculator's list of them. */
  allBarters: (n: string) => `All ${n} in the barters calculator, with their numbers`,
  quests: "Needed for quests",
  hideout: "Needed for the hideout",
  fir: "found in raid",
  none: "None",
  tagTitle: (name: string) => `${name} — items and prices`,
  tagDescription: (name: string, n: number) =>
    `The ${plural(n, "en", { one: "Escape from Tarkov item", other: "Escape from Tarkov items" })} tagged ${name}, with flea prices.`,
  items: "Items",
};

export type MarketText = typeof en;

const ru: MarketText = {
  ...en,
  marketTitle: "Цены барахолки",
  marketDescription:
    "Цены барахолки Escape from Tarkov на все предметы: цена за клетку, средние за 24 ч и 7 д и их изменения, лучшая цена у торговцев.",
  demoData: "демо-данные",
  demoDataHint: "Выдуманные демо-цены, а не данные игры",
  pricesAsOf: (day) => `цены на ${day}`,
  pricesAsOfModes: (pvp, pve) => `цены на ${pvp} (PvP), ${pve} (PvE)`,
  avgPrices: (asOf) => `средние за 24 ч, ${asOf}`,
  pricesAsOfHint: "Настоящие цены барахолки на этот день; они обновляются с каждым импортом",
  pricesAsOfAvgHint:
    "Настоящие цены барахолки на этот день: каждая — средняя цена за 24 часа, а не самое дешёвое предложение. Средняя за 7 дней и изменения взяты из дневной истории",
  historyNote: "Только настоящие наблюдения: история растёт с каждым импортом.",
  noModePricesItem: (m) => `В этих данных нет цен ${m.toUpperCase()}.`,
  observed: "Наблюдение",
  search: "Поиск предметов",
  searchPlaceholder: "Название, короткое имя или тег",
  allTags: "Все категории и теги",
  allCalibers: "Все калибры",
  tag: "Категория или тег",
  caliber: "Калибр",
  favouritesOnly: "Только избранное",
  loading: "Загрузка цен…",
  loadFailed: "Не удалось загрузить цены",
  noMatch: (q) =>
    q
      ? `По запросу «${q}» ничего не найдено: проверьте написание или сбросьте поиск и фильтры.`
      : "Под эти фильтры ничего не подходит.",
  noFavourites: "Избранного пока нет: отметьте предметы звёздочкой (★), чтобы видеть их здесь.",
  clearFilters: "Сбросить поиск и фильтры",
  byRelevance: "по релевантности",
  // "из" takes the genitive: из 21 предмета, из 22 предметов
  shown: (n, total) =>
    `${formatNumber(n, "ru")} из ${plural(total, "ru", { one: "предмета", few: "предметов", many: "предметов", other: "предмета" })}`,
  firstMatches: (n, total) =>
    n < total
      ? `лучшие ${formatNumber(n, "ru")} из ${plural(total, "ru", { one: "совпадения", few: "совпадений", many: "совпадений", other: "совпадения" })}, загружаем все предметы…`
      : `${plural(total, "ru", { one: "совпадение", few: "совпадения", many: "совпадений", other: "совпадения" })}, загружаем все предметы…`,
  mode: (m) => `Цены ${m.toUpperCase()}`,
  noModePrices: (m) => `В этих данных нет цен ${m.toUpperCase()}: цены другого режима сюда не подставляются.`,
  colName: "Предмет",
  // a soft hyphen: the phone's narrow column breaks it as «Бара-холка», never inside a syllable
  colFlea: "Бара\u00ADхолка",
  colPerSlot: "За клетку",
  colAvg24h: "Сред. 24ч",
  colAvg7d: "Сред. 7д",
  colTrader: "Лучший торговец",
  colUpdated: "Обновлено",
  favourite: "Избранное",
  favouriteAdd: "Добавить в избранное",
  favouriteRemove: "Убрать из избранного",
  proRequired: "Требуется статус Pro",
  favouritesPro: "Избранное доступно с Pro: требуется статус Pro",
  valuable: "Дороже 10 000₽ за клетку",
  ago: (minutes) =>
    minutes < 1
      ? "только что"
      : minutes < 60
        ? `${minutes} мин назад`
        : minutes < 2880
          ? `${Math.floor(minutes / 60)} ч назад`
          : `${Math.floor(minutes / 1440)} д назад`,
  price: "Цена на барахолке",
  chart: "История цены",
  chartPrice: "Цена",
  chartAverage: "Среднее",
  traderBuy: "Торговцы продают за",
  traderSell: "Торговцы покупают за",
  trader: "Торговец",
  level: "Уровень",
  offerPrice: "Цена",
  offerDate: "На дату",
  colChange24h: "24ч",
  colChange7d: "7д",
  itemTitle: (name) => `${name} — цена, история и применение`,
  itemDescription: (name, shortName, price) =>
    `${name} (${shortName}) в Escape from Tarkov${price ? `: цена на барахолке ${price}` : ""}, история цены, предложения торговцев, бартеры, крафты, задания и убежище.`,
  shortName: "Короткое имя",
  category: "Категория",
  tags: "Теги",
  size: "Размер",
  weight: "Вес",
  kg: (kg) => (kg === 0 ? "невесомый" : `${formatDecimal(kg, "ru", 3)} кг`),
  basePrice: "Базовая цена",
  unknownHint: "Нет данных",
  ergonomics: "Эргономика",
  recoilVertical: "Вертикальная отдача",
  recoilHorizontal: "Горизонтальная отдача",
  recoilMod: "Отдача",
  gunCaliber: "Калибр",
  slots: "Слоты модулей",
  wiki: "Вики",
  wikiLink: "Открыть в вики",
  buildGun: "Собрать это оружие",
  loadouts: "Сборки",
  avg24h: "Сред. 24ч",
  avg7d: "Сред. 7д",
  change24h: "Изменение за 24ч",
  change7d: "Изменение за 7д",
  buildPrice: "цена на момент сборки",
  noFleaPrice: "не продаётся на барахолке",
  noFleaInData: "в этих данных нет цены барахолки",
  notInGame:
    "Нет в игре: запись из файлов игры, которой у игроков не бывает. На рынке и в его поиске её нет.",
  chartLoading: "Загрузка истории…",
  chartEmpty: "Нет цен за этот период",
  chartFailed: "Не удалось загрузить историю",
  noOffers: "Нет предложений торговцев",
  craftsMaking: "Крафтится в",
  craftsUsing: "Используется в крафтах",
  bartersMaking: "Выменивается за",
  bartersUsing: "Используется в бартерах",
  allBarters: (n: string) => `Все ${n} — в калькуляторе бартеров, с цифрами`,
  quests: "Нужен для заданий",
  hideout: "Нужен для убежища",
  fir: "найден в рейде",
  none: "Нет",
  tagTitle: (name) => `${name} — предметы и цены`,
  tagDescription: (name, n) =>
    `${plural(n, "ru", { one: "предмет", few: "предмета", many: "предметов", other: "предмета" })} Escape from Tarkov с тегом ${name} и их цены на барахолке.`,
  items: "Предметы",
};

export const marketCatalogue = defineCatalogue<MarketText>({ en, ru });

/** The texts of a locale; locales without texts fall back to English. @example marketText("de").search // "Search items" */
export const marketText = (locale: string | null | undefined): MarketText => t(marketCatalogue, locale);
