import { QUEST_RU as RU } from "./quest-ru";

/** A real quest chain: each quest requires the previous; the first requires `from` (if any). */
export type ChainDef = {
  trader: string;
  names: string[];
  from?: string;
  kappa?: boolean;
  lighthouse?: boolean;
  maps?: string[];
};

const parts = (name: string, n: number) => Array.from({ length: n }, (_, i) => `${name} - Part ${i + 1}`);
const sub = (name: string, subs: string[]) => subs.map((s) => `${name} - ${s}`);

/** Real quest names in chains close to the game's (order simplified). */
// biome-ignore format: compact data table, one row per line
export const CHAINS: ChainDef[] = [
  {
    trader: "prapor",
    kappa: true,
    maps: ["customs", "woods", "factory"],
    names: [
      "Debut",
      "Checking",
      "Shootout picnic",
      "Delivery from the past",
      "BP depot",
      "The Bunker - Part 1",
      "The Bunker - Part 2",
      "Bad rep evidence",
      "Ice cream cones",
      "Postman Pat - Part 1",
      "Shaking up the teller",
      "Grenadier",
      "Anesthesia",
      "Polikhim hobo",
      "Regulated materials",
      "No offence",
      ...parts("Test drive", 3),
    ],
  },
  {
    trader: "prapor",
    kappa: true,
    from: "Grenadier",
    maps: ["customs", "woods", "shoreline", "interchange", "reserve"],
    names: parts("Punisher", 6),
  },
  {
    trader: "therapist",
    kappa: true,
    maps: ["customs", "interchange", "shoreline"],
    names: [
      "Shortage",
      ...parts("Sanitary Standards", 2),
      ...parts("Operation Aquarius", 2),
      "Painkiller",
      "Pharmacist",
      "Supply plans",
      "Car repair",
      ...parts("Health Care Privacy", 5),
      "Private clinic",
      "Decontamination",
      ...parts("Colleagues", 3),
    ],
  },
  {
    trader: "skier",
    kappa: true,
    from: "Checking",
    maps: ["customs", "shoreline", "reserve"],
    names: [
      "Supplier",
      "The Extortionist",
      "Stirrup",
      "What's on the flash drive?",
      "Golden swag",
      ...parts("Chemical", 3),
      "Loyalty buyout",
      ...parts("Friend from the West", 2),
      ...parts("Vitamins", 2),
      "Setup",
      "Flint",
      "Safe corridor",
      "Silent caliber",
      "Informed means armed",
      "Chumming",
    ],
  },
  {
    trader: "peacekeeper",
    kappa: true,
    from: "Supplier",
    maps: ["shoreline", "woods", "customs", "lighthouse"],
    names: [
      "Fishing gear",
      "Tigr safari",
      "Scrap metal",
      "Eagle eye",
      "Humanitarian supplies",
      ...parts("The cult", 2),
      ...parts("Spa tour", 7),
      ...parts("Cargo X", 4),
      ...parts("Wet job", 6),
      ...parts("Lend lease", 2),
      "Peacekeeping mission",
    ],
  },
  { trader: "mechanic", kappa: true, from: "Debut", maps: [], names: parts("Gunsmith", 16) },
  {
    trader: "mechanic",
    kappa: true,
    from: "Gunsmith - Part 2",
    maps: ["shoreline", "reserve", "interchange", "lab"],
    names: [
      ...parts("Signal", 4),
      ...parts("Farming", 4),
      "Bad habit",
      "Psycho sniper",
      "Scout",
      "Insider",
      "Import",
      "Energy crisis",
      "Back door",
      "Calibration",
      "Chemistry closet",
      "Athlete",
      ...parts("Decryption hurdles", 3),
    ],
  },
  { trader: "mechanic", lighthouse: true, from: "Scout", maps: ["lighthouse"], names: parts("Network Provider", 2) },
  {
    trader: "ragman",
    kappa: true,
    from: "Debut",
    maps: ["interchange", "customs", "streets"],
    names: [
      "Only business",
      "Make ULTRA Great Again",
      "Big sale",
      "Sales night",
      "Hot delivery",
      ...parts("Database", 2),
      ...parts("The blood of war", 3),
      "Dressed to kill",
      "Gratitude",
      ...parts("Sew it good", 4),
      "The key to success",
      "Charisma brings success",
      "No fuss needed",
      "Inventory check",
      "Scavenger",
      ...parts("Living high is not a crime", 2),
      "Supervisor",
    ],
  },
  {
    trader: "jaeger",
    kappa: true,
    from: "Gunsmith - Part 1",
    maps: ["woods", "shoreline", "customs"],
    names: [
      "Introduction",
      "Acquaintance",
      ...sub("The survivalist path", [
        "Unprotected but dangerous",
        "Thrifty",
        "Zhivchik",
        "Wounded beast",
        "Tough guy",
        "Cold blooded",
        "Eagle-owl",
        "Combat medic",
        "Junkie",
      ]),
      "The hermit",
      "Courtesy visit",
      "Shady business",
      "Nostalgia",
      "Fertilizers",
      "Hunting trip",
      "Ambulance",
    ],
  },
  {
    trader: "jaeger",
    kappa: true,
    from: "Acquaintance",
    maps: ["woods", "reserve", "customs", "interchange"],
    names: sub("The Huntsman path", [
      "Secured perimeter",
      "Forest cleaning",
      "Controller",
      "Sellout",
      "Woods keeper",
      "Justice",
      "Evil watchman",
      "Trophy",
      "Sadist",
      "Eraser - Part 1",
      "Eraser - Part 2",
      "Administrator",
    ]),
  },
  { trader: "jaeger", kappa: true, from: "The hermit", maps: ["woods", "shoreline", "reserve"], names: parts("The Tarkov shooter", 8) },
  {
    trader: "lightkeeper",
    from: "Network Provider - Part 2",
    maps: ["lighthouse", "woods", "shoreline"],
    names: [
      "Knock-knock",
      "Missing informant",
      "Snatch",
      "Watching you",
      "Following the bread crumbs",
      "Overpopulation",
      ...parts("Assessment", 3),
      "Key to the tower",
      "Shady contractor",
      "Long road",
      "Gendarmerie - Mall cop",
      "Guardian",
    ],
  },
  { trader: "fence", from: "Debut", maps: ["customs", "woods"], names: sub("Compensation for damage", ["Trust", "Wager", "Barkeep", "Wergild"]) },
  {
    trader: "btr-driver",
    from: "Shootout picnic",
    maps: ["streets", "woods"],
    names: ["Pets won't need it", "Protect the sky", "Route deviation", "Nothing fishy about this"],
  },
  { trader: "ref", from: "Debut", maps: [], names: [...parts("Easy money", 2), ...parts("Against the conscience", 2), "Decisions, decisions"] },
];

/** Mutually exclusive alternatives (each lists the others in `multiple`) and one follow-up each. */
export const ALTERNATIVES: { parent: string; options: [string, string, string][] } = {
  parent: "Chemical - Part 3",
  options: [
    ["skier", "Chemical - Part 4", "Rigged game"],
    ["therapist", "Out of curiosity", "Private inquiry"],
    ["prapor", "Big customer", "Loose lips"],
  ],
};

/** Russian name of a quest: known names translated, "Part N" as "Часть N", the rest transliterated by `fallback`. */
export function questRu(name: string, fallback: (s: string) => string): string {
  if (RU[name]) return RU[name];
  const [head = name, ...tail] = name.split(" - ");
  const ru = (s: string) => RU[s] ?? (s.startsWith("Part ") ? `Часть ${s.slice(5)}` : fallback(s));
  return [ru(head), ...tail.map(ru)].join(" - ");
}
