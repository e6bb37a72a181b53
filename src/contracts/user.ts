import { FOUND_MAX } from "../domain/items-found";
import { DEFAULT_PRICE_SETTINGS } from "../domain/price-resolution";
import { LOYALTY_TRADERS } from "../domain/traders";
import { SKILL_MAX } from "../domain/user-patch";
import { endpoint } from "./endpoint";
import { lazySchema, z } from "./zod-mini";

/**
 * The user and character contracts (docs/product.md §3 User / character, hideout and settings flags; §7 calls).
 * The user object the API returns is the account (uid, admin, pro, username, patron expiry, chars)
 * with the active character's fields flattened into it, as docs/product.md §3 lists them.
 * Every page's header parses GET /users/me with these schemas, so they are zod/mini (./zod-mini).
 */

/** The eight traders with loyalty levels 1–4 (docs/product.md §3, §9); keys are the data's trader uids. */
export const TRACKED_TRADERS = LOYALTY_TRADERS;
export type TrackedTrader = (typeof TRACKED_TRADERS)[number];

export const GAME_EDITIONS = [
  "Standard",
  "Left Behind",
  "Prepare for Escape",
  "Edge of Darkness",
  "The Unheard",
  "EOD + The Unheard",
] as const;
export const gameEditionSchema = lazySchema(() => z.enum(GAME_EDITIONS));
export type GameEdition = z.infer<typeof gameEditionSchema>;

/** A character's game mode as the user object spells it (prices use the lower-case GameMode). */
export const userGameModeSchema = lazySchema(() => z.enum(["PVP", "PVE"]));
export type UserGameMode = z.infer<typeof userGameModeSchema>;
/** A character's side; "Any" exists for quests and dogtags only. */
export const fractionSchema = lazySchema(() => z.enum(["Bear", "Usec"]));
export type Fraction = z.infer<typeof fractionSchema>;

export const traderLevelSchema = lazySchema(() => z.number().check(z.int(), z.gte(1), z.lte(4)));
export const tradersLLSchema = lazySchema(() => z.record(z.string(), traderLevelSchema));
export type TradersLL = z.infer<typeof tradersLLSchema>;
/** A trader standing (reputation) as the game shows it, e.g. Fence -7 to 6; a missing trader is 0. */
export const traderStandingSchema = lazySchema(() => z.number().check(z.gte(-10), z.lte(10)));
export const tradersStandingSchema = lazySchema(() =>
  z.record(z.string().check(z.maxLength(40)), traderStandingSchema),
);
export type TradersStanding = z.infer<typeof tradersStandingSchema>;

/** Hideout and settings flags (docs/product.md §3) with their defaults. */
export const settingsFlagsSchema = lazySchema(() =>
  z.object({
    hideoutUseProgress: z.boolean(),
    /** '' (fuel not counted), 'metal' or another fuel kind; Pro only. */
    hideoutUseFuel: z.string().check(z.maxLength(40)),
    hideoutUsePriceField: z.enum(["price", "avg24h", "avg7d"]),
    hideoutUseFee: z.boolean(),
    hideoutUseFlea: z.boolean(),
    hideoutUseCrafts: z.boolean(),
    hideoutUseBarters: z.boolean(),
    hideoutUseTradersPrices: z.boolean(),
    hideoutUseHistorical: z.boolean(),
    /** Trader offers of unknown loyalty level count (with progress tracking on). */
    hideoutUseUnknownLL: z.boolean(),
    hideoutSellToFleaOnlyMode: z.boolean(),
    hideoutUseSellToFlea: z.boolean(),
    hideoutUseSellToTraders: z.boolean(),
    hideoutUseSellToHistorical: z.boolean(),
    isSolarPowerBuilt: z.boolean(),
    isIC3Built: z.boolean(),
    skill_Crafting: z.number().check(z.gte(0), z.lte(SKILL_MAX)),
    skill_HideoutManagement: z.number().check(z.gte(0), z.lte(SKILL_MAX)),
  }),
);
export type SettingsFlags = z.infer<typeof settingsFlagsSchema>;

const { mode: _mode, tradersLL: _tradersLL, ...defaultFlags } = DEFAULT_PRICE_SETTINGS;
/** docs/product.md §3 defaults of the flags: the calculators' defaults (domain/price-resolution). */
export const DEFAULT_SETTINGS_FLAGS: SettingsFlags = defaultFlags;

/** How many uids each progression list may hold. */
export const PROGRESSION_LIST_MAX = {
  questsDone: 5000,
  questsHidden: 5000,
  modulesBuilt: 1000,
  itemsFound: 5000,
} as const;

/** A uid in a list or as a key (quests, hideout levels, items): at most 64 characters. */
const uidSchema = lazySchema(() => z.string().check(z.maxLength(64)));
/** Favourites per character. */
export const FAV_MAX = 5000;

/** Progression lists of a character (POST /progression/update changes them by operations). */
export const progressionSchema = lazySchema(() =>
  z.object({
    /** Quest uids completed. */
    questsDone: z.array(uidSchema).check(z.maxLength(PROGRESSION_LIST_MAX.questsDone)),
    /** Quest uids selected (tracked) in the quest tracker; free users at most 3. */
    questsHidden: z.array(uidSchema).check(z.maxLength(PROGRESSION_LIST_MAX.questsHidden)),
    /** Found-in-raid counts per item uid (the items tracker). */
    itemsFound: z.record(uidSchema, z.number().check(z.int(), z.gte(0), z.lte(FOUND_MAX))),
    /** Hideout level uids built (hideout_levels.uid). */
    modulesBuilt: z.array(uidSchema).check(z.maxLength(PROGRESSION_LIST_MAX.modulesBuilt)),
  }),
);
export type Progression = z.infer<typeof progressionSchema>;

/** One entry of the user's character list (the character dropdown of docs/product.md §2). */
export const charSummarySchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    fraction: fractionSchema,
    level: z.number().check(z.int()),
    charName: z.string(),
    gameMode: userGameModeSchema,
  }),
);
export type CharSummary = z.infer<typeof charSummarySchema>;

/** The active character's own fields (besides its progression and flags). */
export const characterFieldsSchema = lazySchema(() =>
  z.object({
    charName: z.string().check(z.maxLength(40)),
    fraction: fractionSchema,
    gameMode: userGameModeSchema,
    gameEdition: gameEditionSchema,
    level: z.number().check(z.int(), z.gte(1), z.lte(100)),
    tradersLL: tradersLLSchema,
    /** Trader standings the quests check (docs/product.md §4, with progress tracking on); default 0 each. */
    tradersStanding: tradersStandingSchema,
    favList: z.array(uidSchema).check(z.maxLength(FAV_MAX)),
    /** Custom buy prices per item uid (rubles), Pro. */
    userPricesMap: z.record(z.string(), z.number()),
    /** Custom sell prices per item uid (rubles), Pro. */
    userSellPricesMap: z.record(z.string(), z.number()),
    feature_maps: z.record(z.string(), z.boolean()),
  }),
);

/** GET/PUT /api/be/users/me response: the account plus the active character, flattened. */
export const userSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    charUid: z.string(),
    email: z.nullable(z.string()),
    username: z.nullable(z.string()),
    admin: z.boolean(),
    pro: z.boolean(),
    /** Patron status end (ms since epoch), when known. */
    patronUntil: z.nullable(z.number()),
    chars: z.array(charSummarySchema),
    ...characterFieldsSchema.shape,
    ...progressionSchema.shape,
    ...settingsFlagsSchema.shape,
  }),
);
export type User = z.infer<typeof userSchema>;

/**
 * PUT /api/be/users/me body: any subset of the character's fields and flags. Level and skills may
 * come as strings from inputs: they are converted to numbers, non-numbers ignored, skills capped at
 * SKILL_MAX (docs/product.md §5) — the server applies those rules (and the Pro rule of §5) before saving.
 */
export const userPatchSchema = lazySchema(() =>
  z.partial(
    z.object({
      ...characterFieldsSchema.shape,
      ...settingsFlagsSchema.shape,
      level: z.union([z.number(), z.string()]),
      // custom prices follow one rule set, through /items/price/set and /items/price/clear only
      userPricesMap: z.never({ error: "custom prices are set with /items/price/set" }),
      userSellPricesMap: z.never({ error: "custom prices are set with /items/price/set" }),
      skill_Crafting: z.union([z.number(), z.string()]),
      skill_HideoutManagement: z.union([z.number(), z.string()]),
      /**
       * Favourites by operation (applied in SQL, so two tabs lose nothing): uids added at the end
       * (once) and removed. tradersLL, tradersStanding and feature_maps join the stored ones key by
       * key: `{tradersLL: {therapist: 4}}` changes Therapist only.
       */
      favAdd: z.array(uidSchema).check(z.maxLength(FAV_MAX)),
      favRemove: z.array(uidSchema).check(z.maxLength(FAV_MAX)),
      /** Trimmed, 3–24 characters, no control characters. */
      username: z
        .string()
        .check(
          z.trim(),
          z.minLength(3),
          z.maxLength(24),
          z.regex(/^[^\p{C}]+$/u, { error: "no control or invisible characters" }),
        ),
    }),
  ),
);
export type UserPatch = z.infer<typeof userPatchSchema>;

/** Names an object key may not take (any request body, and item-uid keys): they would reach an object's prototype. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** An item uid as a custom-price key: no prototype names (the item must exist too: 404 otherwise). */
export const priceItemUidSchema = lazySchema(() =>
  z.string().check(
    z.minLength(1),
    z.maxLength(64),
    z.refine((uid) => !RESERVED_KEYS.has(uid), { error: "not an item uid" }),
  ),
);

/** The progression lists changed by adding and removing uids (itemsFound changes by counts instead). */
export const PROGRESSION_LISTS = ["questsDone", "questsHidden", "modulesBuilt"] as const;
export type ProgressionList = (typeof PROGRESSION_LISTS)[number];
const listOpsSchema = lazySchema(() =>
  z.strictObject({
    questsDone: z.optional(progressionSchema.shape.questsDone),
    questsHidden: z.optional(progressionSchema.shape.questsHidden),
    modulesBuilt: z.optional(progressionSchema.shape.modulesBuilt),
  }),
);

/**
 * POST /api/be/progression/update body: operations on the lists, so that concurrent changes from
 * two tabs both survive. `add` appends uids not yet in a list (in order, each once), `remove` takes
 * uids out (a uid in both ends up removed), `itemsFoundAdd` adds a number of found items to each
 * item's count (a negative number takes them off; a count stays within 0..FOUND_MAX and 0 drops
 * the item). Added quests, hideout levels and items must exist in the data (404). A list may not
 * grow past its limit (400). Answers the lists touched, as saved.
 */
export const progressionOpsSchema = lazySchema(() =>
  z.strictObject({
    add: z.optional(listOpsSchema),
    remove: z.optional(listOpsSchema),
    itemsFoundAdd: z.optional(
      z
        .record(
          priceItemUidSchema,
          z.number().check(
            z.int(),
            z.gte(-FOUND_MAX),
            z.lte(FOUND_MAX),
            z.refine((n) => n !== 0, { error: "a change of 0" }),
          ),
        )
        .check(
          z.refine((counts) => Object.keys(counts).length <= PROGRESSION_LIST_MAX.itemsFound, {
            error: "too many items",
          }),
        ),
    ),
  }),
);
export type ProgressionOps = z.infer<typeof progressionOpsSchema>;
/** POST /api/be/progression/update answer: the lists the operations touched. */
export const progressionUpdateResponseSchema = lazySchema(() => z.partial(progressionSchema));

/** The body of char/select, char/copy-from and char/delete: one of the user's own characters. */
export const charSelectBodySchema = lazySchema(() =>
  z.object({ charUid: z.string().check(z.minLength(1), z.maxLength(64)) }),
);
export const charCreateBodySchema = lazySchema(() =>
  z.object({
    fraction: fractionSchema,
    gameMode: userGameModeSchema,
  }),
);

/** Messages of the character rules (docs/product.md §3, §5). */
export const USER_MESSAGES = {
  mainNotPve: "The main profile cannot be PVE",
  mainNotDeleted: "The main profile cannot be deleted",
  tooManyChars: "Too many characters",
} as const;

/** Reset kinds of PUT /api/be/progression/reset/{kind} (docs/product.md §7) and what each answers. */
export const RESET_KINDS = ["quests", "items", "hideout", "all"] as const;
export type ResetKind = (typeof RESET_KINDS)[number];
export const resetResponseSchema = lazySchema(() =>
  z.object({
    questsDone: z.optional(progressionSchema.shape.questsDone),
    itemsFound: z.optional(progressionSchema.shape.itemsFound),
    modulesBuilt: z.optional(progressionSchema.shape.modulesBuilt),
    questsHidden: z.optional(progressionSchema.shape.questsHidden),
  }),
);

/** POST /api/be/items/price/set and /items/price/clear (Pro). */
export const priceSetBodySchema = lazySchema(() =>
  z.object({
    userUid: z.string().check(z.minLength(1), z.maxLength(64)),
    itemUid: priceItemUidSchema,
    /** Rubles; null removes this item's custom price. */
    price: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000))),
    /** Which map: buy prices (default) or sell prices. */
    kind: z._default(z.enum(["buy", "sell"]), "buy"),
  }),
);
export const priceClearBodySchema = lazySchema(() =>
  z.object({ userUid: z.string().check(z.minLength(1), z.maxLength(64)) }),
);
export const priceMapsResponseSchema = lazySchema(() =>
  z.object({
    userPricesMap: z.record(z.string(), z.number()),
    userSellPricesMap: z.record(z.string(), z.number()),
  }),
);

/** POST /api/be/admin/users/role (admin): sets the pro and/or admin flag of an account by email. */
export const adminRoleBodySchema = lazySchema(() =>
  z
    .object({
      email: z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email()),
      pro: z.optional(z.boolean()),
      admin: z.optional(z.boolean()),
    })
    .check(z.refine((b) => b.pro !== undefined || b.admin !== undefined, { error: "pro or admin required" })),
);
export const adminRoleResponseSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    email: z.string(),
    pro: z.boolean(),
    admin: z.boolean(),
  }),
);

/** The signed-in user, their characters, progression and custom prices; admin roles. */
export const userEndpoints = {
  me: endpoint({ method: "GET", path: "/users/me", response: userSchema }),
  /** Base users may set only the username (else 403); 409 when it is taken. */
  patchMe: endpoint({ method: "PUT", path: "/users/me", body: userPatchSchema, response: userSchema }),
  charSelect: endpoint({
    method: "POST",
    path: "/users/me/char/select",
    body: charSelectBodySchema,
    response: userSchema,
  }),
  charCreate: endpoint({
    method: "POST",
    path: "/users/me/char/create",
    body: charCreateBodySchema,
    response: userSchema,
  }),
  charCopyFrom: endpoint({
    method: "POST",
    path: "/users/me/char/copy-from",
    body: charSelectBodySchema,
    response: userSchema,
  }),
  charDelete: endpoint({
    method: "POST",
    path: "/users/me/char/delete",
    body: charSelectBodySchema,
    response: userSchema,
  }),
  progressionUpdate: endpoint({
    method: "POST",
    path: "/progression/update",
    body: progressionOpsSchema,
    response: progressionUpdateResponseSchema,
  }),
  progressionReset: endpoint({
    method: "PUT",
    path: "/progression/reset/:kind",
    params: lazySchema(() => z.object({ kind: z.enum(RESET_KINDS) })),
    response: resetResponseSchema,
  }),
  priceSet: endpoint({
    method: "POST",
    path: "/items/price/set",
    body: priceSetBodySchema,
    response: priceMapsResponseSchema,
  }),
  priceClear: endpoint({
    method: "POST",
    path: "/items/price/clear",
    body: priceClearBodySchema,
    response: priceMapsResponseSchema,
  }),
  /** Admin only; everyone else gets 404. */
  adminRole: endpoint({
    method: "POST",
    path: "/admin/users/role",
    body: adminRoleBodySchema,
    response: adminRoleResponseSchema,
  }),
};
