import type { ChallengeRules } from "../domain/challenge";
import { defineCatalogue, plural, t } from "./index";

/** Texts of the streamer challenge page, its widget and its admin editor. */
type ChallengeMessages = {
  loading: string;
  failed: string;
  off: string;
  none: string;
  dates: (start: string, end: string) => string;
  phase: Record<"upcoming" | "running" | "ended", string>;
  frozen: string;
  rulesTitle: string;
  rules: (r: ChallengeRules) => string[];
  sinceJoining: string;
  signIn: string;
  channel: string;
  channelHint: string;
  join: string;
  update: string;
  leave: string;
  joined: string;
  standingsTitle: string;
  noStandings: string;
  rank: string;
  streamer: string;
  score: string;
  quests: string;
  kappa: string;
  modules: string;
  items: string;
  you: string;
  widgetTitle: string;
  widgetHint: string;
  // admin editor
  adminTitle: string;
  adminNote: string;
  title: string;
  startsAt: string;
  endsAt: string;
  points: Record<keyof ChallengeRules, string>;
  create: string;
  save: string;
  edit: string;
  newChallenge: string;
  saved: string;
  entries: (n: number) => string;
};

const points = (n: number) => plural(n, "en", { one: "point", other: "points" });

const en: ChallengeMessages = {
  loading: "Loading…",
  failed: "Could not load the challenge. Try again.",
  off: "There is no streamer challenge now. Come back when one is announced.",
  none: "No challenge has been announced yet.",
  dates: (start, end) => `${start} – ${end} (UTC)`,
  phase: { upcoming: "Starts soon: join now.", running: "Running now.", ended: "Ended." },
  frozen: "Final scores.",
  rulesTitle: "Scoring",
  rules: (r) => [
    `${points(r.quest)} for each quest completed`,
    `${r.kappaQuest} more for a quest the Kappa container needs`,
    `${points(r.module)} for each hideout module level built`,
    `${points(r.item)} for each item found for the tracker`,
  ],
  sinceJoining:
    "Only progress made while the challenge runs counts, read from your tracker (quests, hideout, items found). Whoever joins before the start scores from the start.",
  signIn: "Sign in to join the challenge.",
  channel: "Your channel (https://…, optional)",
  channelHint: "The leaderboard shows your username and links your channel.",
  join: "Join the challenge",
  update: "Update my channel",
  leave: "Leave the challenge",
  joined: "You are in the challenge.",
  standingsTitle: "Leaderboard",
  noStandings: "No streamer has joined yet.",
  rank: "#",
  streamer: "Streamer",
  score: "Score",
  quests: "Quests",
  kappa: "Kappa",
  modules: "Modules",
  items: "Items",
  you: "you",
  widgetTitle: "On stream",
  widgetHint:
    "Add this address as a browser source in OBS; top, style (list or ticker), lang, color, size and speed are set in it:",
  adminTitle: "Streamer challenge",
  adminNote: "The page and the menu entry show while the tournament setting above is on.",
  title: "Title",
  startsAt: "Starts (UTC)",
  endsAt: "Ends (UTC)",
  points: {
    quest: "Points per quest",
    kappaQuest: "Extra points per Kappa quest",
    module: "Points per hideout module level",
    item: "Points per item found",
  },
  create: "Create the challenge",
  save: "Save the challenge",
  edit: "Edit",
  newChallenge: "New challenge",
  saved: "Saved.",
  entries: (n) => plural(n, "en", { one: "streamer", other: "streamers" }),
};

const ru: ChallengeMessages = {
  loading: "Загрузка…",
  failed: "Не удалось загрузить челлендж. Попробуйте ещё раз.",
  off: "Сейчас челленджа стримеров нет. Загляните, когда его объявят.",
  none: "Челлендж ещё не объявлен.",
  dates: (start, end) => `${start} – ${end} (UTC)`,
  phase: { upcoming: "Скоро начнётся: присоединяйтесь.", running: "Идёт сейчас.", ended: "Завершён." },
  frozen: "Итоговые очки.",
  rulesTitle: "Очки",
  rules: (r) => [
    `${plural(r.quest, "ru", { one: "очко", few: "очка", many: "очков", other: "очка" })} за каждое выполненное задание`,
    `ещё ${r.kappaQuest} за задание, нужное для контейнера «Каппа»`,
    `${r.module} за каждый построенный уровень модуля убежища`,
    `${r.item} за каждый найденный для трекера предмет`,
  ],
  sinceJoining:
    "Считается только прогресс, сделанный во время челленджа, по вашему трекеру (задания, убежище, найденные предметы). Кто присоединился до старта, набирает очки со старта.",
  signIn: "Войдите, чтобы участвовать.",
  channel: "Ваш канал (https://…, необязательно)",
  channelHint: "В таблице видно ваше имя пользователя и ссылку на канал.",
  join: "Участвовать",
  update: "Обновить канал",
  leave: "Выйти из челленджа",
  joined: "Вы участвуете.",
  standingsTitle: "Таблица",
  noStandings: "Пока никто не присоединился.",
  rank: "№",
  streamer: "Стример",
  score: "Очки",
  quests: "Задания",
  kappa: "Каппа",
  modules: "Модули",
  items: "Предметы",
  you: "вы",
  widgetTitle: "На стриме",
  widgetHint:
    "Добавьте этот адрес как источник «Браузер» в OBS; в нём задаются top, style (list или ticker), lang, color, size и speed:",
  adminTitle: "Челлендж стримеров",
  adminNote: "Страница и пункт меню видны, пока включена настройка турнира выше.",
  title: "Название",
  startsAt: "Начало (UTC)",
  endsAt: "Конец (UTC)",
  points: {
    quest: "Очков за задание",
    kappaQuest: "Доп. очков за задание для «Каппы»",
    module: "Очков за уровень модуля убежища",
    item: "Очков за найденный предмет",
  },
  create: "Создать челлендж",
  save: "Сохранить челлендж",
  edit: "Изменить",
  newChallenge: "Новый челлендж",
  saved: "Сохранено.",
  entries: (n) => plural(n, "ru", { one: "стример", few: "стримера", many: "стримеров", other: "стримера" }),
};

const challengeCatalogue = defineCatalogue<ChallengeMessages>({ en, ru });

export const challengeText = (locale: string | null | undefined): ChallengeMessages =>
  t(challengeCatalogue, locale);
