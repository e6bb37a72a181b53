import { defineCatalogue, t } from "./index";

/** Texts may hold `code` in backticks: commands and names shown as they are, not translated. */
type InstallMessages = {
  intro: string;
  needTitle: string;
  needs: string[];
  download: string;
  downloadNote: string;
  desktopTitle: string;
  desktopText: string;
  desktopThen: string;
  cloudTitle: string;
  cloudText: string;
  whatTitle: string;
  what: string[];
  tarkovPilotTitle: string;
  tarkovPilot: string[];
};

const en: InstallMessages = {
  intro:
    "The helper is a small program that runs beside the game. It reads your screenshot names and the game's logs, and tells this site where you are, which map you are on and which quests you finished.",
  needTitle: "What you need",
  needs: [
    "`Node.js 20` or newer on the computer you play on.",
    "The helper: one file, below. Nothing else to install.",
    "The game's screenshots folder and its `Logs` folder.",
  ],
  download: "Download the helper",
  downloadNote:
    "Save it anywhere, then run the commands below from the folder you saved it in. `node tarkov-companion-pilot.mjs --help` lists every option. In a copy of this site's source the same helper runs as `npm run pilot --`.",
  desktopTitle: "Desktop mode",
  desktopText: "Start the helper on the computer you play on; it listens on 127.0.0.1, port 5123:",
  desktopThen: "Then choose Desktop app and Connect on",
  cloudTitle: "Cloud mode",
  cloudText:
    "The helper connects to this site instead, so a phone or a second computer follows you. Make a pairing key (shown once) on",
  tarkovPilotTitle: "Already using TarkovPilot?",
  tarkovPilot: [
    "TarkovPilot 1.0 (the desktop app on port 5123): start it as usual, then choose Desktop app and Connect on `/pilot`. Its map names, positions and log lines work unchanged.",
    "TarkovPilot 2.x (webhooks): make a pairing key on `/pilot/cloud`, then in TarkovPilot set the site to this site's address and the connection key to that pairing key. Its status, maps, screenshots and finished quests reach your open pages; quests are completed for Pro with the setting on, as with this site's helper.",
  ],
  whatTitle: "What it sends",
  what: [
    "A new screenshot: your position and where you looked, as an arrow on the map (Pro).",
    "A raid on another map: that map opens, when you allow it.",
    "A finished quest: it is marked done, when you allow it (Pro).",
  ],
};

const ru: InstallMessages = {
  intro:
    "Помощник — небольшая программа, которая работает рядом с игрой. Он читает имена скриншотов и журналы игры и сообщает сайту, где вы, на какой вы карте и какие задания выполнили.",
  needTitle: "Что нужно",
  needs: [
    "`Node.js 20` или новее на компьютере, где вы играете.",
    "Сам помощник — один файл, ниже. Больше ничего устанавливать не нужно.",
    "Папка скриншотов игры и её папка журналов (`Logs`).",
  ],
  download: "Скачать помощника",
  downloadNote:
    "Сохраните его куда угодно и выполняйте команды ниже в той папке, где он лежит. `node tarkov-companion-pilot.mjs --help` перечисляет все параметры. В копии исходного кода сайта тот же помощник запускается как `npm run pilot --`.",
  desktopTitle: "Режим приложения на компьютере",
  desktopText: "Запустите помощника на компьютере, где вы играете; он слушает 127.0.0.1, порт 5123:",
  desktopThen: "Затем выберите «Приложение на компьютере» и «Подключить» на странице",
  cloudTitle: "Облачный режим",
  cloudText:
    "Помощник подключается к сайту, и за вами следует телефон или второй компьютер. Создайте ключ сопряжения (показывается один раз) на странице",
  tarkovPilotTitle: "Уже пользуетесь TarkovPilot?",
  tarkovPilot: [
    "TarkovPilot 1.0 (приложение на компьютере, порт 5123): запустите его как обычно, затем выберите «Приложение на компьютере» и «Подключить» на `/pilot`. Его названия карт, позиции и строки журнала работают без изменений.",
    "TarkovPilot 2.x (вебхуки): создайте ключ сопряжения на `/pilot/cloud`, затем в TarkovPilot укажите адрес этого сайта и этот ключ как ключ подключения. Его статус, карты, скриншоты и выполненные задания дойдут до ваших открытых страниц; задания отмечаются для Pro с включённой настройкой, как и с помощником этого сайта.",
  ],
  whatTitle: "Что он отправляет",
  what: [
    "Новый скриншот: ваша позиция и направление взгляда, стрелкой на карте (Pro).",
    "Рейд на другой карте: открывается эта карта, если вы разрешили.",
    "Выполненное задание: отмечается выполненным, если вы разрешили (Pro).",
  ],
};

const installCatalogue = defineCatalogue<InstallMessages>({ en, ru });

/** The /pilot/new page's texts in a locale. */
export const pilotInstallText = (locale: string | null | undefined): InstallMessages =>
  t(installCatalogue, locale);
