import { defineCatalogue } from "./index";

/** Texts of /barters and /barter (issue 7). */
type BartersMessages = {
  intro: string;
  freePart: string;
  trader: string;
  traderAll: string;
  onlyReachable: string;
  outputs: string;
  inputs: string;
  outright: string;
  saving: string;
  sellValue: string;
  status: string;
  available: string;
  lockedLoyalty: string;
  lockedQuest: string;
  open: string;
  outrightTitle: string;
  barterIntro: string;
  barterFreePart: string;
  pick: string;
  pickNone: string;
  noMatch: string;
  buyLimit: string;
  buyLimitTitle: string;
  perRestock: string;
  limitUnknown: string;
  profitPerRestock: string;
  notFound: string;
  back: string;
  /** Above the table of one item's barters (`/barters?item=<uid>`). */
  itemFilter: string;
  itemFilterClear: string;
  lockNote: string;
};

export const bartersText = defineCatalogue<BartersMessages>({
  en: {
    intro:
      "Every trader barter: what its inputs cost from the cheapest source you can reach, against buying the same items outright (flea or traders) and against selling them on the best route after the flea fee.",
    freePart:
      "Free: every barter with its status, the numbers of the 10 best, and any barter in full on its own page. Pro: every barter's numbers, your own prices and settings saved to your character.",
    trader: "Trader",
    traderAll: "All traders",
    onlyReachable: "Only barters I can trade now",
    outputs: "You get",
    inputs: "You give",
    outright: "Buying it outright",
    saving: "Saved by bartering",
    sellValue: "Sell value",
    status: "Status",
    available: "Available",
    lockedLoyalty: "Needs {trader} LL{level} (you have {have})",
    lockedQuest: "Needs the quest {quest}",
    open: "Open",
    outrightTitle: "Bought outright instead",
    barterIntro: "One barter in full: each item given and received, where its price comes from, and the fee.",
    barterFreePart: "Free for every barter. Pro: your own prices and saved settings.",
    pick: "Barter",
    pickNone: "Search by item or trader",
    noMatch: "No barter matches",
    buyLimit: "limit {n}",
    buyLimitTitle: "Buy limit",
    perRestock: "{n} per restock",
    limitUnknown: "not in this data",
    profitPerRestock: "Profit per restock",
    notFound: "Barter not found",
    back: "All barters",
    itemFilter: "Only the barters that take or give {item}.",
    itemFilterClear: "Show every barter",
    lockNote:
      "Trader levels and quests come from your progression (set them on the quests page); turn off “Use my progress” to see every barter as available.",
  },
  ru: {
    intro:
      "Все бартеры торговцев: стоимость отдаваемого по самой дешёвой доступной цене против покупки того же напрямую (барахолка или торговцы) и против продажи лучшим способом после комиссии.",
    freePart:
      "Бесплатно: все бартеры со статусом, цифры 10 лучших и любой бартер целиком на своей странице. Pro: цифры всех бартеров, свои цены и настройки в персонаже.",
    trader: "Торговец",
    traderAll: "Все торговцы",
    onlyReachable: "Только доступные мне сейчас",
    outputs: "Получаете",
    inputs: "Отдаёте",
    outright: "Купить напрямую",
    saving: "Экономия на бартере",
    sellValue: "Цена продажи",
    status: "Статус",
    available: "Доступен",
    lockedLoyalty: "Нужен {trader} ур. {level} (у вас {have})",
    lockedQuest: "Нужно задание {quest}",
    open: "Открыть",
    outrightTitle: "Если купить напрямую",
    barterIntro: "Один бартер целиком: каждый отдаваемый и получаемый предмет, откуда его цена и комиссия.",
    barterFreePart: "Бесплатно для любого бартера. Pro: свои цены и сохранённые настройки.",
    pick: "Бартер",
    pickNone: "Поиск по предмету или торговцу",
    noMatch: "Подходящих бартеров нет",
    buyLimit: "лимит {n}",
    buyLimitTitle: "Лимит покупки",
    perRestock: "{n} за поставку",
    limitUnknown: "в этих данных нет",
    profitPerRestock: "Прибыль за поставку",
    notFound: "Бартер не найден",
    back: "Все бартеры",
    itemFilter: "Только бартеры, в которых отдают или получают {item}.",
    itemFilterClear: "Показать все бартеры",
    lockNote:
      "Уровни торговцев и задания берутся из вашего прогресса (задаются на странице заданий); выключите «Использовать мой прогресс», чтобы видеть все бартеры доступными.",
  },
});
