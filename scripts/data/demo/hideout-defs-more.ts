import type { StationDef } from "./hideout-def-types";

const H = 3600;
const R = "Roubles";

/** Stations unlocked later in progression (intelligence, range, library, farm, racks, circle…). */
// biome-ignore format: compact data table, one row per line
export const MORE_STATIONS: StationDef[] = [
  [
    "intelligence-center",
    "Intelligence Center",
    "Разведцентр",
    [
      {
        time: 12 * H,
        items: [["Intelligence folder", 1], ["Secure Flash drive", 1], ["Printer paper", 2]],
        stations: [["vents", 2]],
        traders: [["skier", 2]],
      },
      {
        time: 24 * H,
        items: [["Broken GPhone smartphone", 2], ["Broken GPhone X smartphone", 1], ["Damaged hard drive", 2]],
        stations: [["intelligence-center", 1], ["security", 3]],
        traders: [["skier", 3]],
      },
      {
        time: 48 * H,
        items: [["Military COFDM Wireless Signal Transmitter", 1], ["VPX Flash Storage Module", 1], ["Phased array element", 1]],
        stations: [["intelligence-center", 2], ["generator", 3]],
        traders: [["skier", 4]],
        skills: [["Attention", 5]],
      },
    ],
  ],
  [
    "shooting-range",
    "Shooting Range",
    "Тир",
    [
      { time: 1 * H, items: [[R, 25_000], ["Pack of nails", 2]], stations: [["illumination", 1]] },
      { time: 8 * H, items: [["Piece of plexiglass", 2], ["Metal spare parts", 3]], stations: [["shooting-range", 1]], traders: [["prapor", 2]] },
      {
        time: 24 * H,
        items: [["Military circuit board", 2], ["Light bulb", 4], ["Wires", 4]],
        stations: [["shooting-range", 2], ["generator", 2]],
        skills: [["Perception", 5]],
      },
    ],
  ],
  [
    "library",
    "Library",
    "Библиотека",
    [
      {
        time: 12 * H,
        items: [["Battered antique book", 2], ["Diary", 2], ["Slim diary", 2]],
        stations: [["rest-space", 2]],
        skills: [["Memory", 6]],
      },
    ],
  ],
  ["scav-case", "Scav Case", "Ящик Диких", [{ time: 8 * H, items: [[R, 2_950_000]], stations: [["rest-space", 1]] }]],
  [
    "illumination",
    "Illumination",
    "Освещение",
    [
      { time: 0, items: [] },
      { time: 2 * H, items: [["Light bulb", 2], ["Wires", 1]], stations: [["generator", 1]] },
      {
        time: 12 * H,
        items: [["Energy-saving lamp", 4], ["Capacitors", 2], ["Bundle of wires", 2]],
        stations: [["illumination", 2], ["generator", 2]],
      },
    ],
  ],
  [
    "heating",
    "Heating",
    "Отопление",
    [
      { time: 0, items: [] },
      { time: 3 * H, items: [["Dry fuel", 2], ["Pack of nails", 2]], stations: [["vents", 1]] },
      {
        time: 16 * H,
        items: [["Metal fuel tank", 1], ["Radiator helix", 2], ["Propane tank (5L)", 1]],
        stations: [["heating", 2], ["generator", 2]],
      },
    ],
  ],
  [
    "air-filtering-unit",
    "Air Filtering Unit",
    "Фильтрация воздуха",
    [
      {
        time: 24 * H,
        items: [["FP-100 filter absorber", 1], ["Electric motor", 2], ["Corrugated hose", 3]],
        stations: [["vents", 3], ["generator", 3]],
        skills: [["Strength", 8]],
      },
    ],
  ],
  [
    "solar-power",
    "Solar Power",
    "Солнечная батарея",
    [
      {
        time: 48 * H,
        items: [["Phased array element", 4], ["Cyclon rechargeable battery", 2], ["Military cable", 3]],
        stations: [["generator", 3], ["workbench", 3]],
        traders: [["mechanic", 4]],
        skills: [["Hideout management", 10]],
      },
    ],
  ],
  [
    "booze-generator",
    "Booze Generator",
    "Самогонный аппарат",
    [
      {
        time: 24 * H,
        items: [["Pressure gauge", 2], ["Silicone tube", 2], ["Corrugated hose", 4], ["Pack of sugar", 4]],
        stations: [["water-collector", 3], ["nutrition-unit", 2]],
      },
      // Levels 2–3 are the demo's (docs/product.md §3 lists the Booze Generator with levels 1 to 3): faster batches.
      { time: 36 * H, items: [["Electric motor", 1], ["Radiator helix", 2], ["Bundle of wires", 2]], stations: [["booze-generator", 1], ["generator", 2]], bonuses: [["ProductionSpeed", 10]] },
      { time: 48 * H, items: [["Military power filter", 1], ["Pressure gauge", 3], ["Can of thermite", 2]], stations: [["booze-generator", 2], ["generator", 3]], traders: [["jaeger", 3]], bonuses: [["ProductionSpeed", 20]] },
    ],
  ],
  [
    "bitcoin-farm",
    "Bitcoin Farm",
    "Биткоин-ферма",
    [
      {
        time: 12 * H,
        items: [["CPU fan", 5], ["Power supply unit", 10], ["Printed circuit board", 2]],
        stations: [["intelligence-center", 2], ["generator", 3]],
      },
      {
        time: 24 * H,
        items: [["CPU fan", 10], ["Power supply unit", 5], ["T-Plug", 10]],
        stations: [["bitcoin-farm", 1], ["intelligence-center", 2]],
      },
      {
        time: 48 * H,
        items: [["CPU fan", 15], ["Graphics card", 1], ["Virtex programmable processor", 2]],
        stations: [["bitcoin-farm", 2], ["solar-power", 1]],
        traders: [["mechanic", 4]],
      },
    ],
  ],
  ["gym", "Gym", "Спортзал", [{ time: 6 * H, items: [["Bolts", 2], ["Pack of screws", 2], ["Duct tape", 2]], stations: [["rest-space", 2]] }]],
  [
    "defective-wall",
    "Defective Wall",
    "Неисправная стена",
    [
      { time: 0, items: [] },
      { time: 2 * H, items: [["Xenomorph sealing foam", 2], ["Bolts", 4]], stations: [["defective-wall", 1]] },
      { time: 6 * H, items: [["Tube of Poxeram cold welding", 4], ["Pack of screws", 4]], stations: [["defective-wall", 2]] },
    ],
  ],
  [
    "hall-of-fame",
    "Hall of Fame",
    "Зал славы",
    [
      { time: 12 * H, items: [["Bronze lion figurine", 1], ["Horse figurine", 1]], stations: [["rest-space", 3]] },
      { time: 24 * H, items: [["Golden rooster figurine", 1], ["Cat figurine", 1]], stations: [["hall-of-fame", 1]] },
      { time: 48 * H, items: [["Axel parrot figurine", 1], ["Raven figurine", 2]], stations: [["hall-of-fame", 2]], traders: [["ragman", 4]] },
    ],
  ],
  [
    "weapon-rack",
    "Weapon Rack",
    "Оружейная стойка",
    [
      { time: 4 * H, items: [["Bolts", 3], ["Pack of nails", 2]], stations: [["workbench", 1]] },
      { time: 12 * H, items: [["Metal spare parts", 4], ["Weapon parts", 2]], stations: [["weapon-rack", 1]] },
      { time: 24 * H, items: [["Pliers Elite", 1], ["Pipe grip wrench", 1]], stations: [["weapon-rack", 2]] },
    ],
  ],
  [
    "gear-rack",
    "Gear Rack",
    "Стойка для снаряжения",
    [
      { time: 4 * H, items: [["Pack of nails", 4], ["Pack of screws", 2]], stations: [["stash", 2]] },
      { time: 12 * H, items: [["Paracord", 2], ["Ripstop fabric", 2]], stations: [["gear-rack", 1]] },
      { time: 24 * H, items: [["Aramid fiber fabric", 3], ["KEKTAPE duct tape", 2]], stations: [["gear-rack", 2]] },
    ],
  ],
  [
    "cultist-circle",
    "Cultist Circle",
    "Круг культистов",
    [{ time: 24 * H, items: [["Cultist knife", 1], ["Dry fuel", 4], ["Hunting matches", 2]], stations: [["heating", 2]] }],
  ],
  ["christmas-tree", "Christmas Tree", "Новогодняя ёлка", [{ time: 0, items: [] }]],
];
