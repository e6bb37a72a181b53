import { DEFAULT_SETTINGS_FLAGS, TRACKED_TRADERS, type User } from "../contracts/user";

/** A complete user object for tests and demos (a Pro-less main profile at the defaults of docs/product.md §3). */
export function sampleUser(over: Partial<User> = {}): User {
  return {
    uid: "u1",
    charUid: "u1",
    email: "user@example.test",
    username: null,
    admin: false,
    pro: false,
    patronUntil: null,
    chars: [{ uid: "u1", fraction: "Bear", level: 10, charName: "Pmc", gameMode: "PVP" }],
    charName: "Pmc",
    fraction: "Bear",
    gameMode: "PVP",
    gameEdition: "Standard",
    level: 10,
    tradersLL: Object.fromEntries(TRACKED_TRADERS.map((t) => [t, 1])),
    tradersStanding: {},
    favList: [],
    userPricesMap: {},
    userSellPricesMap: {},
    feature_maps: {},
    questsDone: [],
    questsHidden: [],
    itemsFound: {},
    modulesBuilt: [],
    ...DEFAULT_SETTINGS_FLAGS,
    ...over,
  };
}
