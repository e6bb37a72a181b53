import { defineCatalogue, t } from "./index";

/** /progression/story: the page's own words; the chapters' texts come from the data, in English. */
type StoryMessages = {
  title: string;
  note: string;
  dataNote: string;
  loading: string;
  nextLabel: string;
  nothingNext: string;
  freeNote: string;
  states: Record<"locked" | "open" | "done", string>;
  progress: (done: number, total: number) => string;
  requires: string;
  howItStarts: string;
  notes: string;
  rewards: string;
  unlocks: string;
  steps: (n: number) => string;
  step: (n: number) => string;
  stepDone: (n: number) => string;
  optional: string;
  choice: string;
  markChapter: string;
  reopenChapter: string;
  wiki: string;
};

const en: StoryMessages = {
  title: "Story chapters",
  note: "The Tarkov 1.0 storyline, chapter by chapter: what each chapter needs, its objectives, and the choices that change later routes.",
  dataNote:
    "The chapters' texts come from TarkovTracker's data overlay (21 Aug 2026) and are in English. The quest lists leave story quests out, so a chapter's objectives are grouped into steps, one per story quest: mark a step done when you finish it in the game.",
  loading: "Loading your progress…",
  nextLabel: "Next",
  nothingNext: "No open chapter has an objective left.",
  freeNote: "Your story progress is kept in this browser; with Pro it is saved with your character.",
  states: { locked: "Locked", open: "Open", done: "Done" },
  progress: (done, total) => `${done} of ${total} objectives`,
  requires: "Needs",
  howItStarts: "How it starts",
  notes: "Choices and notes",
  rewards: "Rewards",
  unlocks: "Unlocks quests",
  steps: (n) => `Steps (${n})`,
  step: (n) => `Step ${n}`,
  stepDone: (n) => `Step ${n} done`,
  optional: "optional",
  choice: "a choice: one of these",
  markChapter: "Mark every step done",
  reopenChapter: "Reopen every step",
  wiki: "Wiki",
};

const ru: StoryMessages = {
  title: "Сюжетные главы",
  note: "Сюжет Tarkov 1.0 по главам: что нужно для каждой главы, её цели и выборы, которые меняют дальнейший путь.",
  dataNote:
    "Тексты глав взяты из данных TarkovTracker (21 авг 2026) и приведены на английском. В списках заданий нет сюжетных заданий, поэтому цели главы собраны в шаги, по одному на сюжетное задание: отмечайте шаг, когда выполните его в игре.",
  loading: "Загрузка прогресса…",
  nextLabel: "Дальше",
  nothingNext: "В открытых главах не осталось целей.",
  freeNote: "Прогресс сюжета хранится в этом браузере; с Pro он сохраняется в персонаже.",
  states: { locked: "Закрыта", open: "Открыта", done: "Пройдена" },
  progress: (done, total) => `${done} из ${total} целей`,
  requires: "Нужно",
  howItStarts: "Как начать",
  notes: "Выборы и заметки",
  rewards: "Награды",
  unlocks: "Открывает задания",
  steps: (n) => `Шаги (${n})`,
  step: (n) => `Шаг ${n}`,
  stepDone: (n) => `Шаг ${n} выполнен`,
  optional: "необязательно",
  choice: "выбор: одно из этого",
  markChapter: "Отметить все шаги",
  reopenChapter: "Снять отметки со всех шагов",
  wiki: "Вики",
};

const storyCatalogue = defineCatalogue({ en, ru });

export const storyText = (locale: string | null | undefined) => t(storyCatalogue, locale);
export type StoryText = StoryMessages;
