import type { BotKind } from "../contracts/bot";
import { defineCatalogue, t } from "./index";

/** Texts may hold `code` in backticks (commands), shown as they are. */
type StreamerMessages = {
  intro: Record<BotKind, string>;
  signIn: string;
  proNote: string;
  tokenTitle: string;
  tokenNone: string;
  tokenInfo: (prefix: string, uses: number) => string;
  tokenShownOnce: string;
  ownToken: (bot: string) => string;
  copy: string;
  copied: string;
  copyFailed: string;
  create: string;
  rotate: string;
  revoke: string;
  revoked: string;
  commandTitle: string;
  steps: Record<BotKind, string>;
  language: string;
  tryTitle: string;
  tryIt: string;
  failed: string;
};

const en: StreamerMessages = {
  intro: {
    nightbot: "Let your chat ask for prices with `!price`: Nightbot fetches the answer from this site.",
    streamelements:
      "Let your chat ask for prices with `!price`: the StreamElements bot fetches the answer from this site.",
    moobot: "Let your chat ask for prices with `!price`: Moobot fetches the answer from this site.",
  },
  signIn: "Sign in to get your command.",
  proNote:
    "Nightbot prices are a Pro feature: Pro status required. StreamElements and Moobot work without Pro.",
  tokenTitle: "Your token for this bot",
  tokenNone: "No token yet: make one to get your command.",
  tokenInfo: (prefix, uses) => `Token ${prefix}… answered ${uses} requests.`,
  tokenShownOnce:
    "The command below holds your token: it is shown in full only now. Lost it? Replace the token to get a new command.",
  ownToken: (bot) => `Each bot has its own token: replacing ${bot}'s breaks no other bot's command.`,
  copy: "Copy",
  copied: "Copied.",
  copyFailed: "The browser refused to copy: select the command and copy it yourself.",
  create: "Make a token",
  rotate: "Replace the token",
  revoke: "Revoke the token",
  revoked: "The token is revoked: commands that use it answer with a setup hint.",
  commandTitle: "Your command",
  steps: {
    nightbot:
      "Paste this into your chat (as a moderator), or add it as a custom command in Nightbot's dashboard:",
    streamelements:
      "Paste this into your chat (as a moderator), or add it as a custom command in StreamElements:",
    moobot:
      "In Moobot's dashboard add a custom command `!price` with the response type URL fetch, full (raw) response, and this URL, then let Moobot append the chat message:",
  },
  language: "Answer language",
  tryTitle: "Try it",
  tryIt: "Ask",
  failed: "That did not work; try again.",
};

const ru: StreamerMessages = {
  intro: {
    nightbot: "Зрители спрашивают цены командой `!price`: Nightbot берёт ответ с этого сайта.",
    streamelements:
      "Зрители спрашивают цены командой `!price`: бот StreamElements берёт ответ с этого сайта.",
    moobot: "Зрители спрашивают цены командой `!price`: Moobot берёт ответ с этого сайта.",
  },
  signIn: "Войдите, чтобы получить свою команду.",
  proNote:
    "Цены через Nightbot доступны с Pro: требуется статус Pro. StreamElements и Moobot работают без Pro.",
  tokenTitle: "Ваш токен для этого бота",
  tokenNone: "Токена пока нет: создайте его, чтобы получить команду.",
  tokenInfo: (prefix, uses) => `Токен ${prefix}… ответил на запросов: ${uses}.`,
  tokenShownOnce:
    "Команда ниже содержит ваш токен: целиком он показывается только сейчас. Потеряли — замените токен и получите новую команду.",
  ownToken: (bot) => `У каждого бота свой токен: замена токена ${bot} не ломает команды других ботов.`,
  copy: "Копировать",
  copied: "Скопировано.",
  copyFailed: "Браузер не дал скопировать: выделите команду и скопируйте её сами.",
  create: "Создать токен",
  rotate: "Заменить токен",
  revoke: "Отозвать токен",
  revoked: "Токен отозван: команды с ним отвечают подсказкой по настройке.",
  commandTitle: "Ваша команда",
  steps: {
    nightbot: "Вставьте это в чат (как модератор) или добавьте как свою команду в панели Nightbot:",
    streamelements: "Вставьте это в чат (как модератор) или добавьте как свою команду в StreamElements:",
    moobot:
      "В панели Moobot добавьте команду `!price` с типом ответа «URL fetch, full (raw) response» и этим адресом, и пусть Moobot добавит сообщение из чата:",
  },
  language: "Язык ответа",
  tryTitle: "Проверить",
  tryIt: "Спросить",
  failed: "Не получилось, попробуйте ещё раз.",
};

const streamersCatalogue = defineCatalogue<StreamerMessages>({ en, ru });

/** The streamer pages' texts in a locale. */
export const streamersText = (locale: string | null | undefined): StreamerMessages =>
  t(streamersCatalogue, locale);
