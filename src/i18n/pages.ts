import type { MapSlug } from "../domain/maps";
import { defineCatalogue } from "./index";

/** Titles of the site's routes (SPEC §2), used by the menus and the pages. */
export type PageTitles = {
  "/barter": string;
  "/barters": string;
  "/crafts": string;
  "/hideout": string;
  "/btc-farm": string;
  "/gear": string;
  "/time": string;
  "/test": string;
  "/user": string;
  "/account": string;
  "/streamers": string;
  "/discord-bot": string;
  "/payoneer-about": string;
  "/legal/tos": string;
  "/legal/privacy": string;
  "/pilot": string;
  "/pilot/new": string;
  "/pilot/cloud": string;
  "/loadouts/weapon": string;
  "/loadouts/my": string;
  "/loadouts/search": string;
  "/progression/quests": string;
  "/progression/hideout": string;
  "/progression/dashboard": string;
  "/progression/items-to-keep": string;
  "/progression/items-tracker": string;
  "/progression/items-interactive": string;
  "/progression/quests-interactive": string;
  "/dev/api": string;
  "/dev/google-sheet": string;
  "/streamers/moobot": string;
  "/streamers/nightbot": string;
  "/streamers/streamelements": string;
  "/streamers/streamer-challenge": string;
  "/widgets/scroll-text": string;
  "/widgets/streamer-challenge": string;
  "/admin": string;
  "/admin/logs": string;
  "/admin/tags": string;
  "/admin/items": string;
  "/admin/users": string;
  "/admin/crafts": string;
  "/admin/palete": string;
  "/admin/quests": string;
  "/admin/barters": string;
  "/admin/add-item": string;
  "/admin/cut-edges": string;
  "/admin/item": string;
  "/admin/live-icons": string;
  "/admin/scan-items": string;
  "/admin/upload-test": string;
  "/admin/guns-compare": string;
  "/admin/items-images": string;
  "/admin/website-alert": string;
  "/admin/crafts-compare": string;
  "/admin/email-settings": string;
  "/admin/quests-compare": string;
  "/admin/traders-prices": string;
  "/admin/barters-compare": string;
  "/admin/global-settings": string;
  "/admin/traders-prices-compare": string;
};
export type PagePath = keyof PageTitles;

export const pageTitles = defineCatalogue<PageTitles>({
  en: {
    "/barter": "Barter calculator",
    "/barters": "Barters",
    "/crafts": "Crafts",
    "/hideout": "Hideout",
    "/btc-farm": "Bitcoin farm",
    "/gear": "Gear loadouts",
    "/time": "Raid time",
    "/test": "Test page",
    "/user": "Account and login",
    "/account": "Account",
    "/streamers": "Streamer tools",
    "/discord-bot": "Discord bot",
    "/payoneer-about": "About Payoneer payments",
    "/legal/tos": "Terms of service",
    "/legal/privacy": "Privacy policy",
    "/pilot": "Pilot helper app",
    "/pilot/new": "Pilot: new version",
    "/pilot/cloud": "Pilot in the cloud",
    "/loadouts/weapon": "Weapon loadout",
    "/loadouts/my": "My loadouts",
    "/loadouts/search": "Loadout search",
    "/progression/quests": "Quests",
    "/progression/hideout": "Hideout progress",
    "/progression/dashboard": "Dashboard",
    "/progression/items-to-keep": "Items to keep",
    "/progression/items-tracker": "Items tracker",
    "/progression/items-interactive": "Interactive items",
    "/progression/quests-interactive": "Interactive quests map",
    "/dev/api": "API",
    "/dev/google-sheet": "Google Sheets",
    "/streamers/moobot": "Moobot commands",
    "/streamers/nightbot": "Nightbot commands",
    "/streamers/streamelements": "StreamElements commands",
    "/streamers/streamer-challenge": "Streamer challenge",
    "/widgets/scroll-text": "Scrolling text widget",
    "/widgets/streamer-challenge": "Streamer challenge widget",
    "/admin": "Admin",
    "/admin/logs": "Admin: logs",
    "/admin/tags": "Admin: tags",
    "/admin/items": "Admin: items",
    "/admin/users": "Admin: users",
    "/admin/crafts": "Admin: crafts",
    "/admin/palete": "Admin: palette",
    "/admin/quests": "Admin: quests",
    "/admin/barters": "Admin: barters",
    "/admin/add-item": "Admin: add an item",
    "/admin/cut-edges": "Admin: cut edges",
    "/admin/item": "Admin: item",
    "/admin/live-icons": "Admin: live icons",
    "/admin/scan-items": "Admin: scan items",
    "/admin/upload-test": "Admin: upload test",
    "/admin/guns-compare": "Admin: compare guns",
    "/admin/items-images": "Admin: item images",
    "/admin/website-alert": "Admin: website alert",
    "/admin/crafts-compare": "Admin: compare crafts",
    "/admin/email-settings": "Admin: email settings",
    "/admin/quests-compare": "Admin: compare quests",
    "/admin/traders-prices": "Admin: trader prices",
    "/admin/barters-compare": "Admin: compare barters",
    "/admin/global-settings": "Admin: global settings",
    "/admin/traders-prices-compare": "Admin: compare trader prices",
  },
  ru: {
    "/barter": "Калькулятор бартера",
    "/barters": "Бартеры",
    "/crafts": "Крафты",
    "/hideout": "Убежище",
    "/btc-farm": "Биткоин-ферма",
    "/gear": "Сборки снаряжения",
    "/time": "Время в рейде",
    "/test": "Тестовая страница",
    "/user": "Аккаунт и вход",
    "/account": "Аккаунт",
    "/streamers": "Для стримеров",
    "/discord-bot": "Discord-бот",
    "/payoneer-about": "Об оплате через Payoneer",
    "/legal/tos": "Условия использования",
    "/legal/privacy": "Политика конфиденциальности",
    "/pilot": "Помощник Pilot",
    "/pilot/new": "Pilot: новая версия",
    "/pilot/cloud": "Pilot в облаке",
    "/loadouts/weapon": "Сборка оружия",
    "/loadouts/my": "Мои сборки",
    "/loadouts/search": "Поиск сборок",
    "/progression/quests": "Задания",
    "/progression/hideout": "Прогресс убежища",
    "/progression/dashboard": "Сводка",
    "/progression/items-to-keep": "Что сохранить",
    "/progression/items-tracker": "Трекер предметов",
    "/progression/items-interactive": "Интерактивные предметы",
    "/progression/quests-interactive": "Интерактивная карта заданий",
    "/dev/api": "API",
    "/dev/google-sheet": "Google Таблицы",
    "/streamers/moobot": "Команды Moobot",
    "/streamers/nightbot": "Команды Nightbot",
    "/streamers/streamelements": "Команды StreamElements",
    "/streamers/streamer-challenge": "Челлендж стримеров",
    "/widgets/scroll-text": "Виджет бегущей строки",
    "/widgets/streamer-challenge": "Виджет челленджа стримеров",
    "/admin": "Админка",
    "/admin/logs": "Админка: логи",
    "/admin/tags": "Админка: теги",
    "/admin/items": "Админка: предметы",
    "/admin/users": "Админка: пользователи",
    "/admin/crafts": "Админка: крафты",
    "/admin/palete": "Админка: палитра",
    "/admin/quests": "Админка: задания",
    "/admin/barters": "Админка: бартеры",
    "/admin/add-item": "Админка: добавить предмет",
    "/admin/cut-edges": "Админка: обрезка краёв",
    "/admin/item": "Админка: предмет",
    "/admin/live-icons": "Админка: живые иконки",
    "/admin/scan-items": "Админка: сканирование предметов",
    "/admin/upload-test": "Админка: тест загрузки",
    "/admin/guns-compare": "Админка: сравнение оружия",
    "/admin/items-images": "Админка: изображения предметов",
    "/admin/website-alert": "Админка: объявление на сайте",
    "/admin/crafts-compare": "Админка: сравнение крафтов",
    "/admin/email-settings": "Админка: настройки почты",
    "/admin/quests-compare": "Админка: сравнение заданий",
    "/admin/traders-prices": "Админка: цены торговцев",
    "/admin/barters-compare": "Админка: сравнение бартеров",
    "/admin/global-settings": "Админка: общие настройки",
    "/admin/traders-prices-compare": "Админка: сравнение цен торговцев",
  },
});

/** Map names (SPEC §3 enumerations). */
export const mapNames = defineCatalogue<Record<MapSlug, string>>({
  en: {
    "ground-zero": "Ground Zero",
    factory: "Factory",
    customs: "Customs",
    interchange: "Interchange",
    woods: "Woods",
    shoreline: "Shoreline",
    reserve: "Reserve",
    lighthouse: "Lighthouse",
    streets: "Streets of Tarkov",
    lab: "The Lab",
    labyrinth: "The Labyrinth",
    terminal: "Terminal",
  },
  ru: {
    "ground-zero": "Эпицентр",
    factory: "Завод",
    customs: "Таможня",
    interchange: "Развязка",
    woods: "Лес",
    shoreline: "Берег",
    reserve: "Резерв",
    lighthouse: "Маяк",
    streets: "Улицы Таркова",
    lab: "Лаборатория",
    labyrinth: "Лабиринт",
    terminal: "Терминал",
  },
});
