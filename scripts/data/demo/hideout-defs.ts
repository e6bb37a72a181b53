import type { StationDef } from "./hideout-def-types";
import { MORE_STATIONS } from "./hideout-defs-more";

const H = 3600;
const R = "Roubles";

/** Basic stations (the rest are in hideout-defs-more.ts). */
// biome-ignore format: compact data table, one row per line
const CORE: StationDef[] = [
  [
    "stash",
    "Stash",
    "Схрон",
    [
      { time: 0, items: [] },
      { time: 12 * H, items: [[R, 2_500_000]], traders: [["prapor", 2]] },
      { time: 24 * H, items: [[R, 8_500_000]], stations: [["stash", 2]], traders: [["prapor", 3]] },
      { time: 48 * H, items: [[R, 16_000_000]], stations: [["stash", 3]], traders: [["prapor", 4]] },
    ],
  ],
  [
    "generator",
    "Generator",
    "Генератор",
    [
      { time: 1 * H, items: [[R, 100_000], ["Spark plug", 1], ["Electric motor", 1]] },
      {
        time: 14 * H,
        items: [["Power supply unit", 2], ["Car battery", 1], ["Pack of screws", 3]],
        stations: [["generator", 1]],
        traders: [["mechanic", 2]],
      },
      {
        time: 36 * H,
        items: [["Electric motor", 2], ["Pressure gauge", 3], ["Military cable", 2]],
        stations: [["generator", 2], ["workbench", 2]],
        traders: [["mechanic", 3]],
      },
    ],
  ],
  [
    "vents",
    "Vents",
    "Вентиляция",
    [
      { time: 0, items: [] },
      { time: 6 * H, items: [["Corrugated hose", 1], ["Pack of nails", 2], ["Duct tape", 1]], stations: [["generator", 1]] },
      { time: 20 * H, items: [["Electric motor", 1], ["Corrugated hose", 2], ["Bolts", 4]], stations: [["vents", 2], ["generator", 2]] },
    ],
  ],
  [
    "security",
    "Security",
    "Охрана",
    [
      { time: 0, items: [] },
      { time: 1 * H, items: [["Pack of nails", 2], ["Bolts", 1]], stations: [["generator", 1]] },
      { time: 6 * H, items: [["WI-FI Camera", 2], ["Light bulb", 4], ["Wires", 2]], stations: [["security", 2], ["illumination", 2]] },
    ],
  ],
  [
    "lavatory",
    "Lavatory",
    "Туалет",
    [
      { time: 0, items: [] },
      { time: 2 * H, items: [["Corrugated hose", 1], ["Toilet paper", 2], ["Pack of screws", 1]], stations: [["water-collector", 1]] },
      {
        time: 18 * H,
        items: [["Pack of chlorine", 2], ["Bottle of dichlorvos", 2], ["Bundle of wires", 2]],
        stations: [["lavatory", 2], ["generator", 2]],
        traders: [["therapist", 2]],
      },
    ],
  ],
  [
    "water-collector",
    "Water Collector",
    "Водосборник",
    [
      { time: 3 * H, items: [["Corrugated hose", 2], ["Pressure gauge", 1], ["Screw nuts", 3]], stations: [["security", 2]] },
      {
        time: 10 * H,
        items: [["Water filter", 1], ["Silicone tube", 2], ["Xenomorph sealing foam", 2]],
        stations: [["water-collector", 1], ["vents", 2]],
      },
      {
        time: 36 * H,
        items: [["Water filter", 3], ["Pipe grip wrench", 1], ["Tube of Poxeram cold welding", 4]],
        stations: [["water-collector", 2], ["workbench", 2]],
        traders: [["jaeger", 3]],
      },
    ],
  ],
  [
    "medstation",
    "Medstation",
    "Медблок",
    [
      { time: 5 * H, items: [[R, 50_000], ["Aseptic bandage", 3], ["Esmarch tourniquet", 3]], stations: [["generator", 1]] },
      {
        time: 16 * H,
        items: [["Bottle of saline solution", 2], ["Medical bloodset", 2], ["Disposable syringe", 2]],
        stations: [["medstation", 1]],
        traders: [["therapist", 2]],
      },
      {
        time: 32 * H,
        items: [["LEDX Skin Transilluminator", 1], ["Ophthalmoscope", 1], ["Portable defibrillator", 1]],
        stations: [["medstation", 2], ["generator", 2]],
        traders: [["therapist", 3]],
        skills: [["Endurance", 3]],
      },
    ],
  ],
  [
    "nutrition-unit",
    "Nutrition Unit",
    "Пищеблок",
    [
      { time: 5 * H, items: [[R, 25_000], ["Pack of sugar", 1], ["Can of condensed milk", 1]], stations: [["generator", 1]] },
      {
        time: 16 * H,
        items: [["Corrugated hose", 2], ["Bolts", 2], ["Electric motor", 1]],
        stations: [["nutrition-unit", 1], ["water-collector", 1]],
      },
      {
        time: 32 * H,
        items: [["Can of Majaica coffee beans", 2], ["Bottle of Fierce Hatchling moonshine", 1], ["Printed circuit board", 2]],
        stations: [["nutrition-unit", 2], ["generator", 2]],
        skills: [["Metabolism", 5]],
      },
    ],
  ],
  [
    "rest-space",
    "Rest Space",
    "Комната отдыха",
    [
      { time: 0, items: [] },
      { time: 6 * H, items: [["Pack of nails", 4], ["Bolts", 2], ["Duct tape", 1]], stations: [["generator", 1], ["heating", 1]] },
      {
        time: 24 * H,
        items: [["Working LCD", 1], ["Power supply unit", 1], ["Tetriz portable game console", 1]],
        stations: [["rest-space", 2], ["generator", 2]],
      },
    ],
  ],
  [
    "workbench",
    "Workbench",
    "Верстак",
    [
      { time: 2 * H, items: [[R, 45_000], ["Pack of screws", 2], ["Screwdriver", 1]], stations: [["illumination", 1]] },
      {
        time: 12 * H,
        items: [["Toolset", 1], ["Set of files Master", 1], ["Pliers Elite", 1]],
        stations: [["workbench", 1]],
        traders: [["mechanic", 2]],
      },
      {
        time: 36 * H,
        items: [["Weapon parts", 5], ["Military power filter", 1], ["Hand drill", 1]],
        stations: [["workbench", 2], ["generator", 2]],
        traders: [["mechanic", 3]],
        skills: [["Attention", 3]],
      },
    ],
  ],
];

/** The hideout's real stations; requirements follow the game's shape, not its exact numbers. */
export const STATIONS: StationDef[] = [...CORE, ...MORE_STATIONS];
