import type { ResetKind } from "../contracts/user";
import { formatDecimal, formatNumber } from "../domain/format";
import type { LockReason, QuestStatus, StandingCompare } from "../domain/quest-status";
import { defineCatalogue, t } from "./index";

/**
 * Texts of the progression pages (quests, hideout, dashboard, items to keep), in English and
 * Russian; a namespace of the site's catalogues (./index.ts). Quest and trader names come from
 * the data, already localised.
 */
const en = {
  status: {
    Completed: "Completed",
    Cancelled: "Cancelled",
    Locked: "Locked",
    Current: "Current",
    Available: "Available",
  } as Record<QuestStatus, string>,
  needsQuest: (quest: string) => `Needs “${quest}” done`,
  needsQuestOrFailed: (quest: string) => `Needs “${quest}” completed or failed`,
  opensWhenAccepted: (quest: string) => `Opens when “${quest}” is accepted`,
  opensWhenFailed: (quest: string) => `Opens when “${quest}” has failed`,
  needsOneOf: (quests: string) => `Needs one of: ${quests}`,
  needsLevel: (need: number, have: number) => `Needs level ${need} (you are ${have})`,
  needsLoyalty: (trader: string, need: number, have: number) =>
    `Needs ${trader} loyalty level ${need} (you have ${have})`,
  needsStanding: (trader: string, compare: string, need: string, have: string) =>
    `Needs ${trader} standing ${compare} ${need} (you have ${have})`,
  needsKappa: (missing: number) => `Needs every Kappa quest done (${missing} left)`,
  freeLimit: "Free version: at most 3 quests selected at once. Pro status required",
  proRequired: "Pro status required",
  areYouSure: "Are you sure?",
  complete: "Complete",
  reopen: "Reopen",
  build: "Build",
  upgrade: "Upgrade",
  destroy: "Destroy",
  fromEdition: "Comes with your game edition",
  met: "met",
  missing: "missing",
  foundInRaid: "found in raid",
  firColumn: "Found in raid",
  questsTitle: "Quests",
  questsNote:
    "Every quest with its status, and for a locked one what it is waiting for. Complete or reopen quests, select the ones you are on, and filter by trader, map and status.",
  loading: "Loading quests…",
  loadFailed: "Quests could not be loaded",
  freeNote:
    "Free version: up to 3 quests selected at once; the quest search is Pro. Your progress is kept in this browser; with Pro it is saved with your character.",
  playerReadOnly:
    "Level, loyalty, standing and progress tracking come from your character's settings (editable with Pro).",
  loyaltyNeedsTracking: "Turn progress tracking on to set trader loyalty levels and standings.",
  search: "Search quests",
  searchPro: "Search quests (Pro status required)",
  noQuests: "No quest matches these filters.",
  levelName: (station: string, level: number) => `${station} level ${level}`,
  hideoutTitle: "Hideout progress",
  hideoutNote:
    "Build, upgrade or destroy each station's levels. Requirements are shown met or missing from your found items (items tracker), station levels, trader loyalty and skills.",
  hideoutFreeNote: "Your hideout progress is kept in this browser; with Pro it is saved with your character.",
  notBuilt: "Not built",
  levelOf: (level: number, max: number) => `Level ${level} of ${max}`,
  nextLevel: (level: number) => `Level ${level} needs`,
  maxLevel: "Fully built",
  noRequirements: "Nothing",
  reqItem: (name: string, need: number, have: number) =>
    `${formatNumber(need, "en")} × ${name} (found ${formatNumber(have, "en")})`,
  reqStation: (station: string, need: number, have: number) => `${station} level ${need} (built ${have})`,
  reqTrader: (trader: string, need: number, have: number) =>
    `${trader} loyalty level ${need} (you have ${have})`,
  reqSkill: (skill: string, need: number, have: number | null) =>
    have === null ? `${skill} skill level ${need}` : `${skill} skill level ${need} (you have ${have})`,
  checkInGame: "check in game",
  dashboardTitle: "Dashboard",
  dashboardNote: "Your quest progress per trader and per map, the Kappa container, and what to do next.",
  doneOf: (done: number, total: number) => `${formatNumber(done, "en")} of ${formatNumber(total, "en")}`,
  kappaProgress: "Kappa progress",
  perTrader: "Per trader",
  perMap: "Per map",
  nextQuests: "Quests to do",
  nextLevels: "Hideout levels you can build now",
  almostQuests: "One step away",
  nothingYet: "Nothing for now.",
  allQuests: "All quests",
  allStations: "Hideout",
  reset: {
    quests: "Reset quests progress",
    items: "Reset items progress",
    hideout: "Reset hideout progress",
    all: "Reset all progress",
  } as Record<ResetKind, string>,
  yes: "Yes",
  cancel: "Cancel",
  resetFailed: "The progress could not be reset",
  itemsTrackerTitle: "Items tracker",
  itemsTrackerNote:
    "Count the items you have found for the quests you have not completed and the hideout levels you have not built.",
  itemsTrackerPro:
    "Counting found items is a Pro feature: you can see what is needed, the + and − buttons need Pro. Pro status required",
  itemsInteractiveTitle: "Interactive items",
  itemsInteractiveNote:
    "Items grouped by what needs them (each trader's quests, each hideout station). Click an item to add one found; right-click or Shift+click to remove one.",
  found: "Found",
  foundOf: (found: number, need: number) => `${formatNumber(found, "en")} / ${formatNumber(need, "en")}`,
  addFound: (item: string) => `Add one found ${item}`,
  foundOfItem: (item: string) => `Found ${item}`,
  removeFound: (item: string) => `Remove one found ${item}`,
  questsOf: (trader: string) => `${trader} quests`,
  noItemsNeeded: "No item is needed any more.",
  stillNeeded: "Still needed only (hide what you have collected)",
  storyUnlock: "Unlocked by the story chapter",
  firOnly: "Found in raid only",
  questsColumn: "Quests",
  hideoutColumn: "Hideout",
  total: "Total",
  noneShown: "No item matches these filters.",
  questsMapTitle: "Interactive quests map",
  questsMapNote:
    "Quests laid out by their chains, coloured by status. Drag to pan, use the wheel (or the buttons) to zoom; pick a quest to complete or reopen it.",
  questsMapFree:
    "The full quests map is Pro: without it you see one trader's chain at a time. Pro status required",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  zoomReset: "Reset view",
  legend: "Legend",
  pickQuest: "Pick a quest on the map to see it here.",
  questsMapLabel: "Quests map",
  trader: "Trader",
  allTraders: "All traders",
  map: "Map",
  allMaps: "All maps",
  statusLabel: "Status",
  allStatuses: "All statuses",
  kappa: "Kappa",
  lighthouse: "Lighthouse",
  select: "Select",
  unselect: "Unselect",
  playerLegend: "Level and trader loyalty",
  tracking: "Progress tracking (checks level and loyalty)",
  level: "Level",
  loyaltyOf: (trader: string) => `${trader} loyalty level`,
  standingOf: (trader: string) => `${trader} standing`,
  itemsToKeepTitle: "Items to keep",
  itemsToKeepNote:
    "Items still needed by the quests you have not completed and the hideout levels you have not built. Free for everyone.",
  item: "Item",
  count: "Count",
  neededBy: "Needed by",
};
export type ProgressionText = typeof en;

const ru: ProgressionText = {
  status: {
    Completed: "Выполнен",
    Cancelled: "Отменён",
    Locked: "Закрыт",
    Current: "Текущий",
    Available: "Доступен",
  },
  needsQuest: (quest) => `Нужно выполнить «${quest}»`,
  needsQuestOrFailed: (quest) => `Нужно выполнить или провалить «${quest}»`,
  opensWhenAccepted: (quest) => `Откроется, когда будет взято задание «${quest}»`,
  opensWhenFailed: (quest) => `Откроется, если задание «${quest}» будет провалено`,
  needsOneOf: (quests) => `Нужно выполнить одно из: ${quests}`,
  needsLevel: (need, have) => `Нужен уровень ${need} (у вас ${have})`,
  needsLoyalty: (trader, need, have) => `Нужен уровень лояльности ${trader} ${need} (у вас ${have})`,
  needsStanding: (trader, compare, need, have) =>
    `Нужна репутация у торговца ${trader} ${compare} ${need} (у вас ${have})`,
  needsKappa: (missing) => `Нужно выполнить все задания для Каппы (осталось ${missing})`,
  freeLimit: "Бесплатная версия: не больше 3 выбранных заданий. Требуется статус Pro",
  proRequired: "Требуется статус Pro",
  areYouSure: "Вы уверены?",
  complete: "Выполнить",
  reopen: "Открыть заново",
  build: "Построить",
  upgrade: "Улучшить",
  destroy: "Разрушить",
  fromEdition: "Даётся вашим изданием игры",
  met: "выполнено",
  missing: "не хватает",
  foundInRaid: "найдено в рейде",
  firColumn: "Найдено в рейде",
  questsTitle: "Задания",
  questsNote:
    "Все задания со статусом, а у закрытых — чего они ждут. Выполняйте задания или открывайте их заново, выбирайте текущие и фильтруйте по торговцу, карте и статусу.",
  loading: "Загрузка заданий…",
  loadFailed: "Не удалось загрузить задания",
  freeNote:
    "Бесплатная версия: не больше 3 выбранных заданий; поиск по заданиям — Pro. Прогресс хранится в этом браузере; с Pro он сохраняется в персонаже.",
  playerReadOnly:
    "Уровень, лояльность, репутация и учёт прогресса берутся из настроек персонажа (изменять можно с Pro).",
  loyaltyNeedsTracking: "Включите учёт прогресса, чтобы задать уровни лояльности и репутацию у торговцев.",
  search: "Поиск заданий",
  searchPro: "Поиск заданий (Требуется статус Pro)",
  noQuests: "Нет заданий под эти фильтры.",
  levelName: (station, level) => `${station}, уровень ${level}`,
  hideoutTitle: "Прогресс убежища",
  hideoutNote:
    "Стройте, улучшайте и разрушайте уровни модулей. Требования отмечены как выполненные или нет по найденным предметам (трекер предметов), уровням модулей, лояльности торговцев и навыкам.",
  hideoutFreeNote: "Прогресс убежища хранится в этом браузере; с Pro он сохраняется в персонаже.",
  notBuilt: "Не построено",
  levelOf: (level, max) => `Уровень ${level} из ${max}`,
  nextLevel: (level) => `Для уровня ${level} нужно`,
  maxLevel: "Построено полностью",
  noRequirements: "Ничего",
  reqItem: (name, need, have) =>
    `${formatNumber(need, "ru")} × ${name} (найдено ${formatNumber(have, "ru")})`,
  reqStation: (station, need, have) => `${station}, уровень ${need} (построен ${have})`,
  reqTrader: (trader, need, have) => `Лояльность ${trader} ${need} (у вас ${have})`,
  reqSkill: (skill, need, have) =>
    have === null ? `Навык ${skill}, уровень ${need}` : `Навык ${skill}, уровень ${need} (у вас ${have})`,
  checkInGame: "проверьте в игре",
  dashboardTitle: "Сводка",
  dashboardNote: "Прогресс заданий по торговцам и картам, путь к контейнеру «Каппа» и что делать дальше.",
  doneOf: (done, total) => `${formatNumber(done, "ru")} из ${formatNumber(total, "ru")}`,
  kappaProgress: "Прогресс «Каппы»",
  perTrader: "По торговцам",
  perMap: "По картам",
  nextQuests: "Задания к выполнению",
  nextLevels: "Уровни убежища, которые можно построить сейчас",
  almostQuests: "Остался один шаг",
  nothingYet: "Пока ничего.",
  allQuests: "Все задания",
  allStations: "Убежище",
  reset: {
    quests: "Сбросить прогресс заданий",
    items: "Сбросить прогресс предметов",
    hideout: "Сбросить прогресс убежища",
    all: "Сбросить весь прогресс",
  },
  yes: "Да",
  cancel: "Отмена",
  resetFailed: "Не удалось сбросить прогресс",
  itemsTrackerTitle: "Трекер предметов",
  itemsTrackerNote: "Отмечайте найденные предметы для невыполненных заданий и непостроенных уровней убежища.",
  itemsTrackerPro:
    "Учёт найденных предметов доступен с Pro: список нужного виден всем, кнопкам + и − нужен Pro. Требуется статус Pro",
  itemsInteractiveTitle: "Интерактивные предметы",
  itemsInteractiveNote:
    "Предметы по тому, кому они нужны (задания каждого торговца, каждый модуль убежища). Щелчок добавляет один найденный; правый щелчок или Shift+щелчок убирает один.",
  found: "Найдено",
  foundOf: (found, need) => `${formatNumber(found, "ru")} / ${formatNumber(need, "ru")}`,
  addFound: (item) => `Добавить найденный: ${item}`,
  foundOfItem: (item) => `Найдено: ${item}`,
  removeFound: (item) => `Убрать найденный: ${item}`,
  questsOf: (trader) => `Задания: ${trader}`,
  noItemsNeeded: "Больше никаких предметов не нужно.",
  stillNeeded: "Только то, что ещё нужно (скрыть собранное)",
  storyUnlock: "Открывается сюжетной главой",
  firOnly: "Только найденное в рейде",
  questsColumn: "Задания",
  hideoutColumn: "Убежище",
  total: "Всего",
  noneShown: "Под эти фильтры не подходит ни один предмет.",
  questsMapTitle: "Интерактивная карта заданий",
  questsMapNote:
    "Задания по цепочкам, цвет — статус. Перетаскивайте карту, колесо мыши (или кнопки) меняет масштаб; выберите задание, чтобы выполнить его или открыть заново.",
  questsMapFree:
    "Полная карта заданий доступна с Pro: без него видна цепочка одного торговца. Требуется статус Pro",
  zoomIn: "Приблизить",
  zoomOut: "Отдалить",
  zoomReset: "Сбросить вид",
  legend: "Обозначения",
  pickQuest: "Выберите задание на карте, чтобы увидеть его здесь.",
  questsMapLabel: "Карта заданий",
  trader: "Торговец",
  allTraders: "Все торговцы",
  map: "Карта",
  allMaps: "Все карты",
  statusLabel: "Статус",
  allStatuses: "Все статусы",
  kappa: "Каппа",
  lighthouse: "Маяк",
  select: "Выбрать",
  unselect: "Снять выбор",
  playerLegend: "Уровень и лояльность торговцев",
  tracking: "Учёт прогресса (проверяет уровень и лояльность)",
  level: "Уровень",
  loyaltyOf: (trader) => `Уровень лояльности ${trader}`,
  standingOf: (trader) => `Репутация у торговца ${trader}`,
  itemsToKeepTitle: "Что сохранить",
  itemsToKeepNote:
    "Предметы, которые ещё нужны для невыполненных заданий и непостроенных уровней убежища. Бесплатно для всех.",
  item: "Предмет",
  count: "Кол-во",
  neededBy: "Нужно для",
};

export const progressionCatalogue = defineCatalogue<ProgressionText>({ en, ru });

/** The progression texts of a locale (English for locales without texts). */
export const progressionText = (locale: string | null | undefined): ProgressionText =>
  t(progressionCatalogue, locale);

const COMPARE_SIGNS: Record<StandingCompare, string> = { ">=": "≥", ">": ">", "<=": "≤", "<": "<" };

/** A standing as the game shows it: up to two decimals, a real minus sign. @example standingText(-1.5, "en") // "−1.5" */
export function standingText(value: number, locale: string): string {
  const text = formatDecimal(Math.abs(value), locale);
  return value < 0 ? `−${text}` : text;
}

/**
 * Why a quest is locked, in words; `name` turns a quest or trader uid into its shown name, and
 * `locale` writes standings (decimal comma in ru).
 */
export function lockReasonText(
  text: ProgressionText,
  r: LockReason,
  name: (uid: string) => string,
  locale = "en",
): string {
  switch (r.kind) {
    case "require":
      return r.failed ? text.needsQuestOrFailed(name(r.quest)) : text.needsQuest(name(r.quest));
    case "accept":
      return text.opensWhenAccepted(name(r.quest));
    case "fail":
      return text.opensWhenFailed(name(r.quest));
    case "standing":
      return text.needsStanding(
        name(r.trader),
        COMPARE_SIGNS[r.compare],
        standingText(r.need, locale),
        standingText(r.have, locale),
      );
    case "requireOr":
      return text.needsOneOf(r.quests.map(name).join(", "));
    case "level":
      return text.needsLevel(r.need, r.have);
    case "loyalty":
      return text.needsLoyalty(name(r.trader), r.need, r.have);
    case "kappa":
      return text.needsKappa(r.missing);
  }
}
