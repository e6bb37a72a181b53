import type { RiskCode } from "../domain/compare-review";
import { defineCatalogue, t } from "./index";

/** Texts of the admin area (/admin/*, docs/product.md §2, §6). */
type AdminMessages = {
  /** The catalogue's language: the API's keyed messages are shown in it. */
  lang: "en" | "ru";
  sections: string;
  overview: string;
  logs: string;
  settings: string;
  alert: string;
  emailSection: string;
  users: string;
  items: string;
  loading: string;
  failed: string;
  saved: string;
  save: string;
  search: string;
  searchUsers: string;
  searchItems: string;
  noResults: string;
  unknownPath: string;
  back: string;
  // overview
  accounts: string;
  characters: string;
  proUsers: string;
  admins: string;
  patrons: string;
  dataSource: string;
  importedAt: string;
  pricesAsOf: string;
  pricedItems: string;
  newestPrice: string;
  mode: string;
  lastImports: string;
  noImports: string;
  failures: string;
  noFailures: string;
  itemEdits: string;
  unknown: string;
  // log
  kind: string;
  kinds: Record<"all" | "audit" | "import" | "job", string>;
  when: string;
  who: string;
  what: string;
  target: string;
  change: string;
  failedMark: string;
  older: string;
  filter: string;
  // settings
  fuelBase: string;
  tournamentEnabled: string;
  helperVersion: string;
  wipeDate: string;
  wipeNote: string;
  clear: string;
  // rows (quests, crafts, barters, tags)
  rowSections: Record<"quests" | "crafts" | "barters" | "tags" | "traderOffers", string>;
  searchRows: string;
  searchOffers: string;
  // compare pages
  compareSections: Record<"quests" | "crafts" | "barters" | "traders-prices" | "guns", string>;
  compareIntro: Record<"quests" | "crafts" | "barters" | "traders-prices" | "guns", string>;
  uploadFile: string;
  uploadHint: string;
  compare: string;
  tooLarge: string;
  compareCounts: (file: number, database: number, same: number) => string;
  noDifferences: string;
  statuses: Record<"added" | "removed" | "changed", string>;
  shadowed: (local: string, data: string) => string;
  editedFields: (fields: string) => string;
  tickAll: string;
  tickNone: string;
  tickNotRemoved: string;
  shownOf: (shown: number, all: number) => string;
  showAll: string;
  applyTicked: (n: number) => string;
  revertEdits: string;
  keepEditsNote: string;
  removedNote: string;
  appliedText: (added: number, changed: number, removed: number) => string;
  /** Why a row would make the data worse, by risk code. */
  risks: Record<RiskCode, string>;
  riskBadge: string;
  tickSafe: string;
  override: string;
  riskyTicked: (n: number) => string;
  emptyValue: string;
  fieldLabels: Record<string, string>;
  idsHint: string;
  countsHint: string;
  notJson: (field: string) => string;
  // email
  transport: string;
  transports: Record<"local" | "http", string>;
  apiHost: string;
  configuredFrom: string;
  sender: string;
  senderHint: string;
  testTo: string;
  sendTest: string;
  testSent: string;
  outbox: string;
  outboxEmpty: string;
  none: string;
  // alert
  alertText: string;
  alertHint: string;
  alertTextRu: string;
  alertHintRu: string;
  previewRu: string;
  preview: string;
  previewEmpty: string;
  // users
  email: string;
  username: string;
  pro: string;
  admin: string;
  patronUntil: string;
  created: string;
  charName: string;
  level: string;
  questsDone: string;
  itemsFound: string;
  modulesBuilt: string;
  active: string;
  yes: string;
  no: string;
  // items
  name: string;
  shortName: string;
  nameRu: string;
  isFunctional: string;
  category: string;
  tags: string;
  size: string;
  weight: string;
  basePrice: string;
  edited: string;
  editedNote: string;
  dataValue: (value: string) => string;
  revert: string;
  openPage: string;
  refreshNote: string;
};

const en: AdminMessages = {
  lang: "en",
  sections: "Admin sections",
  overview: "Overview",
  logs: "Logs",
  settings: "Global settings",
  alert: "Website alert",
  emailSection: "Email settings",
  users: "Users",
  items: "Items",
  loading: "Loading…",
  failed: "Could not load. Try again.",
  saved: "Saved.",
  save: "Save",
  search: "Search",
  searchUsers: "Email, username or uid",
  searchItems: "Name, short name, uid or url",
  noResults: "Nothing found. Try another search.",
  unknownPath: "There is no admin tool at this address. The sections above lead to every tool.",
  back: "Back to the list",
  accounts: "Accounts",
  characters: "Characters",
  proUsers: "Pro",
  admins: "Admins",
  patrons: "Active patrons",
  dataSource: "Game data",
  importedAt: "Imported",
  pricesAsOf: "Prices as of",
  pricedItems: "Items with a flea price",
  newestPrice: "Newest price",
  mode: "Mode",
  lastImports: "Last imports",
  noImports: "No upstream import has run (none is configured, or none yet).",
  failures: "Recent failures",
  noFailures: "No failures.",
  itemEdits: "Items edited by admins",
  unknown: "unknown",
  kind: "Kind",
  kinds: { all: "All", audit: "Admin changes", import: "Imports", job: "Scheduled jobs" },
  when: "When (UTC)",
  who: "Who",
  what: "What",
  target: "Target",
  change: "Before → after",
  failedMark: "failed",
  older: "Older entries",
  filter: "Filter",
  fuelBase: "Fuel base (units per hour)",
  tournamentEnabled: "Streamer challenge (tournament) on",
  helperVersion: "Current helper version",
  wipeDate: "Wipe date (UTC)",
  wipeNote: "Once this moment passes, every character's progress is reset once.",
  clear: "Clear",
  rowSections: {
    quests: "Quests",
    crafts: "Crafts",
    barters: "Barters",
    tags: "Tags",
    traderOffers: "Trader prices",
  },
  searchRows: "Name or id",
  searchOffers: "Item name, trader or id",
  compareSections: {
    crafts: "Crafts: compare",
    barters: "Barters: compare",
    quests: "Quests: compare",
    "traders-prices": "Trader prices: compare",
    guns: "Guns: compare",
  },
  compareIntro: {
    crafts: "Upload an upstream crafts export (such as pve_crafts.json or a GraphQL crafts file).",
    barters: "Upload an upstream barters export (such as pve_barters.json or a GraphQL barters file).",
    quests: "Upload an upstream tasks export (such as pve_tasks.json or a GraphQL tasks file).",
    "traders-prices":
      "Upload an upstream price file with trader offers (such as the GraphQL items price file); the modes it holds are compared.",
    guns: "Upload a weapons file (such as weapons/item-props_2022.json or a live item feed): the guns' caliber and stats (ergonomics, recoil, slots) are compared. A weapons file holds some guns only, so guns missing from it are not listed.",
  },
  uploadFile: "Upstream files (JSON, at most 8 MB in all)",
  uploadHint:
    "Several files are read together, as one import reads them: a tasks export with the GraphQL tasks file that has the objectives' texts, say.",
  compare: "Compare with the database",
  tooLarge: "The files are larger than 8 MB in all.",
  compareCounts: (file, database, same) =>
    `${file} rows in the file, ${database} in the database, ${same} the same.`,
  noDifferences: "The file matches the database.",
  statuses: { added: "only in the file", removed: "removed upstream", changed: "changed" },
  shadowed: (local, data) => `Local edit shadows upstream: the site shows ${local} (the data said ${data}).`,
  editedFields: (fields) => `Edited here: ${fields}.`,
  tickAll: "Tick all",
  tickNone: "Untick all",
  tickNotRemoved: "Tick the changed and added",
  shownOf: (shown, all) => `The first ${shown} of ${all} rows are shown ("Tick all" ticks every row).`,
  showAll: "Show all",
  applyTicked: (n) => `Apply ${n} ticked ${n === 1 ? "row" : "rows"}`,
  revertEdits: "Also revert the local edits of the ticked rows",
  keepEditsNote:
    "An applied row keeps its local edits (they stay over the file's values) unless you also revert them. Rows removed upstream are deleted only when ticked.",
  removedNote: "Deleted from the database if you tick it and apply.",
  appliedText: (added, changed, removed) =>
    `Applied: ${added} added, ${changed} changed, ${removed} deleted.`,
  risks: {
    nameToId: "A name would become an id",
    currency: "The currency would change without its amount",
    emptied: "A needed value would be emptied",
  },
  riskBadge: "would make the data worse",
  tickSafe: "Tick the rows without warnings",
  override: "Apply them anyway (override)",
  riskyTicked: (n) =>
    `${n} ticked ${n === 1 ? "row would" : "rows would"} make the data worse. Untick ${n === 1 ? "it" : "them"}, or tick "Apply them anyway".`,
  emptyValue: "(empty)",
  fieldLabels: {
    name: "Name",
    nameRu: "Russian name",
    trader: "Trader",
    reqLevel: "Required level",
    active: "Active",
    requiredForKappa: "Needed for Kappa",
    requiredForLighthouse: "Needed for Lightkeeper",
    require: "Quests needed (all)",
    requireOr: "Quests needed (any one)",
    locations: "Maps",
    level: "Level",
    duration: "Duration, seconds",
    price: "Price, roubles",
    currency: "Currency",
    priceCur: "Price in its currency",
    loyaltyLevel: "Loyalty level",
    inputs: "Inputs",
    outputs: "Outputs",
  },
  idsHint: "Ids separated by commas.",
  countsHint:
    'A JSON list: [{"item": "<item uid>", "count": 1}]; "fir": true for found in raid, "tool": true for a tool.',
  notJson: (field) => `${field}: not valid JSON`,
  transport: "Transport",
  transports: {
    local: "Local: mails are written to the log and the outbox below, nothing leaves the machine",
    http: "HTTP mail API",
  },
  apiHost: "Mail API host",
  configuredFrom: "Sender in the Worker's configuration (MAIL_FROM)",
  sender: "Sender address",
  senderHint: "Wins over MAIL_FROM when set; empty uses MAIL_FROM. The API key stays a Worker secret.",
  testTo: "Send a test mail to",
  sendTest: "Send a test mail",
  testSent: "The test mail was handed to the transport.",
  outbox: "Last mails in the outbox",
  outboxEmpty: "The outbox is empty.",
  none: "none",
  alertText: "Alert text (plain text or HTML)",
  alertHint: "Shown on every page; HTML is sanitized exactly as the banner does. Empty hides the banner.",
  preview: "Preview",
  previewEmpty: "No banner is shown.",
  alertTextRu: "Alert text for Russian pages (optional)",
  alertHintRu: "Russian pages show it instead of the text above; empty: they show the text above.",
  previewRu: "Preview on Russian pages",
  email: "Email",
  username: "Username",
  pro: "Pro",
  admin: "Admin",
  patronUntil: "Patron until (UTC)",
  created: "Created",
  charName: "Character",
  level: "Level",
  questsDone: "Quests done",
  itemsFound: "Items found",
  modulesBuilt: "Modules built",
  active: "active",
  yes: "yes",
  no: "no",
  name: "Name",
  shortName: "Short name",
  nameRu: "Russian name",
  isFunctional: "Functional",
  category: "Category",
  tags: "Tags",
  size: "Size",
  weight: "Weight, kg",
  basePrice: "Base price",
  edited: "edited",
  editedNote: "Edited by an admin; kept over data imports until reverted.",
  dataValue: (value) => `The data says: ${value}`,
  revert: "Revert to the data",
  openPage: "Open the item page",
  refreshNote:
    "The item page shows a changed name at once; its prerendered HTML and search engines get it at the next build.",
};

const ru: AdminMessages = {
  lang: "ru",
  sections: "Разделы админки",
  overview: "Обзор",
  logs: "Журнал",
  settings: "Глобальные настройки",
  alert: "Объявление на сайте",
  emailSection: "Настройки почты",
  users: "Пользователи",
  items: "Предметы",
  loading: "Загрузка…",
  failed: "Не удалось загрузить. Попробуйте ещё раз.",
  saved: "Сохранено.",
  save: "Сохранить",
  search: "Найти",
  searchUsers: "Почта, имя или uid",
  searchItems: "Название, краткое название, uid или адрес",
  noResults: "Ничего не найдено. Попробуйте другой запрос.",
  unknownPath: "По этому адресу инструмента нет. Разделы выше ведут ко всем инструментам.",
  back: "Назад к списку",
  accounts: "Аккаунты",
  characters: "Персонажи",
  proUsers: "Pro",
  admins: "Админы",
  patrons: "Действующие патроны",
  dataSource: "Игровые данные",
  importedAt: "Загружены",
  pricesAsOf: "Цены на",
  pricedItems: "Предметов с ценой барахолки",
  newestPrice: "Самая свежая цена",
  mode: "Режим",
  lastImports: "Последние загрузки",
  noImports: "Загрузок из внешнего источника не было (он не настроен или ещё не запускался).",
  failures: "Недавние ошибки",
  noFailures: "Ошибок нет.",
  itemEdits: "Предметов исправлено админами",
  unknown: "неизвестно",
  kind: "Тип",
  kinds: { all: "Все", audit: "Изменения админов", import: "Загрузки", job: "Плановые задачи" },
  when: "Когда (UTC)",
  who: "Кто",
  what: "Что",
  target: "Объект",
  change: "Было → стало",
  failedMark: "ошибка",
  older: "Более ранние записи",
  filter: "Фильтр",
  fuelBase: "Базовый расход топлива (единиц в час)",
  tournamentEnabled: "Турнир стримеров включён",
  helperVersion: "Текущая версия помощника",
  wipeDate: "Дата вайпа (UTC)",
  wipeNote: "Когда этот момент наступит, прогресс всех персонажей будет сброшен один раз.",
  clear: "Очистить",
  rowSections: {
    quests: "Задания",
    crafts: "Крафты",
    barters: "Бартеры",
    tags: "Теги",
    traderOffers: "Цены торговцев",
  },
  searchRows: "Название или id",
  searchOffers: "Название предмета, торговец или id",
  compareSections: {
    crafts: "Крафты: сравнение",
    barters: "Бартеры: сравнение",
    quests: "Задания: сравнение",
    "traders-prices": "Цены торговцев: сравнение",
    guns: "Оружие: сравнение",
  },
  compareIntro: {
    crafts: "Загрузите выгрузку крафтов из источника (например, pve_crafts.json или файл крафтов GraphQL).",
    barters:
      "Загрузите выгрузку бартеров из источника (например, pve_barters.json или файл бартеров GraphQL).",
    quests: "Загрузите выгрузку заданий из источника (например, pve_tasks.json или файл заданий GraphQL).",
    "traders-prices":
      "Загрузите файл цен с предложениями торговцев (например, файл цен предметов GraphQL); сравниваются режимы, которые в нём есть.",
    guns: "Загрузите файл оружия (например, weapons/item-props_2022.json или живой фид предметов): сравниваются калибр и характеристики (эргономика, отдача, слоты). В таком файле только часть оружия, поэтому отсутствующее в нём не показывается.",
  },
  uploadFile: "Файлы источника (JSON, всего не больше 8 МБ)",
  uploadHint:
    "Несколько файлов читаются вместе, как при загрузке данных: например, выгрузка заданий и файл заданий GraphQL с текстами целей.",
  compare: "Сравнить с базой",
  tooLarge: "Файлы больше 8 МБ в сумме.",
  compareCounts: (file, database, same) => `Строк в файле: ${file}, в базе: ${database}, совпадают: ${same}.`,
  noDifferences: "Файл совпадает с базой.",
  statuses: { added: "только в файле", removed: "удалено в источнике", changed: "изменено" },
  shadowed: (local, data) =>
    `Локальная правка перекрывает источник: на сайте ${local} (в данных было ${data}).`,
  editedFields: (fields) => `Исправлено здесь: ${fields}.`,
  tickAll: "Отметить все",
  tickNone: "Снять все",
  tickNotRemoved: "Отметить изменённые и новые",
  shownOf: (shown, all) => `Показаны первые ${shown} строк из ${all} («Отметить все» отмечает все строки).`,
  showAll: "Показать все",
  applyTicked: (n) => `Применить отмеченные строки: ${n}`,
  revertEdits: "Заодно отменить локальные правки отмеченных строк",
  keepEditsNote:
    "Применённая строка сохраняет локальные правки (они остаются поверх значений файла), если не отменить их тоже. Строки, удалённые в источнике, удаляются только если их отметить.",
  removedNote: "Будет удалено из базы, если отметить и применить.",
  appliedText: (added, changed, removed) =>
    `Применено: добавлено ${added}, изменено ${changed}, удалено ${removed}.`,
  risks: {
    nameToId: "Название заменится на id",
    currency: "Валюта сменится без суммы в ней",
    emptied: "Нужное значение станет пустым",
  },
  riskBadge: "ухудшит данные",
  tickSafe: "Отметить строки без предупреждений",
  override: "Всё равно применить их",
  riskyTicked: (n) =>
    `Отмеченные строки ухудшат данные: ${n}. Снимите с них отметку или отметьте «Всё равно применить их».`,
  emptyValue: "(пусто)",
  fieldLabels: {
    name: "Название",
    nameRu: "Название по-русски",
    trader: "Торговец",
    reqLevel: "Нужный уровень",
    active: "Активен",
    requiredForKappa: "Нужен для «Каппы»",
    requiredForLighthouse: "Нужен для Смотрителя",
    require: "Нужные задания (все)",
    requireOr: "Нужные задания (любое)",
    locations: "Карты",
    level: "Уровень",
    duration: "Длительность, секунд",
    price: "Цена, рубли",
    currency: "Валюта",
    priceCur: "Цена в своей валюте",
    loyaltyLevel: "Уровень лояльности",
    inputs: "Что нужно",
    outputs: "Что получается",
  },
  idsHint: "Id через запятую.",
  countsHint:
    'Список JSON: [{"item": "<uid предмета>", "count": 1}]; "fir": true — найдено в рейде, "tool": true — инструмент.',
  notJson: (field) => `${field}: это не JSON`,
  transport: "Способ отправки",
  transports: {
    local: "Локально: письма пишутся в журнал и в ящик ниже, наружу ничего не уходит",
    http: "Почтовый HTTP API",
  },
  apiHost: "Адрес почтового API",
  configuredFrom: "Отправитель в настройках Worker (MAIL_FROM)",
  sender: "Адрес отправителя",
  senderHint:
    "Если задан, заменяет MAIL_FROM; пустой — используется MAIL_FROM. Ключ API остаётся секретом Worker.",
  testTo: "Отправить тестовое письмо на",
  sendTest: "Отправить тестовое письмо",
  testSent: "Тестовое письмо передано на отправку.",
  outbox: "Последние письма в ящике",
  outboxEmpty: "Ящик пуст.",
  none: "нет",
  alertText: "Текст объявления (текст или HTML)",
  alertHint:
    "Показывается на всех страницах; HTML очищается так же, как в баннере. Пустой текст скрывает баннер.",
  preview: "Предпросмотр",
  previewEmpty: "Баннер не показывается.",
  alertTextRu: "Текст объявления для русских страниц (необязательно)",
  alertHintRu: "Русские страницы показывают его вместо текста выше; если пусто — текст выше.",
  previewRu: "Предпросмотр на русских страницах",
  email: "Почта",
  username: "Имя пользователя",
  pro: "Pro",
  admin: "Админ",
  patronUntil: "Патрон до (UTC)",
  created: "Создан",
  charName: "Персонаж",
  level: "Уровень",
  questsDone: "Выполнено заданий",
  itemsFound: "Найдено предметов",
  modulesBuilt: "Построено модулей",
  active: "активный",
  yes: "да",
  no: "нет",
  name: "Название",
  shortName: "Краткое название",
  nameRu: "Название по-русски",
  isFunctional: "Функциональный",
  category: "Категория",
  tags: "Теги",
  size: "Размер",
  weight: "Вес, кг",
  basePrice: "Базовая цена",
  edited: "исправлено",
  editedNote: "Исправлено админом; сохраняется при загрузках данных, пока его не отменят.",
  dataValue: (value) => `В данных: ${value}`,
  revert: "Вернуть значение из данных",
  openPage: "Открыть страницу предмета",
  refreshNote:
    "Страница предмета показывает новое название сразу; в готовом HTML и для поисковиков оно появится после следующей сборки.",
};

const adminCatalogue = defineCatalogue<AdminMessages>({ en, ru });

export const adminText = (locale: string | null | undefined): AdminMessages => t(adminCatalogue, locale);
export type { AdminMessages };
