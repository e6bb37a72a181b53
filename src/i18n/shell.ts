import type { WeatherType } from "../domain/weather";
import { defineCatalogue } from "./index";

type ShellMessages = {
  siteName: string;
  siteDescription: string;
  skipToContent: string;
  mainNav: string;
  menu: string;
  market: string;
  maps: string;
  progression: string;
  calculators: string;
  guns: string;
  more: string;
  admin: string;
  adminPanel: string;
  regionalSites: string;
  createLoadout: string;
  activeQuests: string;
  externalSites: string;
  discordServer: string;
  ammoTables: string;
  ammoCharts: string;
  ballistics: string;
  opensNewTab: string;
  language: string;
  gameMode: string;
  logIn: string;
  raidTime: string;
  weather: string;
  weatherUnknown: string;
  weatherTypes: Record<WeatherType, string>;
  siteAlert: string;
  websiteUpdated: string;
  refreshPage: string;
  /** Shown only when the browser runs no scripts (NoScriptNote.astro). */
  noScript: string;
  credit: string;
  copyright: string;
  terms: string;
  privacy: string;
  updated: string;
  notFound: string;
  serverError: string;
  notFoundHint: string;
  serverErrorHint: string;
  toHome: string;
  debugDump: string;
};

/** Texts of the site shell: header, menus, footer, banners, error pages. */
export const shellText = defineCatalogue<ShellMessages>({
  en: {
    siteName: "Tarkov Companion",
    siteDescription: "Flea prices, calculators and progress tracking",
    skipToContent: "Skip to content",
    mainNav: "Main",
    menu: "Menu",
    market: "Market",
    maps: "Maps",
    progression: "Progression",
    calculators: "Calculators",
    guns: "Guns & ammo",
    more: "More",
    admin: "Admin",
    adminPanel: "Admin panel",
    regionalSites: "Regional sites",
    createLoadout: "Create a loadout",
    activeQuests: "active quests",
    externalSites: "Other sites",
    discordServer: "Discord server",
    ammoTables: "Ammo tables",
    ammoCharts: "Ammo charts",
    ballistics: "Ballistics calculator",
    opensNewTab: "opens in a new tab",
    language: "Language",
    gameMode: "Game mode",
    logIn: "Log in",
    raidTime: "raid time",
    weather: "Weather",
    weatherUnknown: "Weather: loading",
    weatherTypes: {
      ClearDay: "Clear",
      ClearFogDay: "Clear with fog",
      ClearWind: "Clear and windy",
      CloudFog: "Cloudy with fog",
      CloudWind: "Cloudy and windy",
      CloudWindRain: "Cloudy, windy, rain",
      Fog: "Fog",
      FullCloud: "Overcast",
      LightRain: "Light rain",
      MostlyCloud: "Mostly cloudy",
      PartlyCloudDay: "Partly cloudy",
      Rain: "Rain",
      ThunderCloud: "Thunderstorm",
    },
    siteAlert: "Announcement",
    websiteUpdated: "Website updated",
    refreshPage: "Refresh page",
    noScript:
      "JavaScript is off in this browser. The site needs it for its search, sign-in, live prices, calculators and trackers: without it, a page shows only what it was built with.",
    credit: "Made by players for players. A fan site, not affiliated with Battlestate Games.",
    copyright:
      "Game content and materials are trademarks and copyrights of Battlestate Games and its licensors.",
    terms: "Terms of service",
    privacy: "Privacy policy",
    updated: "Updated",
    notFound: "Page Not Found",
    serverError: "Server error",
    notFoundHint: "There is no page at this address.",
    serverErrorHint: "Something went wrong. Please try again in a moment.",
    toHome: "Go to the home page",
    debugDump: "Debug information",
  },
  ru: {
    siteName: "Tarkov Companion",
    siteDescription: "Цены барахолки, калькуляторы и прогресс",
    skipToContent: "Перейти к содержимому",
    mainNav: "Главное меню",
    menu: "Меню",
    market: "Рынок",
    maps: "Карты",
    progression: "Прогресс",
    calculators: "Калькуляторы",
    guns: "Оружие и патроны",
    more: "Ещё",
    admin: "Админка",
    adminPanel: "Панель администратора",
    regionalSites: "Региональные сайты",
    createLoadout: "Собрать сборку",
    activeQuests: "активных заданий",
    externalSites: "Другие сайты",
    discordServer: "Сервер Discord",
    ammoTables: "Таблицы патронов",
    ammoCharts: "Графики патронов",
    ballistics: "Баллистический калькулятор",
    opensNewTab: "откроется в новой вкладке",
    language: "Язык",
    gameMode: "Режим игры",
    logIn: "Войти",
    raidTime: "время в рейде",
    weather: "Погода",
    weatherUnknown: "Погода: загрузка",
    weatherTypes: {
      ClearDay: "Ясно",
      ClearFogDay: "Ясно, туман",
      ClearWind: "Ясно, ветрено",
      CloudFog: "Облачно, туман",
      CloudWind: "Облачно, ветрено",
      CloudWindRain: "Облачно, ветер, дождь",
      Fog: "Туман",
      FullCloud: "Пасмурно",
      LightRain: "Небольшой дождь",
      MostlyCloud: "Преимущественно облачно",
      PartlyCloudDay: "Переменная облачность",
      Rain: "Дождь",
      ThunderCloud: "Гроза",
    },
    siteAlert: "Объявление",
    websiteUpdated: "Сайт обновлён",
    refreshPage: "Обновить страницу",
    noScript:
      "В этом браузере выключен JavaScript. Он нужен сайту для поиска, входа, живых цен, калькуляторов и трекеров: без него страница показывает только то, с чем она была собрана.",
    credit: "Сделано игроками для игроков. Фанатский сайт, не связан с Battlestate Games.",
    copyright:
      "Игровой контент и материалы являются товарными знаками и объектами авторского права Battlestate Games и её лицензиаров.",
    terms: "Условия использования",
    privacy: "Политика конфиденциальности",
    updated: "Обновлено",
    notFound: "Страница не найдена",
    serverError: "Ошибка сервера",
    notFoundHint: "По этому адресу страницы нет.",
    serverErrorHint: "Что-то пошло не так. Попробуйте ещё раз чуть позже.",
    toHome: "На главную",
    debugDump: "Отладочная информация",
  },
});

/** Language names, each in its own language (the switcher shows them as they are). */
export const LOCALE_NAMES = {
  en: "English",
  ru: "Русский",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  cz: "Čeština",
  cn: "中文",
  hu: "Magyar",
  tr: "Türkçe",
  jp: "日本語",
  kr: "한국어",
} as const;
