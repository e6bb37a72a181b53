import { defineCatalogue } from "./index";

/** Texts shared by the crafts, barters, barter and hideout calculators (issue 7). */
type CalcCommonMessages = {
  loading: string;
  loadError: string;
  /** The pager under a long table: "{shown} of {total} shown", "Show {n} more", "Show all". */
  shownOf: string;
  showMore: string;
  showAll: string;
  demoData: string;
  cost: string;
  revenue: string;
  profit: string;
  profitPerHour: string;
  details: string;
  hide: string;
  inputs: string;
  outputs: string;
  item: string;
  count: string;
  unitPrice: string;
  total: string;
  source: string;
  tool: string;
  toolNote: string;
  roundedUp: string;
  minLevel: string;
  roundedUpNote: string;
  fuel: string;
  fuelLine: string;
  srcFlea: string;
  srcFleaField: { price: string; avg24h: string; avg7d: string };
  srcTrader: string;
  /** A trader price's date: "as of 14 Feb 2026". */
  asOf: string;
  srcBarter: string;
  srcCraft: string;
  srcHistorical: string;
  srcCustom: string;
  srcRoubles: string;
  srcRate: string;
  srcNone: string;
  srcOtherMode: string;
  fleaSale: string;
  feeReduction: string;
  noFee: string;
  alternatives: string;
  locked: string;
  proOnly: string;
  proLink: string;
  customPrice: string;
  customSellPrice: string;
  setPrice: string;
  clearPrices: string;
  clearPricesConfirm: string;
  removePrice: string;
  customPricesNote: string;
};

export const calcCommonText = defineCatalogue<CalcCommonMessages>({
  en: {
    loading: "Loading prices…",
    shownOf: "{shown} of {total} shown",
    showMore: "Show {n} more",
    showAll: "Show all",
    loadError: "Something went wrong",
    demoData: "Demo data",
    cost: "Cost",
    revenue: "Revenue",
    profit: "Profit",
    profitPerHour: "Profit / hour",
    details: "How?",
    hide: "Hide",
    inputs: "Inputs",
    outputs: "Outputs",
    item: "Item",
    count: "Count",
    unitPrice: "Unit price",
    total: "Total",
    source: "Source",
    tool: "tool",
    toolNote: "given back: not counted in the cost",
    roundedUp: "asks {asked}, rounded up",
    minLevel: "level {level} or higher",
    roundedUpNote: "The recipe asks for a fractional count; the game takes whole items, so it is rounded up",
    fuel: "Fuel",
    fuelLine: "{hours} h × {perHour} per hour ({kind})",
    srcFlea: "Flea market ({field})",
    srcFleaField: { price: "current price", avg24h: "24h average", avg7d: "7d average" },
    srcTrader: "{trader} LL{level}",
    asOf: "as of {date}",
    srcBarter: "Barter at {trader} LL{level}",
    srcCraft: "Craft at {station} level {level}",
    srcHistorical: "Historical price",
    srcCustom: "Your price",
    srcRoubles: "Roubles",
    srcRate: "{trader} exchange rate",
    srcNone: "No source you can reach",
    srcOtherMode: "No price in this game mode",
    fleaSale: "Flea: listed at {price}, fee {fee}",
    feeReduction: "fee reduced by {percent}%",
    noFee: "fee not counted",
    alternatives: "Other sources",
    locked: "Locked",
    proOnly: "Pro",
    proLink: "Get Pro",
    customPrice: "Your buy price",
    customSellPrice: "Your sell price",
    setPrice: "Set",
    clearPrices: "Clear my prices",
    clearPricesConfirm: "Are you sure?",
    removePrice: "Remove my price",
    customPricesNote: "Your own prices: set one in any row's details (How?); it beats every other source.",
  },
  ru: {
    loading: "Загрузка цен…",
    shownOf: "Показано {shown} из {total}",
    showMore: "Показать ещё {n}",
    showAll: "Показать все",
    loadError: "Что-то пошло не так",
    demoData: "Демо-данные",
    cost: "Затраты",
    revenue: "Выручка",
    profit: "Прибыль",
    profitPerHour: "Прибыль / час",
    details: "Как?",
    hide: "Скрыть",
    inputs: "Входящие",
    outputs: "Результат",
    item: "Предмет",
    count: "Кол-во",
    unitPrice: "Цена за шт.",
    total: "Итого",
    source: "Источник",
    tool: "инструмент",
    toolNote: "возвращается: не входит в затраты",
    roundedUp: "нужно {asked}, округлено вверх",
    minLevel: "уровень {level} и выше",
    roundedUpNote:
      "Рецепт требует дробное количество; игра берёт целые предметы, поэтому оно округлено вверх",
    fuel: "Топливо",
    fuelLine: "{hours} ч × {perHour} в час ({kind})",
    srcFlea: "Барахолка ({field})",
    srcFleaField: { price: "текущая цена", avg24h: "средняя за 24 ч", avg7d: "средняя за 7 дней" },
    srcTrader: "{trader} ур. {level}",
    asOf: "на {date}",
    srcBarter: "Бартер у {trader} ур. {level}",
    srcCraft: "Крафт: {station}, ур. {level}",
    srcHistorical: "Историческая цена",
    srcCustom: "Ваша цена",
    srcRoubles: "Рубли",
    srcRate: "Курс у {trader}",
    srcNone: "Нет доступного источника",
    srcOtherMode: "Нет цены в этом режиме",
    fleaSale: "Барахолка: выставить за {price}, комиссия {fee}",
    feeReduction: "комиссия снижена на {percent}%",
    noFee: "комиссия не учитывается",
    alternatives: "Другие источники",
    locked: "Закрыто",
    proOnly: "Pro",
    proLink: "Получить Pro",
    customPrice: "Ваша цена покупки",
    customSellPrice: "Ваша цена продажи",
    setPrice: "Задать",
    clearPrices: "Сбросить мои цены",
    clearPricesConfirm: "Вы уверены?",
    removePrice: "Убрать мою цену",
    customPricesNote: "Свои цены: задайте в подробностях любой строки (Как?); они важнее любого источника.",
  },
});

/** Fills {name} placeholders. @example fill("{a}!", { a: 1 }) // "1!" */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
