import { defineCatalogue, t } from "./index";

type DevApiMessages = {
  intro: string;
  proOnly: string;
  signIn: string;
  keysTitle: string;
  keysNone: string;
  keyName: string;
  create: string;
  revoke: string;
  shownOnce: string;
  made: (date: string) => string;
  used: (date: string) => string;
  neverUsed: string;
  endpointsTitle: string;
  params: string;
  docs: Record<"item" | "all" | "sheet", string>;
  fieldsTitle: string;
  limits: string;
  failed: string;
};

const en: DevApiMessages = {
  intro:
    "Read this site's prices from your own tools: JSON over HTTPS, with your key in the `x-api-key` header (or `x-api-key=` in the address). Paths, parameters and field names follow tarkov-market's API, so its clients can switch by changing the base address, with these differences: no `img`, `imgBig`, `tags`, `bannedOnFlea`, `haveMarketData` or `/bsg/items/all`, and an unknown value is `null`. Browsers on other sites may call it too (CORS, no cookies).",
  proOnly: "The API is a Pro feature: Pro status required.",
  signIn: "Sign in with Pro to make API keys.",
  keysTitle: "Your keys",
  keysNone: "No key yet.",
  keyName: "Name of the new key",
  create: "Make a key",
  revoke: "Revoke",
  shownOnce: "Copy the key now: it is shown only once.",
  made: (date) => `made ${date}`,
  used: (date) => `last used ${date}`,
  neverUsed: "never used",
  endpointsTitle: "Endpoints",
  params: "Parameters",
  docs: {
    item: "Items matching a name (`q`, best match first, at most 20), or the item with a `uid`; also as `POST` with the same fields as a form or JSON.",
    all: "Every item.",
    sheet:
      "Every item as CSV or TSV (`uid`, `name`, `price`, `avg24h`, `avg7d`, `updated`) for spreadsheets; the key may come as `key=` in the address.",
  },
  fieldsTitle: "Item fields",
  limits:
    "300 requests a minute per key; the next answers 429 with “`429 - Rate limit exceeded`”. Prices are per game mode (`mode=pvp` or `pve`), names in English or Russian (`lang=en` or `ru`).",
  failed: "That did not work; try again.",
};

const ru: DevApiMessages = {
  intro:
    "Берите цены сайта в свои программы: JSON по HTTPS, ваш ключ — в заголовке `x-api-key` (или `x-api-key=` в адресе). Пути, параметры и названия полей — как у API tarkov-market, поэтому его клиенты переходят сменой базового адреса, с такими отличиями: нет `img`, `imgBig`, `tags`, `bannedOnFlea`, `haveMarketData` и `/bsg/items/all`, а неизвестное значение — `null`. Браузеры на других сайтах тоже могут обращаться к нему (CORS, без куки).",
  proOnly: "API доступен с Pro: требуется статус Pro.",
  signIn: "Войдите с Pro, чтобы создавать ключи API.",
  keysTitle: "Ваши ключи",
  keysNone: "Ключей пока нет.",
  keyName: "Название нового ключа",
  create: "Создать ключ",
  revoke: "Отозвать",
  shownOnce: "Скопируйте ключ сейчас: он показывается один раз.",
  made: (date) => `создан ${date}`,
  used: (date) => `последний запрос ${date}`,
  neverUsed: "ещё не использовался",
  endpointsTitle: "Адреса",
  params: "Параметры",
  docs: {
    item: "Предметы по названию (`q`, лучшие совпадения первыми, не больше 20) или предмет по `uid`; также `POST` с теми же полями в форме или JSON.",
    all: "Все предметы.",
    sheet:
      "Все предметы в CSV или TSV (`uid`, `name`, `price`, `avg24h`, `avg7d`, `updated`) для таблиц; ключ можно передать как `key=` в адресе.",
  },
  fieldsTitle: "Поля предмета",
  limits:
    "300 запросов в минуту на ключ; следующий получает 429 «`429 - Rate limit exceeded`». Цены — по режиму игры (`mode=pvp` или `pve`), названия — на английском или русском (`lang=en` или `ru`).",
  failed: "Не получилось, попробуйте ещё раз.",
};

const devApiCatalogue = defineCatalogue<DevApiMessages>({ en, ru });

/** The /dev/api page's texts in a locale. */
export const devApiText = (locale: string | null | undefined): DevApiMessages => t(devApiCatalogue, locale);
