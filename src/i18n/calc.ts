import { defineCatalogue } from "./index";

/** Texts of the calculator pages (issue 7). */
type CalcMessages = {
  btcIntro: string;
  freePart: string;
  bitcoinPrice: string;
  cardPrice: string;
  tankPrice: string;
  fuelBase: string;
  metalTank: string;
  hideoutManagement: string;
  solar: string;
  cards: string;
  secondsPerBitcoin: string;
  bitcoinsPerDay: string;
  fuelPerDay: string;
  profitPerDay: string;
  paybackDays: string;
  never: string;
  examplePrices: string;
  fromMarket: string;
  typed: string;
  useMarket: string;
  chartTitle: string;
  withoutSolar: string;
  withSolar: string;
  tankKind: string;
};

export const calcText = defineCatalogue<CalcMessages>({
  en: {
    btcIntro: "Bitcoin production, fuel, profit per day and payback for 1 to 50 graphics cards.",
    freePart:
      "Free: the whole table and chart, priced from the market with settings kept in this browser. Pro: settings saved to your character and your own prices.",
    bitcoinPrice: "Bitcoin value (₽)",
    cardPrice: "Graphics card price (₽)",
    tankPrice: "Fuel tank price (₽)",
    fuelBase: "Base fuel consumption per hour",
    metalTank: "Metal fuel tank (100 units)",
    hideoutManagement: "Hideout management",
    solar: "Solar power",
    cards: "Cards",
    secondsPerBitcoin: "Seconds per bitcoin",
    bitcoinsPerDay: "Bitcoins per day",
    fuelPerDay: "Fuel per day (₽)",
    profitPerDay: "Profit per day (₽)",
    paybackDays: "Payback (days)",
    never: "never",
    examplePrices: "Example prices: edit them to match the market.",
    fromMarket: "From the market: {source}",
    typed: "Typed on this page",
    useMarket: "Use market prices",
    chartTitle: "Profit per day by number of graphics cards",
    withoutSolar: "Without solar power",
    withSolar: "With solar power",
    tankKind: "Fuel: {kind} (the fuel kind of the settings; metal when fuel is not counted)",
  },
  ru: {
    btcIntro: "Добыча биткоинов, топливо, прибыль в день и окупаемость для 1–50 видеокарт.",
    freePart:
      "Бесплатно: вся таблица и график по ценам рынка, настройки хранятся в этом браузере. Pro: настройки в персонаже и свои цены.",
    bitcoinPrice: "Цена биткоина (₽)",
    cardPrice: "Цена видеокарты (₽)",
    tankPrice: "Цена канистры топлива (₽)",
    fuelBase: "Базовый расход топлива в час",
    metalTank: "Металлическая канистра (100 единиц)",
    hideoutManagement: "Управление убежищем",
    solar: "Солнечная панель",
    cards: "Карты",
    secondsPerBitcoin: "Секунд на биткоин",
    bitcoinsPerDay: "Биткоинов в день",
    fuelPerDay: "Топливо в день (₽)",
    profitPerDay: "Прибыль в день (₽)",
    paybackDays: "Окупаемость (дней)",
    never: "никогда",
    examplePrices: "Примерные цены: измените их под рынок.",
    fromMarket: "С рынка: {source}",
    typed: "Введено на этой странице",
    useMarket: "Цены рынка",
    chartTitle: "Прибыль в день по числу видеокарт",
    withoutSolar: "Без солнечной панели",
    withSolar: "С солнечной панелью",
    tankKind:
      "Топливо: {kind} (вид топлива из настроек; металлическая канистра, если топливо не учитывается)",
  },
});

/** Texts of /crafts. */
type CraftsMessages = {
  intro: string;
  freePart: string;
  craftingSkill: string;
  station: string;
  level: string;
  time: string;
  inputs: string;
  outputs: string;
  stationAll: string;
  onlyMine: string;
  limitOff: string;
  limitBuilt: string;
  limitLevel: string;
  needsQuest: string;
};

export const craftsText = defineCatalogue<CraftsMessages>({
  en: {
    intro:
      "Every craft of the hideout: inputs bought from the cheapest source you can reach, outputs sold on the best route after the flea fee, profit per hour after your crafting skill.",
    freePart:
      "Free: every recipe and craft time, and the profits of the 10 best crafts, with settings kept in this browser. Pro: every craft's profit, fuel cost, your own prices and settings saved to your character.",
    craftingSkill: "Crafting skill (0–51)",
    station: "Station",
    level: "Level",
    time: "Time",
    inputs: "Inputs",
    outputs: "Outputs",
    stationAll: "All stations",
    onlyMine: "Only what my hideout can craft",
    limitOff: "Every craft",
    limitBuilt: "My built stations",
    limitLevel: "Stations up to level {level}",
    needsQuest: "Needs the quest {quest}",
  },
  ru: {
    intro:
      "Все крафты убежища: входящие по самой дешёвой доступной цене, результат по лучшему способу продажи после комиссии, прибыль в час с учётом навыка крафта.",
    freePart:
      "Бесплатно: все рецепты и время крафта и прибыль 10 лучших крафтов, настройки хранятся в этом браузере. Pro: прибыль всех крафтов, топливо, свои цены и настройки в персонаже.",
    craftingSkill: "Навык крафта (0–51)",
    station: "Модуль",
    level: "Уровень",
    time: "Время",
    inputs: "Входящие",
    outputs: "Результат",
    stationAll: "Все модули",
    onlyMine: "Только то, что может моё убежище",
    limitOff: "Все крафты",
    limitBuilt: "Мои построенные модули",
    limitLevel: "Модули до уровня {level}",
    needsQuest: "Нужно задание {quest}",
  },
});
