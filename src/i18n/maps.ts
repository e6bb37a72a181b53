import type { FloorId } from "../domain/map-geometry";
import type { MapCategory, MarkerKind } from "../domain/map-markers";
import { defineCatalogue, t } from "./index";

export type MapsMessages = {
  categories: Record<MapCategory, string>;
  categoriesTitle: string;
  sideMenu: string;
  floors: Record<FloorId, string>;
  floorsTitle: string;
  noData: string;
  onMap: (count: string) => string;
  noPositions: string;
  extractsTitle: string;
  bossesNoPositions: string;
  switchesNoPositions: string;
  chance: (percent: string) => string;
  factions: Record<"pmc" | "scav" | "shared", string>;
  questsPro: string;
  questsNone: string;
  questsSignIn: string;
  questLink: string;
  done: string;
  positionTitle: string;
  positionLabel: string;
  positionHint: string;
  /** Shown while the desktop helper is connected: its screenshots move the arrow. */
  pilotConnected: string;
  positionBad: string;
  positionPro: string;
  positionAt: (x: string, z: string, heading: string) => string;
  noGeometry: string;
  loading: string;
  loadError: string;
  /** The map's geometry file could not be fetched: the page's drawing stays, without its controls. */
  dataError: string;
  /** MapLibre's name for the map (its canvas's label). */
  mapTitle: string;
  zoomIn: string;
  zoomOut: string;
  source: string;
  /** Around the art's source and the extract places' source (names kept as they are). */
  artSource: [string, string, string];
  noArt: string;
  /** A marker kind's name, for markers the data does not name (spawn points). */
  kinds: Record<MarkerKind, string>;
  bossesTitle: string;
  /** For bosses that come as several groups, each with its own chance (Rogues, Raiders). */
  groupsChance: string;
  /** The spawn and boss places' source (its name kept as it is). */
  spawnSource: [string, string];
};

const en: MapsMessages = {
  categories: {
    extractions: "Extractions",
    spawns: "Spawns",
    quests: "Quests",
    keys: "Keys",
    misc: "Miscellaneous",
    loot: "Loot",
  },
  categoriesTitle: "Show on the map",
  sideMenu: "List the maps in the side menu (the menu button on small screens)",
  floors: {
    bunker: "Bunker",
    basement: "Basement",
    main: "Main",
    level2: "Level 2",
    level3: "Level 3",
    level4: "Level 4",
    level5: "Level 5",
  },
  floorsTitle: "Floor",
  noData: "No positions of this kind in the data yet",
  onMap: (count) => `${count} on the map`,
  noPositions: "The data names the extractions of this map but gives no positions:",
  extractsTitle: "Extractions",
  bossesNoPositions: "The data names this map's bosses and where they may appear, without positions:",
  switchesNoPositions: "The data names this map's switches, without positions:",
  chance: (percent) => `${percent} chance`,
  factions: { pmc: "PMC", scav: "Scav", shared: "PMC and Scav" },
  questsPro: "Quest objectives of your active quests are a Pro feature: Pro status required",
  questsNone: "None of your active quests has an objective zone on this map.",
  questsSignIn: "Sign in with Pro to see the objective zones of your active quests.",
  questLink: "Quest",
  done: "Done",
  positionTitle: "Your position",
  positionLabel: "Screenshot file name",
  positionHint: "Take a screenshot in raid and paste its file name here.",
  pilotConnected: "The helper is connected: your screenshots move the arrow.",
  positionBad: "Not a screenshot file name: it has a date, three coordinates and four look numbers",
  positionPro: "Your position on the map is a Pro feature: Pro status required",
  positionAt: (x, z, heading) => `You are at x ${x}, z ${z}, looking ${heading}°`,
  noGeometry: "No source describes this map's geometry yet.",
  loading: "Loading the map…",
  loadError: "Zooming and panning need WebGL, which this browser does not offer",
  dataError: "The map's data did not load: reload the page to zoom, pan and pick floors",
  mapTitle: "Map",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  source: "Geometry: tarkov.dev map configuration (MIT); drawn by this site.",
  artSource: ["Base map: the vector maps of ", "; extract places: ", "."],
  noArt: "The data has no base map for this map: its markers are drawn on a plain outline.",
  kinds: {
    "spawn-pmc": "PMC spawn",
    "spawn-scav": "Scav spawn",
    "spawn-sniper": "Sniper Scav spawn",
    "spawn-boss": "Boss spawn",
    "spawn-rogue": "Rogue spawn",
    "spawn-raider": "Raider spawn",
    "spawn-cultist": "Cultist spawn",
    transit: "Transition",
    "extract-pmc": "PMC extraction",
    "extract-scav": "Scav extraction",
    "extract-coop": "Co-Op extraction",
    "extract-paid": "Paid extraction",
    unlock: "Unlock",
    "key-spawn": "Key spawn",
    switch: "Switch",
    container: "Loot container",
  },
  bossesTitle: "Bosses and their chance to come:",
  groupsChance: "several groups, each with its own chance",
  spawnSource: ["Spawns and boss places: the game's location files, from ", "."],
};

const ru: MapsMessages = {
  categories: {
    extractions: "Выходы",
    spawns: "Спавны",
    quests: "Задания",
    keys: "Ключи",
    misc: "Разное",
    loot: "Лут",
  },
  categoriesTitle: "Показывать на карте",
  sideMenu: "Показывать карты в боковом меню (кнопка меню на маленьких экранах)",
  floors: {
    bunker: "Бункер",
    basement: "Подвал",
    main: "Основной",
    level2: "Этаж 2",
    level3: "Этаж 3",
    level4: "Этаж 4",
    level5: "Этаж 5",
  },
  floorsTitle: "Этаж",
  noData: "В данных пока нет позиций этого вида",
  onMap: (count) => `На карте: ${count}`,
  noPositions: "Данные называют выходы этой карты, но без позиций:",
  extractsTitle: "Выходы",
  bossesNoPositions: "Данные называют боссов этой карты и места их появления, без позиций:",
  switchesNoPositions: "Данные называют рубильники этой карты, без позиций:",
  chance: (percent) => `шанс ${percent}`,
  factions: { pmc: "ЧВК", scav: "Дикий", shared: "ЧВК и Дикий" },
  questsPro: "Цели активных заданий на карте доступны с Pro: требуется статус Pro",
  questsNone: "Ни у одного из ваших активных заданий нет зоны на этой карте.",
  questsSignIn: "Войдите с Pro, чтобы видеть зоны целей активных заданий.",
  questLink: "Задание",
  done: "Выполнено",
  positionTitle: "Ваша позиция",
  positionLabel: "Имя файла скриншота",
  positionHint: "Сделайте скриншот в рейде и вставьте сюда имя его файла.",
  pilotConnected: "Помощник подключён: ваши скриншоты двигают стрелку.",
  positionBad: "Это не имя файла скриншота: в нём есть дата, три координаты и четыре числа взгляда",
  positionPro: "Позиция на карте доступна с Pro: требуется статус Pro",
  positionAt: (x, z, heading) => `Вы в точке x ${x}, z ${z}, взгляд ${heading}°`,
  noGeometry: "Ни один источник пока не описывает геометрию этой карты.",
  loading: "Загрузка карты…",
  loadError: "Для масштабирования и перемещения нужен WebGL, а этот браузер его не поддерживает",
  dataError:
    "Данные карты не загрузились: обновите страницу, чтобы масштабировать карту, двигать её и выбирать этажи",
  mapTitle: "Карта",
  zoomIn: "Приблизить",
  zoomOut: "Отдалить",
  source: "Геометрия: открытая конфигурация карт (лицензия MIT); нарисовано этим сайтом.",
  artSource: ["Подложка: векторные карты ", "; места выходов — по данным ", "."],
  noArt: "В данных нет подложки этой карты: метки нарисованы на простом контуре.",
  kinds: {
    "spawn-pmc": "Спавн ЧВК",
    "spawn-scav": "Спавн Диких",
    "spawn-sniper": "Спавн Диких-снайперов",
    "spawn-boss": "Спавн босса",
    "spawn-rogue": "Спавн Отступников",
    "spawn-raider": "Спавн Рейдеров",
    "spawn-cultist": "Спавн Сектантов",
    transit: "Переход",
    "extract-pmc": "Выход ЧВК",
    "extract-scav": "Выход Диких",
    "extract-coop": "Кооперативный выход",
    "extract-paid": "Платный выход",
    unlock: "Замок",
    "key-spawn": "Спавн ключа",
    switch: "Рубильник",
    container: "Контейнер",
  },
  bossesTitle: "Боссы и шанс их появления:",
  groupsChance: "несколько групп, у каждой свой шанс",
  spawnSource: ["Спавны и места боссов — файлы локаций игры, по данным ", "."],
};

const mapsCatalogue = defineCatalogue<MapsMessages>({ en, ru });

/** The map page's texts in a locale. */
export const mapsText = (locale: string | null | undefined): MapsMessages => t(mapsCatalogue, locale);
