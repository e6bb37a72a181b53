/**
 * Shown names of the game's caliber ids (item properties and caliber tags such as
 * "Caliber556x45NATO"), as players know them from the ammunition names.
 */
const CALIBERS: Record<string, string> = {
  Caliber1143x23ACP: ".45 ACP",
  Caliber127x108: "12.7x108mm",
  Caliber127x33: ".50 AE",
  Caliber127x55: "12.7x55mm",
  Caliber12g: "12/70",
  Caliber20g: "20/70",
  Caliber20x1mm: "20x1mm",
  Caliber23x75: "23x75mm",
  Caliber25x59: "25x59mm",
  Caliber26x75: "26x75mm",
  Caliber30x29: "30x29mm",
  Caliber366TKM: ".366 TKM",
  Caliber40mmRU: "40mm VOG-25",
  Caliber40x46: "40x46mm",
  Caliber46x30: "4.6x30mm",
  Caliber545x39: "5.45x39mm",
  Caliber556x45NATO: "5.56x45mm NATO",
  Caliber57x28: "5.7x28mm",
  Caliber68x51: "6.8x51mm",
  Caliber762x25TT: "7.62x25mm Tokarev",
  Caliber762x35: ".300 Blackout",
  Caliber762x39: "7.62x39mm",
  Caliber762x51: "7.62x51mm NATO",
  Caliber762x54R: "7.62x54mmR",
  Caliber86x70: ".338 Lapua Magnum",
  Caliber93x64: "9.3x64mm",
  Caliber9x18PM: "9x18mm Makarov",
  Caliber9x19PARA: "9x19mm Parabellum",
  Caliber9x21: "9x21mm",
  Caliber9x33R: ".357 Magnum",
  Caliber9x39: "9x39mm",
};

/**
 * The shown name of a caliber id; an id the table does not know loses its "Caliber" prefix.
 * @example caliberName("Caliber556x45NATO") // "5.56x45mm NATO"
 */
export function caliberName(id: string): string {
  return CALIBERS[id] ?? id.replace(/^Caliber/, "");
}
