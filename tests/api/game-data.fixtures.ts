import { env } from "cloudflare:workers";
import { getDb } from "../../functions/db/client";
import type { Dataset } from "../../functions/db/dataset";
import { DATA_VERSION_KEY } from "../../functions/db/queries/data-version";
import { writeDataset } from "../../functions/db/write-dataset";

type ItemRow = Dataset["items"][number];
type QuestRow = Dataset["quests"][number];

/** A complete items row; `uid` also prefixes url and name so test files never collide. */
export function item(uid: string, over: Partial<ItemRow> = {}): ItemRow {
  return {
    uid,
    url: `${uid}-url`,
    name: `${uid} name`,
    shortName: uid.slice(0, 6),
    nameL10n: { ru: `${uid} имя` },
    descL10n: { ru: "" },
    category: "Barter",
    caliber: null,
    tags: ["Barter_items"],
    basePrice: 1000,
    width: 1,
    height: 2,
    search: `${uid} name`,
    updatedAt: 1_700_000_000,
    ...over,
  };
}

/** Therapist paying 120,000 ₽ for the item in PvP, as the trader list of 10 Dec 2025 says. */
export function datedSellOffer(
  itemUid: string,
  over: Partial<Dataset["traderOffers"][number]> = {},
): Dataset["traderOffers"][number] {
  return {
    itemUid,
    mode: "pvp",
    trader: "therapist",
    kind: "sell",
    level: 1,
    price: 120_000,
    currency: "RUB",
    priceCur: 120_000,
    observedAt: Date.UTC(2025, 11, 10),
    ...over,
  };
}

export function quest(uid: string, over: Partial<QuestRow> = {}): QuestRow {
  return {
    uid,
    bsgId: `bsg-${uid}`,
    bsgIds: [`bsg-${uid}`, `old-${uid}`],
    name: `${uid} quest`,
    nameL10n: { ru: "квест" },
    descL10n: { ru: "" },
    trader: "prapor",
    fraction: "Any",
    reqGameEdition: [],
    reqGameMode: ["PVP", "PVE"],
    reqLL: [{ trader: "prapor", level: 1 }],
    require: [],
    requireOr: [],
    locations: ["customs"],
    multiple: [],
    other: [],
    unlocks: [],
    rewards: { experience: 100, items: [], standing: [], unlocks: [] },
    objectives: [{ id: "o1", type: "Find in raid", text: "Find it", maps: ["customs"], item: "x", count: 2 }],
    related: [],
    ...over,
  };
}

let version = Date.now();

/** Writes rows and bumps the data version (as loaders do), so derived payloads are rebuilt. */
export async function seed(data: Partial<Dataset>): Promise<void> {
  version += 1;
  await writeDataset(getDb(env.DB), {
    ...data,
    kv: [...(data.kv ?? []), { key: DATA_VERSION_KEY, value: { version }, updatedAt: 0 }],
  });
}

export const api = (path: string, init?: RequestInit) => {
  // Imported lazily so this module stays usable from any test file.
  return import("cloudflare:workers").then(({ exports }) =>
    exports.default.fetch(new Request(`http://localhost${path}`, init)),
  );
};

export const postJson = (path: string, body: unknown) =>
  api(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/**
 * Makes the game data hold these quests, hideout levels (of one station "fx-station") and items,
 * so progression operations that add them pass the known-id check of /progression/update.
 */
export function seedIds(ids: { quests?: string[]; levels?: string[]; items?: string[] }): Promise<void> {
  return seed({
    quests: (ids.quests ?? []).map((uid) => quest(uid)),
    hideoutStations: ids.levels?.length
      ? [{ uid: "fx-station", name: "Station", nameL10n: { ru: "" }, sort: 99 }]
      : [],
    hideoutLevels: (ids.levels ?? []).map((uid, i) => ({
      uid,
      stationUid: "fx-station",
      level: i + 1,
      constructionTime: 0,
      itemReqs: [],
      stationReqs: [],
      traderReqs: [],
      skillReqs: [],
      bonuses: [],
    })),
    items: (ids.items ?? []).map((uid) => item(uid)),
  });
}
