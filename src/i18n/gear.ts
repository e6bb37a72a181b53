import type { GearSlot } from "../domain/gear";
import { defineCatalogue, t } from "./index";

type GearMessages = {
  builderTitle: string;
  searchTitle: string;
  slots: Record<GearSlot, string>;
  none: string;
  armorClass: string;
  armorClassOf: (slot: string) => string;
  durability: string;
  classValue: (cls: number) => string;
  speed: string;
  turn: string;
  ergo: string;
  unknownValues: (n: number) => string;
  statsSource: string;
  noPrice: string;
  shareTitle: string;
  saveNeedsPro: string;
  searchSignIn: string;
  minArmorClass: string;
  sorts: Record<"likes" | "date" | "weight" | "armorClass", string>;
  results: (shown: number, total: number) => string;
  noResults: string;
  gearMark: string;
  newSet: string;
  viewing: string;
};

const en: GearMessages = {
  builderTitle: "New gear loadout",
  searchTitle: "Find gear loadouts",
  slots: {
    headwear: "Headwear",
    earpiece: "Headset",
    faceCover: "Face cover",
    eyewear: "Eyewear",
    armor: "Body armour",
    rig: "Tactical rig",
    backpack: "Backpack",
    armband: "Armband",
  },
  none: "— none —",
  armorClass: "Armour class",
  armorClassOf: (slot) => `Armour class (${slot})`,
  durability: "durability",
  classValue: (cls) => `class ${cls}`,
  speed: "Movement speed",
  turn: "Turning speed",
  ergo: "Weapon ergonomics",
  unknownValues: (n) => `without ${n} item${n === 1 ? "" : "s"} of unknown value`,
  statsSource: "Armour class, durability and penalties: data from 2022; newer items show —.",
  noPrice: "no price",
  shareTitle: "Copy the link",
  saveNeedsPro:
    "Saving and publishing gear loadouts is a Pro feature: Pro status required. The link shares the set without an account.",
  searchSignIn: "Sign in to search gear loadouts.",
  minArmorClass: "Armour class at least",
  sorts: { likes: "Likes", date: "Newest", weight: "Lightest", armorClass: "Armour class" },
  results: (shown, total) => `${shown} of ${total} gear loadouts`,
  noResults: "No published gear loadout matches: loosen the filters.",
  gearMark: "Gear",
  newSet: "Start a new set",
  viewing: "Viewing",
};

const ru: GearMessages = {
  builderTitle: "Новая сборка снаряжения",
  searchTitle: "Поиск сборок снаряжения",
  slots: {
    headwear: "Головной убор",
    earpiece: "Наушники",
    faceCover: "Маска",
    eyewear: "Очки",
    armor: "Бронежилет",
    rig: "Разгрузка",
    backpack: "Рюкзак",
    armband: "Повязка",
  },
  none: "— нет —",
  armorClass: "Класс брони",
  armorClassOf: (slot) => `Класс брони (${slot})`,
  durability: "прочность",
  classValue: (cls) => `класс ${cls}`,
  speed: "Скорость движения",
  turn: "Скорость поворота",
  ergo: "Эргономика оружия",
  unknownValues: (n) => `без предметов с неизвестным значением: ${n}`,
  statsSource: "Класс брони, прочность и штрафы: данные 2022 года; у новых предметов —.",
  noPrice: "нет цены",
  shareTitle: "Скопировать ссылку",
  saveNeedsPro:
    "Сохранение и публикация сборок снаряжения доступны с Pro: требуется статус Pro. Ссылка делится сборкой без аккаунта.",
  searchSignIn: "Войдите, чтобы искать сборки снаряжения.",
  minArmorClass: "Класс брони не ниже",
  sorts: { likes: "Лайки", date: "Новые", weight: "Легче", armorClass: "Класс брони" },
  results: (shown, total) => `Показано ${shown} из ${total}`,
  noResults: "Нет подходящих опубликованных сборок снаряжения: ослабьте фильтры.",
  gearMark: "Снаряжение",
  newSet: "Начать новую сборку",
  viewing: "Просмотр",
};

const gearCatalogue = defineCatalogue<GearMessages>({ en, ru });

/** The gear page's texts in a locale. */
export const gearText = (locale: string | null | undefined): GearMessages => t(gearCatalogue, locale);
