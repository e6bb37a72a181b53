import { defineCatalogue, t } from "./index";

/** Texts may hold `code` in backticks (commands), shown as they are. */
type DiscordMessages = {
  intro: string;
  addTitle: string;
  addText: string;
  add: string;
  notSet: string;
  commandsTitle: string;
  commands: Record<"price" | "barter" | "craft" | "quest" | "map", string>;
  ownTitle: string;
  ownText: string;
};

const en: DiscordMessages = {
  intro: "Ask for prices, barters, crafts, quests and maps right in your Discord server.",
  addTitle: "Add the bot",
  addText: "A server admin adds it once; its commands then appear when anyone types a slash.",
  add: "Add the bot to a server",
  notSet:
    "This site's Discord application is not set yet, so there is no install link: it appears once the site is built with `DISCORD_APPLICATION_ID`.",
  commandsTitle: "Commands",
  commands: {
    price:
      "`/price item`: flea price, price per slot, the best trader and the 24 h change, with the names filled in as you type.",
    barter: "`/barter item`: the trader barters that give the item, with the trader's loyalty level.",
    craft: "`/craft item`: the hideout crafts that make it.",
    quest: "`/quest name`: the quest's trader, level, Kappa and what it asks.",
    map: "`/map name`: a link to the map.",
  },
  ownTitle: "Running your own copy",
  ownText:
    "Create an application in Discord's developer portal, set its Interactions Endpoint URL to `<site>/api/discord/interactions`, give the Worker its public key as `DISCORD_PUBLIC_KEY`, then run `DISCORD_APPLICATION_ID=… DISCORD_BOT_TOKEN=… npm run discord:register`.",
};

const ru: DiscordMessages = {
  intro: "Спрашивайте цены, бартеры, крафты, задания и карты прямо на своём сервере Discord.",
  addTitle: "Добавить бота",
  addText:
    "Администратор сервера добавляет его один раз; после этого команды появляются, когда кто-то набирает косую черту.",
  add: "Добавить бота на сервер",
  notSet:
    "Приложение Discord этого сайта ещё не задано, поэтому ссылки для установки нет: она появится, когда сайт соберут с `DISCORD_APPLICATION_ID`.",
  commandsTitle: "Команды",
  commands: {
    price:
      "`/price item`: цена на барахолке, цена за слот, лучший торговец и изменение за сутки; названия подсказываются при наборе.",
    barter: "`/barter item`: бартеры торговцев, дающие предмет, с уровнем лояльности.",
    craft: "`/craft item`: крафты в убежище, которые его делают.",
    quest: "`/quest name`: торговец, уровень, нужен ли для Каппы и что требует задание.",
    map: "`/map name`: ссылка на карту.",
  },
  ownTitle: "Своя копия бота",
  ownText:
    "Создайте приложение на портале разработчиков Discord, укажите адрес взаимодействий `<site>/api/discord/interactions`, передайте сайту его публичный ключ как `DISCORD_PUBLIC_KEY` и выполните `DISCORD_APPLICATION_ID=… DISCORD_BOT_TOKEN=… npm run discord:register`.",
};

const discordCatalogue = defineCatalogue<DiscordMessages>({ en, ru });

/** The /discord-bot page's texts in a locale. */
export const discordText = (locale: string | null | undefined): DiscordMessages =>
  t(discordCatalogue, locale);
