import { defineCatalogue, t } from "./index";

type PilotMessages = {
  modeTitle: string;
  modes: Record<"DESKTOP_APP" | "CLOUD", string>;
  modeHints: Record<"DESKTOP_APP" | "CLOUD", string>;
  statuses: Record<"Connected" | "Connecting" | "Disconnected", string>;
  /** Why the relay closed the connection (its close codes). */
  closedBy: Record<"tooFast" | "tooMany" | "replaced", string>;
  connect: string;
  disconnect: string;
  status: string;
  version: string;
  newerHelper: (version: string) => string;
  unknown: string;
  settingsTitle: string;
  gameFolder: string;
  screenshotsFolder: string;
  settingsOnlyConnected: string;
  resetSettings: string;
  update: string;
  mapChange: string;
  questsAutoComplete: string;
  questsPro: string;
  currentMap: string;
  position: string;
  logsTitle: string;
  logsEmpty: string;
  actionsTitle: string;
  actionsEmpty: string;
  actions: Record<"MAP_CHANGE" | "POSITION_UPDATE" | "QUEST_UPDATE", string>;
  install: string;
  cloudLink: string;
  signIn: string;
  keyTitle: string;
  keyNone: string;
  keyMade: (prefix: string, date: string) => string;
  keyShownOnce: string;
  keyCreate: string;
  keyRotate: string;
  keyRevoke: string;
  keyRevoked: string;
  keyCommand: string;
  failed: string;
};

const en: PilotMessages = {
  modeTitle: "How the helper connects",
  modes: { DESKTOP_APP: "Desktop app", CLOUD: "Cloud" },
  modeHints: {
    DESKTOP_APP: "The helper runs on this computer and this page connects to it directly (port 5123).",
    CLOUD:
      "The helper connects to this site with your pairing key; any browser you are signed in with follows it.",
  },
  statuses: { Connected: "Connected", Connecting: "Connecting…", Disconnected: "Disconnected" },
  closedBy: {
    tooFast: "The site closed the connection: too many messages at once. It reconnects by itself.",
    tooMany:
      "The site closed the connection: too many pages of your account follow the helper. Close some; this page tries again in 30 seconds.",
    replaced: "The site closed the connection: a newer helper connected.",
  },
  connect: "Connect",
  disconnect: "Disconnect",
  status: "Status",
  version: "Helper version",
  newerHelper: (v) => `(the current version is ${v}: update the helper)`,
  unknown: "unknown",
  settingsTitle: "Helper settings",
  gameFolder: "Game folder",
  screenshotsFolder: "Screenshots folder",
  settingsOnlyConnected: "Settings can be changed while the helper is running and connected.",
  resetSettings: "Reset the helper's settings",
  update: "Update the helper",
  mapChange: "Open the map I am on",
  questsAutoComplete: "Complete quests when the game does",
  questsPro: "Completing quests from the helper is a Pro feature: Pro status required",
  currentMap: "Map",
  position: "Position",
  logsTitle: "Helper log",
  logsEmpty: "Nothing yet.",
  actionsTitle: "What the helper did",
  actionsEmpty: "No action yet.",
  actions: { MAP_CHANGE: "Map change", POSITION_UPDATE: "Position", QUEST_UPDATE: "Quest completed" },
  install: "How to install the helper",
  cloudLink: "Pairing key for the cloud mode",
  signIn: "Sign in to pair the helper with your account.",
  keyTitle: "Pairing key",
  keyNone: "No pairing key yet.",
  keyMade: (prefix, date) => `Key ${prefix}… made ${date}`,
  keyShownOnce: "Copy it now: it is shown only once. Anyone with it can send positions to your maps.",
  keyCreate: "Create a key",
  keyRotate: "Replace the key",
  keyRevoke: "Revoke the key",
  keyRevoked: "The key is revoked; helpers using it are disconnected.",
  keyCommand: "Start the helper with:",
  failed: "That did not work; try again.",
};

const ru: PilotMessages = {
  modeTitle: "Как подключается помощник",
  modes: { DESKTOP_APP: "Приложение на компьютере", CLOUD: "Облако" },
  modeHints: {
    DESKTOP_APP: "Помощник работает на этом компьютере, и страница подключается к нему напрямую (порт 5123).",
    CLOUD:
      "Помощник подключается к сайту с вашим ключом сопряжения; за ним следует любой браузер, где вы вошли.",
  },
  statuses: { Connected: "Подключено", Connecting: "Подключение…", Disconnected: "Отключено" },
  closedBy: {
    tooFast: "Сайт закрыл соединение: слишком много сообщений сразу. Оно восстановится само.",
    tooMany:
      "Сайт закрыл соединение: за помощником следит слишком много страниц вашего аккаунта. Закройте часть из них; эта страница попробует снова через 30 секунд.",
    replaced: "Сайт закрыл соединение: подключился более новый помощник.",
  },
  connect: "Подключить",
  disconnect: "Отключить",
  status: "Статус",
  version: "Версия помощника",
  newerHelper: (v) => `(текущая версия ${v}: обновите помощника)`,
  unknown: "неизвестно",
  settingsTitle: "Настройки помощника",
  gameFolder: "Папка игры",
  screenshotsFolder: "Папка скриншотов",
  settingsOnlyConnected: "Настройки меняются, когда помощник запущен и подключён.",
  resetSettings: "Сбросить настройки помощника",
  update: "Обновить помощника",
  mapChange: "Открывать карту, на которой я",
  questsAutoComplete: "Выполнять задания вместе с игрой",
  questsPro: "Выполнение заданий из помощника доступно с Pro: требуется статус Pro",
  currentMap: "Карта",
  position: "Позиция",
  logsTitle: "Журнал помощника",
  logsEmpty: "Пока пусто.",
  actionsTitle: "Что сделал помощник",
  actionsEmpty: "Действий пока нет.",
  actions: { MAP_CHANGE: "Смена карты", POSITION_UPDATE: "Позиция", QUEST_UPDATE: "Задание выполнено" },
  install: "Как установить помощника",
  cloudLink: "Ключ сопряжения для облачного режима",
  signIn: "Войдите, чтобы связать помощника со своим аккаунтом.",
  keyTitle: "Ключ сопряжения",
  keyNone: "Ключа пока нет.",
  keyMade: (prefix, date) => `Ключ ${prefix}… создан ${date}`,
  keyShownOnce:
    "Скопируйте его сейчас: он показывается один раз. Любой, у кого он есть, может отправлять позиции на ваши карты.",
  keyCreate: "Создать ключ",
  keyRotate: "Заменить ключ",
  keyRevoke: "Отозвать ключ",
  keyRevoked: "Ключ отозван; помощники с ним отключены.",
  keyCommand: "Запустите помощника командой:",
  failed: "Не получилось, попробуйте ещё раз.",
};

const pilotCatalogue = defineCatalogue<PilotMessages>({ en, ru });

/** The pilot pages' texts in a locale. */
export const pilotText = (locale: string | null | undefined): PilotMessages => t(pilotCatalogue, locale);
