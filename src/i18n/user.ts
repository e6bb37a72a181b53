import type { PatreonOutcome } from "../contracts/auth";
import { type ResetKind, TRACKED_TRADERS, type TrackedTrader } from "../contracts/user";
import { ruGameName } from "./game-names";
import { defineCatalogue } from "./index";

/** The header's user block: only what the light header script shows (it ships on every page). */
type HeaderMessages = {
  gameMode: string;
  characterMenu: string;
};

/** Texts of the user block in the header (docs/product.md §2). */
export const userHeaderText = defineCatalogue<HeaderMessages>({
  en: { gameMode: "Game mode", characterMenu: "Character and account menu" },
  ru: { gameMode: "Режим игры", characterMenu: "Меню персонажа и аккаунта" },
});

type UserMessages = {
  sides: { Bear: string; Usec: string };
  newPmc: string;
  settings: string;
  account: string;
  logout: string;
  characters: string;
  popupTitle: string;
  close: string;
  gameEdition: string;
  pmcName: string;
  side: string;
  gameMode: string;
  level: string;
  traderLevels: string;
  traders: Record<TrackedTrader, string>;
  copyFrom: string;
  copy: string;
  noOtherPmc: string;
  resetProgress: string;
  resets: Record<ResetKind, string>;
  resetDone: string;
  deletePmc: string;
  mainProfile: string;
  areYouSure: string;
  yes: string;
  no: string;
  proRequired: string;
  getPro: string;
  saving: string;
  saved: string;
  failed: string;
};

/** Texts of the character dropdown and the user popup (docs/product.md §2, §4, §5). */
export const userText = defineCatalogue<UserMessages>({
  en: {
    sides: { Bear: "Bear", Usec: "USEC" },
    newPmc: "New PMC",
    settings: "Settings",
    account: "Account",
    logout: "Logout",
    characters: "Your PMCs",
    popupTitle: "PMC settings",
    close: "Close",
    gameEdition: "Game edition",
    pmcName: "PMC name",
    side: "Side",
    gameMode: "Game mode",
    level: "Level",
    traderLevels: "Trader levels",
    traders: {
      prapor: "Prapor",
      therapist: "Therapist",
      skier: "Skier",
      peacekeeper: "Peacekeeper",
      mechanic: "Mechanic",
      ragman: "Ragman",
      jaeger: "Jaeger",
      ref: "Ref",
    },
    copyFrom: "Copy progress from another PMC",
    copy: "Copy progress",
    noOtherPmc: "You have no other PMC.",
    resetProgress: "Reset progress",
    resets: { quests: "Quests", items: "Items", hideout: "Hideout", all: "All progress" },
    resetDone: "Progress reset",
    deletePmc: "Delete PMC",
    mainProfile: "Main profile: it cannot be deleted and plays PVP.",
    areYouSure: "Are you sure?",
    yes: "Yes",
    no: "No",
    proRequired: "Pro status required",
    getPro: "Get Pro",
    saving: "Saving…",
    saved: "Saved",
    failed: "Something went wrong",
  },
  ru: {
    sides: { Bear: "Bear", Usec: "USEC" },
    newPmc: "Новый ЧВК",
    settings: "Настройки",
    account: "Аккаунт",
    logout: "Выйти",
    characters: "Ваши ЧВК",
    popupTitle: "Настройки ЧВК",
    close: "Закрыть",
    gameEdition: "Издание игры",
    pmcName: "Имя ЧВК",
    side: "Сторона",
    gameMode: "Режим игры",
    level: "Уровень",
    traderLevels: "Уровни торговцев",
    // one spelling per trader: the game-names catalogue's
    traders: Object.fromEntries(
      TRACKED_TRADERS.map((uid) => [uid, ruGameName("trader", uid) ?? uid]),
    ) as Record<TrackedTrader, string>,
    copyFrom: "Скопировать прогресс другого ЧВК",
    copy: "Скопировать прогресс",
    noOtherPmc: "Других ЧВК у вас нет.",
    resetProgress: "Сбросить прогресс",
    resets: { quests: "Задания", items: "Предметы", hideout: "Убежище", all: "Весь прогресс" },
    resetDone: "Прогресс сброшен",
    deletePmc: "Удалить ЧВК",
    mainProfile: "Основной профиль: его нельзя удалить, он играет в PVP.",
    areYouSure: "Вы уверены?",
    yes: "Да",
    no: "Нет",
    proRequired: "Требуется статус Pro",
    getPro: "Получить Pro",
    saving: "Сохранение…",
    saved: "Сохранено",
    failed: "Что-то пошло не так",
  },
});

type LoginMessages = {
  intro: string;
  email: string;
  sendCode: string;
  sending: string;
  codeSent: (email: string) => string;
  code: string;
  signIn: string;
  otherEmail: string;
  or: string;
  patronLogin: string;
  signedInAs: (who: string) => string;
  youArePro: string;
  baseAccess: string;
  proTitle: string;
  proList: string[];
  becomePatron: string;
  toAccount: string;
  shareChecking: string;
  shareDone: string;
  loading: string;
  /** What the patron login reports back (`/user?patreon=<outcome>`). */
  patreon: Record<PatreonOutcome, string>;
};

/** Texts of /user: email-code and patron login, the upgrade pitch, share links (docs/product.md §4, §6). */
export const loginText = defineCatalogue<LoginMessages>({
  en: {
    intro: "Sign in to keep your PMCs, progress and settings on every device.",
    email: "Email",
    sendCode: "Send code",
    sending: "Sending…",
    codeSent: (email) => `A 6-digit code was sent to ${email}. It is valid for 10 minutes.`,
    code: "Code from the email",
    signIn: "Sign in",
    otherEmail: "Use another email",
    or: "or",
    patronLogin: "Log in with Patreon",
    signedInAs: (who) => `Signed in as ${who}`,
    youArePro: "You have Pro status. Thank you for your support!",
    baseAccess: "You have base access.",
    proTitle: "What Pro gives",
    proList: [
      "Month, 6-month and year price charts and price history (7 days are free)",
      "The API",
      "The items tracker and screenshot recognition (OCR)",
      "Interactive maps with quest markers and your position on the map",
      "The full interactive quests map",
      "The full crafts and barters calculators",
      "The full quests and hideout tracker and a Pro-only quest search",
      "Gun loadouts, including publishing",
      "Custom prices",
      "Chat messages and trader restock notifications",
      "Nightbot integration",
      "No ads",
      "The patron role on the chat server",
      "Character settings, several PMCs, copying and resetting all progress",
      "PVP/PVE switching, favourites and saved settings",
      "Quest auto-completion from the helper app",
    ],
    becomePatron: "Become a patron",
    toAccount: "Go to your account",
    shareChecking: "Checking the share link…",
    shareDone: "Share link accepted: this device is now signed in.",
    loading: "Loading…",
    patreon: {
      pro: "Signed in with Patreon: you have Pro status. Thank you for your support!",
      ok: "Signed in with Patreon. No active pledge was found, so you have base access.",
      denied: "The Patreon login was cancelled.",
      state: "The Patreon login expired or was started on another page. Please try again.",
      failed: "Patreon could not be reached. Please try again later.",
      email: "Your Patreon account has no verified email. Verify it on Patreon and try again.",
      unavailable: "Patreon login is not configured on this server. Sign in with email instead.",
    },
  },
  ru: {
    intro: "Войдите, чтобы ваши ЧВК, прогресс и настройки были на всех устройствах.",
    email: "Электронная почта",
    sendCode: "Отправить код",
    sending: "Отправка…",
    codeSent: (email) => `Код из 6 цифр отправлен на ${email}. Он действует 10 минут.`,
    code: "Код из письма",
    signIn: "Войти",
    otherEmail: "Другая почта",
    or: "или",
    patronLogin: "Войти через Patreon",
    signedInAs: (who) => `Вы вошли как ${who}`,
    youArePro: "У вас статус Pro. Спасибо за поддержку!",
    baseAccess: "У вас базовый доступ.",
    proTitle: "Что даёт Pro",
    proList: [
      "Графики цен за месяц, полгода и год и история цен (7 дней бесплатно)",
      "API",
      "Трекер предметов и распознавание скриншотов (OCR)",
      "Интерактивные карты с метками заданий и вашей позицией",
      "Полная интерактивная карта заданий",
      "Полные калькуляторы крафтов и бартеров",
      "Полный трекер заданий и убежища и поиск по заданиям для Pro",
      "Сборки оружия, в том числе публикация",
      "Свои цены",
      "Сообщения в чате и уведомления о завозе у торговцев",
      "Интеграция с Nightbot",
      "Без рекламы",
      "Роль патрона на сервере чата",
      "Настройки персонажа, несколько ЧВК, копирование и сброс всего прогресса",
      "Переключение PVP/PVE, избранное и сохранённые настройки",
      "Автозавершение заданий из приложения-помощника",
    ],
    becomePatron: "Стать патроном",
    toAccount: "Перейти в аккаунт",
    shareChecking: "Проверяем ссылку…",
    shareDone: "Ссылка принята: это устройство вошло в аккаунт.",
    loading: "Загрузка…",
    patreon: {
      pro: "Вы вошли через Patreon: у вас статус Pro. Спасибо за поддержку!",
      ok: "Вы вошли через Patreon. Активная подписка не найдена, у вас базовый доступ.",
      denied: "Вход через Patreon отменён.",
      state: "Вход через Patreon устарел или начат на другой странице. Попробуйте ещё раз.",
      failed: "Patreon не отвечает. Попробуйте позже.",
      email:
        "В вашем аккаунте Patreon нет подтверждённой почты. Подтвердите её на Patreon и попробуйте снова.",
      unavailable: "Вход через Patreon на этом сервере не настроен. Войдите по почте.",
    },
  },
});

type AccountMessages = {
  notSignedIn: string;
  logIn: string;
  email: string;
  username: string;
  usernameHint: string;
  save: string;
  usernameSaved: string;
  status: string;
  pro: string;
  patronUntil: (date: string) => string;
  base: string;
  upgrade: string;
  shareTitle: string;
  shareHint: string;
  createShare: string;
  copyLink: string;
  copied: string;
  charactersTitle: string;
  active: string;
  logout: string;
  dataTitle: string;
  dataHint: string;
  download: string;
  deleteAccount: string;
  deleteHint: string;
  sure: string;
  yes: string;
  no: string;
  deleted: string;
  home: string;
};

/** Texts of /account (docs/product.md §2, §4). */
export const accountText = defineCatalogue<AccountMessages>({
  en: {
    notSignedIn: "You are not signed in.",
    logIn: "Log in",
    email: "Email",
    username: "Username",
    usernameHint: "3 to 24 characters",
    save: "Save",
    usernameSaved: "Username saved",
    status: "Status",
    pro: "Pro (patron)",
    patronUntil: (date) => `until ${date}`,
    base: "Base access",
    upgrade: "What Pro gives",
    shareTitle: "Sign in on another device",
    shareHint: "Open this link on the other device. It signs it in once.",
    createShare: "Create a share link",
    copyLink: "Copy link",
    copied: "Copied",
    charactersTitle: "Your PMCs",
    active: "active",
    logout: "Logout",
    dataTitle: "Your data",
    dataHint:
      "Download everything this site keeps about your account as one JSON file, or delete the account. Deleting removes your PMCs and their progress, loadouts and likes, API keys, bot and helper tokens and every session, and cannot be undone.",
    download: "Download my data",
    deleteAccount: "Delete account",
    deleteHint: "See the privacy policy for what is kept and for how long.",
    sure: "Are you sure?",
    yes: "Yes, delete",
    no: "No",
    deleted: "Your account and all its data were deleted.",
    home: "Go to the market",
  },
  ru: {
    notSignedIn: "Вы не вошли в аккаунт.",
    logIn: "Войти",
    email: "Электронная почта",
    username: "Имя пользователя",
    usernameHint: "От 3 до 24 символов",
    save: "Сохранить",
    usernameSaved: "Имя сохранено",
    status: "Статус",
    pro: "Pro (патрон)",
    patronUntil: (date) => `до ${date}`,
    base: "Базовый доступ",
    upgrade: "Что даёт Pro",
    shareTitle: "Вход на другом устройстве",
    shareHint: "Откройте эту ссылку на другом устройстве. Она сработает один раз.",
    createShare: "Создать ссылку",
    copyLink: "Скопировать ссылку",
    copied: "Скопировано",
    charactersTitle: "Ваши ЧВК",
    active: "активный",
    logout: "Выйти",
    dataTitle: "Ваши данные",
    dataHint:
      "Скачайте всё, что сайт хранит о вашем аккаунте, одним файлом JSON или удалите аккаунт. Удаление стирает ваши ЧВК и их прогресс, сборки и лайки, ключи API, токены ботов и помощника и все сеансы. Отменить его нельзя.",
    download: "Скачать мои данные",
    deleteAccount: "Удалить аккаунт",
    deleteHint: "Что и сколько хранится, описано в политике конфиденциальности.",
    sure: "Вы уверены?",
    yes: "Да, удалить",
    no: "Нет",
    deleted: "Ваш аккаунт и все его данные удалены.",
    home: "На рынок",
  },
});
