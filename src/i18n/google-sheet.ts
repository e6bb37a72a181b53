import { defineCatalogue, t } from "./index";

/** Texts may hold `code` in backticks (formulas, menu names), shown as they are. */
type SheetMessages = {
  intro: string;
  keyNote: string;
  formulaTitle: string;
  formulaText: string;
  scriptTitle: string;
  scriptSteps: string[];
  columns: string;
};

const en: SheetMessages = {
  intro: "Keep item prices in a Google Sheet: the sheet reads them from this site every hour.",
  keyNote: "You need an API key (Pro): make one on the developers' page, `/dev/api`.",
  formulaTitle: "The quick way: a formula",
  formulaText: "Put this in a cell of an empty sheet; Google refreshes it about every hour:",
  scriptTitle: "With a menu and an hourly update: an `Apps Script`",
  scriptSteps: [
    "In the sheet open Extensions, then `Apps Script`.",
    "Replace the code with the script below and put your key in `KEY`.",
    "Save, reload the sheet, and use the new `Tarkov prices` menu: `Update now`, or `Update every hour` to add the trigger.",
  ],
  columns:
    "Columns: `uid`, `name`, `price` (flea), `avg24h`, `avg7d` and `updated` (when the price was seen).",
};

const ru: SheetMessages = {
  intro: "Держите цены предметов в Google Таблице: таблица берёт их с сайта каждый час.",
  keyNote: "Нужен ключ API (Pro): создайте его на странице для разработчиков, `/dev/api`.",
  formulaTitle: "Быстрый способ: формула",
  formulaText: "Вставьте это в ячейку пустого листа; Google обновляет её примерно раз в час:",
  scriptTitle: "С меню и обновлением каждый час: скрипт `Apps Script`",
  scriptSteps: [
    "В таблице откройте «Расширения», затем `Apps Script`.",
    "Замените код скриптом ниже и впишите свой ключ в `KEY`.",
    "Сохраните, перезагрузите таблицу и откройте новое меню `Tarkov prices`: `Update now` или `Update every hour`, чтобы добавить триггер.",
  ],
  columns:
    "Столбцы: `uid`, `name`, `price` (барахолка), `avg24h`, `avg7d` и `updated` (когда цена замечена).",
};

const sheetCatalogue = defineCatalogue<SheetMessages>({ en, ru });

/** The /dev/google-sheet page's texts in a locale. */
export const sheetText = (locale: string | null | undefined): SheetMessages => t(sheetCatalogue, locale);
