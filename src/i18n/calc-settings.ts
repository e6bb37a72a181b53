import { defineCatalogue } from "./index";

/** Texts of the calculators' settings panel (docs/product.md §3 hideout and settings flags). */
type CalcSettingsMessages = {
  title: string;
  savedToCharacter: string;
  keptInBrowser: string;
  priceField: string;
  priceFieldPrice: string;
  priceFieldAvg24h: string;
  priceFieldAvg7d: string;
  buyFrom: string;
  sellTo: string;
  useFlea: string;
  useTraders: string;
  useBarters: string;
  useCrafts: string;
  useHistorical: string;
  useUnknownLL: string;
  useFee: string;
  sellToFlea: string;
  sellToTraders: string;
  sellToHistorical: string;
  sellToFleaOnly: string;
  hideout: string;
  useProgress: string;
  progressFrom: string;
  solar: string;
  ic3: string;
  fuel: string;
  fuelNone: string;
  fuelMetal: string;
  fuelOther: string;
  fuelProOnly: string;
  craftingSkill: string;
  craftReduction: string;
  hideoutManagement: string;
};

export const calcSettingsText = defineCatalogue<CalcSettingsMessages>({
  en: {
    title: "Settings",
    savedToCharacter: "Saved to your active character.",
    keptInBrowser: "Kept in this browser only.",
    priceField: "Flea price used",
    priceFieldPrice: "Current price",
    priceFieldAvg24h: "24h average",
    priceFieldAvg7d: "7d average",
    buyFrom: "Buy inputs from",
    sellTo: "Sell outputs to",
    useFlea: "Flea market",
    useTraders: "Traders",
    useBarters: "Barters",
    useCrafts: "Crafts",
    useHistorical: "Historical price (items off the flea)",
    useUnknownLL: "Trader offers of unknown loyalty level (LL?)",
    useFee: "Count the flea fee",
    sellToFlea: "Flea market",
    sellToTraders: "Traders",
    sellToHistorical: "Historical price",
    sellToFleaOnly: "Flea only",
    hideout: "Hideout and skills",
    useProgress: "Use my progress (trader levels, built stations)",
    progressFrom: "Set trader levels, quests and built stations on the progression pages",
    solar: "Solar power built",
    ic3: "Intelligence Center level 3 built",
    fuel: "Generator fuel",
    fuelNone: "Not counted",
    fuelMetal: "Metal fuel tank",
    fuelOther: "Expeditionary fuel tank",
    fuelProOnly: "Fuel cost is counted for Pro users.",
    craftingSkill: "Crafting skill (0–51)",
    craftReduction: "Craft time reduction (%)",
    hideoutManagement: "Hideout management skill (0–51)",
  },
  ru: {
    title: "Настройки",
    savedToCharacter: "Сохраняются в активном персонаже.",
    keptInBrowser: "Хранятся только в этом браузере.",
    priceField: "Цена барахолки",
    priceFieldPrice: "Текущая цена",
    priceFieldAvg24h: "Средняя за 24 ч",
    priceFieldAvg7d: "Средняя за 7 дней",
    buyFrom: "Покупать входящие",
    sellTo: "Продавать результат",
    useFlea: "Барахолка",
    useTraders: "Торговцы",
    useBarters: "Бартеры",
    useCrafts: "Крафты",
    useHistorical: "Историческая цена (предметы вне барахолки)",
    useUnknownLL: "Предложения торговцев с неизвестным уровнем (ур. ?)",
    useFee: "Учитывать комиссию барахолки",
    sellToFlea: "Барахолка",
    sellToTraders: "Торговцы",
    sellToHistorical: "Историческая цена",
    sellToFleaOnly: "Только барахолка",
    hideout: "Убежище и навыки",
    useProgress: "Учитывать прогресс (уровни торговцев, построенные модули)",
    progressFrom: "Уровни торговцев, задания и модули задаются на страницах прогресса",
    solar: "Солнечная панель построена",
    ic3: "Разведцентр 3 уровня построен",
    fuel: "Топливо генератора",
    fuelNone: "Не учитывать",
    fuelMetal: "Металлическая канистра",
    fuelOther: "Экспедиционная канистра",
    fuelProOnly: "Стоимость топлива учитывается для Pro.",
    craftingSkill: "Навык крафта (0–51)",
    craftReduction: "Сокращение времени крафта (%)",
    hideoutManagement: "Навык управления убежищем (0–51)",
  },
});
