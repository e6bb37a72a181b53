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
  docs: Record<"item" | "all" | "bsg" | "sheet", string>;
  unknowns: string;
  errors: string;
  fieldsTitle: string;
  limits: string;
  failed: string;
};

const en: DevApiMessages = {
  intro:
    "Read this site's prices from your own tools: JSON over HTTPS, with your key in the `x-api-key` header (or `x-api-key=` in the address). Paths, parameters, field names, types and errors follow tarkov-market's API (PvE under `/api/v1/pve/…`), so its clients switch by changing the base address. What differs: one more field, `traderPriceUpdated`; `/bsg/items/all` carries only the template properties listed below; `tags` are this site's market categories; `reference` is this site. Browsers on other sites may call it too (CORS, no cookies).",
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
    all: "Every item. `/api/v1/pve/item` and `/api/v1/pve/items/all` answer the same with PvE prices.",
    bsg: "The game's item templates, keyed by game id: `_id`, `_type` and `_props` with `Name`, `ShortName`, `Weight`, `Width`, `Height`, `CreditsPrice` (base price) and `CanSellOnRagfair` where the data has them; a property it lacks is left out (no `_name`, `_parent` or other template properties).",
    sheet:
      "Every item as CSV or TSV (`uid`, `name`, `price`, `avg24h`, `avg7d`, `updated`) for spreadsheets; the key may come as `key=` in the address.",
  },
  unknowns:
    'As in tarkov-market, numbers are numbers and texts texts: an unknown value is `0` or `""`, and says so. `haveMarketData: false` means no flea figures (`price`, the averages and changes are 0), `traderName: ""` that no trader buys the item; a `basePrice` or `slots` of 0 is unknown. `traderPrice` is in the trader\'s currency (`traderPriceCur`: ₽, $ or €), `traderPriceRub` in roubles, `traderPriceUpdated` is when the source saw it (null: undated).',
  errors:
    'Errors are `{"error": "…"}` with the HTTP status, as tarkov-market sends them: 401 `Access denied` for a missing, unknown or revoked key (with a `message` saying which), 403 `Pro status required`, 429 (with `Retry-After: 60`), 400 naming the bad parameter.',
  fieldsTitle: "Item fields",
  limits:
    "300 requests a minute per key; the next answers 429 with “`429 - Rate limit exceeded`”. Prices are per game mode (`mode=pvp` or `pve`), names in English or Russian (`lang=en` or `ru`).",
  failed: "That did not work; try again.",
};

const ru: DevApiMessages = {
  intro:
    "Берите цены сайта в свои программы: JSON по HTTPS, ваш ключ — в заголовке `x-api-key` (или `x-api-key=` в адресе). Пути, параметры, названия и типы полей и ошибки — как у API tarkov-market (PvE — по адресам `/api/v1/pve/…`), поэтому его клиенты переходят сменой базового адреса. Отличия: одно лишнее поле, `traderPriceUpdated`; в `/bsg/items/all` — только свойства шаблонов, перечисленные ниже; `tags` — категории рынка этого сайта; `reference` — этот сайт. Браузеры на других сайтах тоже могут обращаться к нему (CORS, без куки).",
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
    all: "Все предметы. `/api/v1/pve/item` и `/api/v1/pve/items/all` отвечают так же, с ценами PvE.",
    bsg: "Шаблоны предметов игры по их игровым идентификаторам: `_id`, `_type` и `_props` с `Name`, `ShortName`, `Weight`, `Width`, `Height`, `CreditsPrice` (базовая цена) и `CanSellOnRagfair`, если они есть в данных; чего в данных нет, того нет и в ответе (нет `_name`, `_parent` и других свойств шаблона).",
    sheet:
      "Все предметы в CSV или TSV (`uid`, `name`, `price`, `avg24h`, `avg7d`, `updated`) для таблиц; ключ можно передать как `key=` в адресе.",
  },
  unknowns:
    'Как у tarkov-market, числа — всегда числа, тексты — тексты: неизвестное значение — `0` или `""`, и об этом сказано. `haveMarketData: false` — цен барахолки нет (`price`, средние и изменения равны 0), `traderName: ""` — предмет не покупает ни один торговец; `basePrice` или `slots`, равные 0, неизвестны. `traderPrice` — в валюте торговца (`traderPriceCur`: ₽, $ или €), `traderPriceRub` — в рублях, `traderPriceUpdated` — когда источник видел цену (`null` — без даты).',
  errors:
    'Ошибки — `{"error": "…"}` с кодом HTTP, как у tarkov-market: 401 `Access denied` — ключа нет, он неизвестен или отозван (`message` уточняет), 403 `Pro status required`, 429 (с `Retry-After: 60`), 400 — с названием неверного параметра.',
  fieldsTitle: "Поля предмета",
  limits:
    "300 запросов в минуту на ключ; следующий получает 429 «`429 - Rate limit exceeded`». Цены — по режиму игры (`mode=pvp` или `pve`), названия — на английском или русском (`lang=en` или `ru`).",
  failed: "Не получилось, попробуйте ещё раз.",
};

const devApiCatalogue = defineCatalogue<DevApiMessages>({ en, ru });

/** The /dev/api page's texts in a locale. */
export const devApiText = (locale: string | null | undefined): DevApiMessages => t(devApiCatalogue, locale);
