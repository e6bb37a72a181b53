import type { RealGroup, RealRow } from "./real-items-loot";

/** [caliber, ru caliber label, [name, short, base, flea][]]: rows get size 1×1 and a small weight. */
// biome-ignore format: compact data table, one row per line
const AMMO: [string, string, [string, string, number, number][]][] = [
  [
    "Caliber545x39",
    "5,45x39 мм",
    [
      ["5.45x39mm PS gs", "PS", 90, 160],
      ["5.45x39mm BP gs", "BP", 250, 520],
      ["5.45x39mm BS gs", "BS", 450, 1100],
      ["5.45x39mm BT gs", "BT", 180, 380],
      ["5.45x39mm PP gs", "PP", 120, 260],
      ['5.45x39mm PPBS gs "Igolnik"', "PPBS", 900, 2600],
      ["5.45x39mm 7N40", "7N40", 330, 900],
      ["5.45x39mm FMJ", "FMJ", 60, 110],
      ["5.45x39mm HP", "HP", 50, 90],
      ["5.45x39mm US gs", "US", 70, 140],
      ["5.45x39mm SP", "SP", 55, 100],
      ["5.45x39mm T gs", "T", 65, 130],
    ],
  ],
  [
    "Caliber556x45NATO",
    "5,56x45 мм НАТО",
    [
      ["5.56x45mm M855", "M855", 110, 240],
      ["5.56x45mm M855A1", "M855A1", 420, 950],
      ["5.56x45mm M856A1", "M856A1", 260, 500],
      ["5.56x45mm M995", "M995", 620, 1400],
      ["5.56x45mm SOST", "SOST", 300, 640],
      ["5.56x45mm FMJ", "FMJ", 80, 150],
      ["5.56x45mm HP", "HP", 60, 110],
      ["5.56x45mm Warmageddon", "Warmage", 140, 260],
      ["5.56x45mm SSA AP", "SSA AP", 700, 1700],
    ],
  ],
  [
    "Caliber762x39",
    "7,62x39 мм",
    [
      ["7.62x39mm PS gzh", "PS", 110, 230],
      ["7.62x39mm BP gzh", "BP", 390, 900],
      ["7.62x39mm MAI AP", "MAI AP", 700, 1800],
      ["7.62x39mm T-45M1 gzh", "T-45M1", 90, 170],
      ["7.62x39mm US gzh", "US", 95, 180],
      ["7.62x39mm HP", "HP", 80, 150],
      ["7.62x39mm FMJ", "FMJ", 75, 140],
      ["7.62x39mm SP", "SP", 80, 150],
    ],
  ],
  [
    "Caliber762x51",
    "7,62x51 мм НАТО",
    [
      ["7.62x51mm M80", "M80", 250, 520],
      ["7.62x51mm M61", "M61", 900, 2400],
      ["7.62x51mm M62 Tracer", "M62", 700, 1500],
      ["7.62x51mm M993", "M993", 1300, 4200],
      ["7.62x51mm BCP FMJ", "BCP FMJ", 200, 420],
      ["7.62x51mm TCW SP", "TCW SP", 190, 380],
      ["7.62x51mm Ultra Nosler", "UNosler", 180, 360],
    ],
  ],
  [
    "Caliber762x54R",
    "7,62x54 мм R",
    [
      ["7.62x54mm R LPS gzh", "LPS", 260, 540],
      ["7.62x54mm R PS gzh", "PS", 420, 900],
      ["7.62x54mm R SNB gzh", "SNB", 900, 2600],
      ["7.62x54mm R BT gzh", "BT", 600, 1300],
      ["7.62x54mm R BS gs", "BS", 1500, 4800],
      ["7.62x54mm R T-46M gzh", "T-46M", 230, 480],
    ],
  ],
  [
    "Caliber9x19PARA",
    "9x19 мм Парабеллум",
    [
      ["9x19mm PST gzh", "PST", 60, 120],
      ["9x19mm AP 6.3", "AP 6.3", 180, 350],
      ["9x19mm PBP gzh", "PBP", 280, 620],
      ["9x19mm Green Tracer", "GT", 40, 80],
      ["9x19mm Luger CCI", "Luger", 45, 90],
      ["9x19mm QuakeMaker", "Quake", 40, 75],
      ["9x19mm RIP", "RIP", 120, 210],
      ["9x19mm PSO gzh", "PSO", 40, 70],
    ],
  ],
  [
    "Caliber9x18PM",
    "9x18 мм ПМ",
    [
      ["9x18mm PM PS gs PPO", "PS PPO", 30, 60],
      ["9x18mm PM PBM gzh", "PBM", 130, 270],
      ["9x18mm PM P gzh", "P", 25, 50],
      ["9x18mm PM PSV", "PSV", 45, 90],
      ["9x18mm PM SP7 gzh", "SP7", 40, 80],
      ["9x18mm PM PST gzh", "PST", 45, 85],
    ],
  ],
  [
    "Caliber9x39",
    "9x39 мм",
    [
      ["9x39mm SP-5 gs", "SP-5", 170, 360],
      ["9x39mm SP-6 gs", "SP-6", 380, 900],
      ["9x39mm BP gs", "BP", 700, 1900],
      ["9x39mm PAB-9 gs", "PAB-9", 450, 1100],
      ["9x39mm SPP gs", "SPP", 300, 700],
    ],
  ],
  [
    "Caliber12g",
    "12/70",
    [
      ["12/70 7mm buckshot", "7mm", 40, 80],
      ["12/70 5.25mm buckshot", "5.25mm", 35, 70],
      ["12/70 8.5mm Magnum buckshot", "Magnum", 45, 90],
      ["12/70 AP-20 armor-piercing slug", "AP-20", 420, 1000],
      ["12/70 FTX Custom Lite slug", "FTX", 90, 180],
      ["12/70 flechette", "Flechette", 150, 400],
      ["12/70 Copper Sabot Premier HP slug", "CSP", 80, 160],
      ["12/70 RIP", "RIP", 160, 300],
    ],
  ],
  [
    "Caliber366TKM",
    ".366 ТКМ",
    [[".366 TKM FMJ", "FMJ", 60, 110], [".366 TKM AP-M", "AP-M", 200, 520], [".366 TKM EKO", "EKO", 50, 90], [".366 TKM Geksa", "Geksa", 55, 100]],
  ],
  [
    "Caliber46x30",
    "4,6x30 мм HK",
    [["4.6x30mm FMJ SX", "FMJ SX", 150, 300], ["4.6x30mm AP SX", "AP SX", 320, 750], ["4.6x30mm Action SX", "Action", 120, 230]],
  ],
  [
    "Caliber57x28",
    "5,7x28 мм FN",
    [
      ["5.7x28mm SS190", "SS190", 300, 700],
      ["5.7x28mm SS197SR", "SS197SR", 130, 260],
      ["5.7x28mm L191", "L191", 200, 420],
      ["5.7x28mm R37.F", "R37.F", 110, 210],
    ],
  ],
  [
    "Caliber127x55",
    "12,7x55 мм",
    [["12.7x55mm PS12B", "PS12B", 900, 2100], ["12.7x55mm PS12", "PS12", 600, 1300], ["12.7x55mm PS12A", "PS12A", 500, 1000]],
  ],
  [
    "Caliber86x70",
    ".338 Lapua Magnum",
    [[".338 Lapua Magnum AP", "AP", 3000, 9000], [".338 Lapua Magnum FMJ", "FMJ", 1200, 3200], [".338 Lapua Magnum TAC-X", "TAC-X", 900, 2500]],
  ],
  [
    "Caliber20g",
    "20/70",
    [["20/70 Star slug", "Star", 60, 120], ["20/70 Devastator slug", "Devast", 55, 110], ["20/70 Poleva-6u slug", "Pol-6u", 70, 140]],
  ],
  ["Caliber23x75", "23x75 мм", [["23x75mm Barrikada slug", "Barr.", 350, 800], ["23x75mm Shrapnel-10 buckshot", "S-10", 120, 240]]],
];

/** The real ammunition groups, one per caliber. */
export const AMMO_GROUPS: RealGroup[] = AMMO.map(([caliber, ru, list]) => ({
  category: "Ammo",
  tags: ["Ammo", caliber],
  rows: list.map(
    ([name, short, base, flea]): RealRow => [
      name,
      short,
      base,
      flea,
      1,
      1,
      0.012,
      `Патрон ${ru} ${short}`,
      caliber,
    ],
  ),
}));
