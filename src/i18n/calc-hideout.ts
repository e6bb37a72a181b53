import { defineCatalogue, plural } from "./index";

/** Texts of /hideout (issue 7). */
type HideoutCalcMessages = {
  intro: string;
  freePart: string;
  station: string;
  stationAll: string;
  showBuilt: string;
  level: string;
  status: string;
  built: string;
  ready: string;
  missing: string;
  buildCost: string;
  stillToBuy: string;
  noItems: string;
  remaining: string;
  remainingAtLeast: string;
  unpriced: (count: number) => string;
  unpricedItems: (count: number, items: string) => string;
  atLeast: string;
  progressLink: string;
  items: string;
  itemHave: string;
  stationNeed: string;
  traderNeed: string;
  skillNeed: string;
};

export const hideoutCalcText = defineCatalogue<HideoutCalcMessages>({
  en: {
    intro:
      "What each hideout level costs: its items bought from the cheapest source you can reach, what you still have to buy after the items you found, and what is still missing.",
    freePart:
      "Free: every level's cost and what is missing, with your progress kept in this browser. Pro: your own prices, settings and progress saved to your character.",
    station: "Station",
    stationAll: "All stations",
    showBuilt: "Show built levels",
    level: "Level",
    status: "Status",
    built: "Built",
    ready: "Ready to build",
    missing: "Missing",
    buildCost: "Build cost",
    stillToBuy: "Still to buy",
    noItems: "no items",
    remaining: "Still to spend on the levels not built: {total}",
    remainingAtLeast: "Still to spend on the levels not built: at least {total}",
    unpriced: (count) =>
      `(${plural(count, "en", { one: "level has", other: "levels have" })} an item without a price)`,
    unpricedItems: (count, items) =>
      `(${plural(count, "en", { one: "level has", other: "levels have" })} items without a price, not counted: ${items})`,
    atLeast: "at least {price}",
    progressLink: "Mark built levels and found items on the hideout progress page",
    items: "Items",
    itemHave: "{count}× {item} (have {have})",
    stationNeed: "{station} level {level}",
    traderNeed: "{trader} LL{level}",
    skillNeed: "{skill} {level}",
  },
  ru: {
    intro:
      "Сколько стоит каждый уровень убежища: предметы по самой дешёвой доступной цене, что ещё осталось купить с учётом найденного и чего ещё не хватает.",
    freePart:
      "Бесплатно: стоимость каждого уровня и чего не хватает, прогресс хранится в этом браузере. Pro: свои цены, настройки и прогресс в персонаже.",
    station: "Модуль",
    stationAll: "Все модули",
    showBuilt: "Показывать построенные",
    level: "Уровень",
    status: "Статус",
    built: "Построен",
    ready: "Можно строить",
    missing: "Не хватает",
    buildCost: "Стоимость",
    stillToBuy: "Осталось купить",
    noItems: "без предметов",
    remaining: "Осталось потратить на непостроенные уровни: {total}",
    remainingAtLeast: "Осталось потратить на непостроенные уровни: не меньше {total}",
    unpriced: (count) =>
      `(${plural(count, "ru", { one: "уровень", few: "уровня", many: "уровней", other: "уровня" })} с предметом без цены)`,
    unpricedItems: (count, items) =>
      `(${plural(count, "ru", { one: "уровень", few: "уровня", many: "уровней", other: "уровня" })} с предметами без цены, они не учтены: ${items})`,
    atLeast: "не меньше {price}",
    progressLink: "Отметьте построенные уровни и найденные предметы на странице прогресса убежища",
    items: "Предметы",
    itemHave: "{count}× {item} (есть {have})",
    stationNeed: "{station} уровень {level}",
    traderNeed: "{trader} ур. {level}",
    skillNeed: "{skill} {level}",
  },
});
