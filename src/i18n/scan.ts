import { defineCatalogue, t } from "./index";

type ScanMessages = {
  title: string;
  hint: string;
  choose: string;
  reading: string;
  failed: string;
  nothing: string;
  added: (count: string) => string;
  confirmTitle: string;
  read: string;
  item: string;
  count: string;
  score: string;
  confirm: string;
  ignore: string;
  confirmed: string;
  ignored: string;
  auto: string;
  untrackedNote: string;
  adminScanNote: string;
  adminTestNote: string;
  frame: string;
  ask: string;
  none: string;
  imageSize: (w: string, h: string) => string;
  cellSize: (px: string) => string;
  gridAt: (x: string, y: string, cols: string, rows: string) => string;
  noGrid: string;
  timing: (ms: string, frames: string) => string;
  clientLang: string;
};

const en: ScanMessages = {
  title: "Add found items from a screenshot",
  hint: "Drop or paste a screenshot of your stash (PNG or JPEG), or choose a file. It is read in this browser; nothing is uploaded. Only items this tracker still needs are counted.",
  choose: "Choose a screenshot",
  reading: "Reading the screenshot…",
  failed: "The screenshot could not be read",
  nothing: "No tracked item was recognised in this screenshot",
  added: (count) => `Added automatically: ${count}`,
  confirmTitle: "Recognised items",
  read: "Read",
  item: "Item",
  count: "Count",
  score: "Match",
  confirm: "Add",
  ignore: "Ignore",
  confirmed: "Added",
  ignored: "Ignored",
  auto: "Added automatically",
  untrackedNote: "Items the tracker does not need are ignored.",
  adminScanNote: "Every item of the data is a candidate here; nothing is saved.",
  adminTestNote:
    "Shows what each step found: the cell size, the stash grid, the item frames over the screenshot, each strip as read and how long it took. Nothing is saved.",
  frame: "Frame",
  ask: "Would ask",
  none: "No match",
  imageSize: (w, h) => `Image ${w} × ${h} px`,
  cellSize: (px) => `cell ${px} px`,
  gridAt: (x, y, cols, rows) => `stash grid at ${x}, ${y}: ${cols} × ${rows} cells`,
  noGrid: "no stash grid found",
  timing: (ms, frames) => `${frames} labelled frames read in ${ms} ms`,
  clientLang: "Game client language",
};

const ru: ScanMessages = {
  title: "Добавить найденное по скриншоту",
  hint: "Перетащите или вставьте скриншот схрона (PNG или JPEG) либо выберите файл. Он читается в этом браузере и никуда не отправляется. Учитываются только предметы, которые ещё нужны трекеру.",
  choose: "Выбрать скриншот",
  reading: "Читаем скриншот…",
  failed: "Не удалось прочитать скриншот",
  nothing: "На скриншоте не найдено ни одного отслеживаемого предмета",
  added: (count) => `Добавлено автоматически: ${count}`,
  confirmTitle: "Распознанные предметы",
  read: "Прочитано",
  item: "Предмет",
  count: "Количество",
  score: "Совпадение",
  confirm: "Добавить",
  ignore: "Пропустить",
  confirmed: "Добавлено",
  ignored: "Пропущено",
  auto: "Добавлено автоматически",
  untrackedNote: "Предметы, которые трекеру не нужны, пропускаются.",
  adminScanNote: "Здесь кандидаты — все предметы из данных; ничего не сохраняется.",
  adminTestNote:
    "Показывает, что нашёл каждый шаг: размер ячейки, сетку схрона, рамки предметов поверх скриншота, каждую прочитанную полосу и время. Ничего не сохраняется.",
  frame: "Рамка",
  ask: "Спросил бы",
  none: "Нет совпадения",
  imageSize: (w, h) => `Изображение ${w} × ${h} пикс.`,
  cellSize: (px) => `ячейка ${px} пикс.`,
  gridAt: (x, y, cols, rows) => `сетка схрона в ${x}, ${y}: ${cols} × ${rows} ячеек`,
  noGrid: "сетка схрона не найдена",
  timing: (ms, frames) => `прочитано рамок с подписями: ${frames}, за ${ms} мс`,
  clientLang: "Язык клиента игры",
};

const scanCatalogue = defineCatalogue<ScanMessages>({ en, ru });

/** The screenshot scan's texts in a locale. */
export const scanText = (locale: string | null | undefined): ScanMessages => t(scanCatalogue, locale);
