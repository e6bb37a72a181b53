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
};

export const calcText = defineCatalogue<CalcMessages>({
  en: {
    btcIntro: "Bitcoin production, fuel, profit per day and payback for 1 to 50 graphics cards.",
    freePart:
      "Free: the whole table with the inputs below, changed on this page only. Pro: saved settings and custom prices.",
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
  },
  ru: {
    btcIntro: "Добыча биткоинов, топливо, прибыль в день и окупаемость для 1–50 видеокарт.",
    freePart:
      "Бесплатно: вся таблица с параметрами ниже, меняются только на этой странице. Pro: сохранённые настройки и свои цены.",
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
  },
});
