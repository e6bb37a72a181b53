import { type GunDef, MAX_DEPTH, MAX_PARTS, type PartDef, type PartLookup } from "../domain/loadout";
import { localName } from "../domain/local-name";
import { endpoint } from "./endpoint";
import { gameModeSchema } from "./game-mode";
import { lazySchema, z } from "./zod-mini";

/**
 * Weapon loadouts (docs/product.md §1 build, publish, search, like; §3 Loadout; §5 "Exact same loadout
 * already published"; §6 publishing is Pro, search needs login and Pro, else the top 20).
 * The builder's data (guns, and one gun's parts on demand) and the saved builds.
 */

export const LOADOUT_MESSAGES = {
  sameAlreadyPublished: "Exact same loadout already published",
  notValidToPublish: "Fix the build before publishing: every required slot filled and no conflicting parts",
  notAGun: "Not a gun: pick a gun first",
} as const;

/** Results a caller without Pro sees from the search (docs/product.md §6). */
export const FREE_SEARCH_LIMIT = 20;
export const TITLE_MAX = 80;
/** Builds one account may keep. */
export const LOADOUTS_PER_USER = 200;

/** A saved build's uid (weapon builds and gear sets alike). */
export const buildIdSchema = lazySchema(() =>
  z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
);
const id = buildIdSchema;
const path = lazySchema(() =>
  z.string().check(
    z.maxLength(400),
    z.regex(/^[A-Za-z0-9_]+(\/[A-Za-z0-9_]+)*$/, { error: "a slot path is slot names joined by /" }),
    z.refine((p) => p.split("/").length <= MAX_DEPTH, { error: `slot paths go at most ${MAX_DEPTH} deep` }),
  ),
);

export const buildSchema = lazySchema(() =>
  z.object({
    gun: id,
    parts: z.record(path, id).check(
      z.refine((r) => Object.keys(r).length <= MAX_PARTS, {
        error: `a build holds at most ${MAX_PARTS} parts`,
      }),
    ),
    ammo: z.optional(z.nullable(id)),
  }),
);

const slotSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    required: z.boolean(),
    allowed: z.array(z.string()),
  }),
);
/** A trader's offer of a part or a wearable: the trader, its loyalty level (null: unknown), its price. */
export const buyOfferSchema = lazySchema(() =>
  z.object({
    vendor: z.string(),
    level: z.nullable(z.number()),
    priceRUB: z.number(),
  }),
);
const offerSchema = buyOfferSchema;

/** The names a builder shows of an item, in both languages (fresh schemas, for a lazy schema to spread). */
export const builderNameFields = () => ({
  uid: z.string(),
  name: z.string(),
  /** The data's Russian name, when it has one. */
  ruName: z.nullable(z.string()),
  shortName: z.string(),
  /** The game's Russian short name, null when the data has none. */
  ruShortName: z.optional(z.nullable(z.string())),
});

/** A part as the builder shows it: stats, slots, conflicts, icon and where it can be bought. */
export const partSchema = lazySchema(() =>
  z.object({
    ...builderNameFields(),
    url: z.nullable(z.string()),
    iconUrl: z.nullable(z.string()),
    ergonomics: z.number(),
    recoil: z.number(),
    weight: z.nullable(z.number()),
    slots: z.array(slotSchema),
    conflicts: z.array(z.string()),
    conflictSlots: z.array(z.string()),
    /** Current flea price (₽), or null when there is none. */
    flea: z.nullable(z.number()),
    /** Trader cash offers (buy) with the loyalty level they need. */
    offers: z.array(offerSchema),
  }),
);
export type PartInfo = z.infer<typeof partSchema>;

export const gunSummarySchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    name: z.string(),
    ruName: z.nullable(z.string()),
    shortName: z.string(),
    /** The game's Russian short name, null when the data has none. */
    ruShortName: z.optional(z.nullable(z.string())),
    url: z.string(),
    caliber: z.nullable(z.string()),
    iconUrl: z.nullable(z.string()),
  }),
);
export type GunSummary = z.infer<typeof gunSummarySchema>;

export const gunPartsSchema = lazySchema(() =>
  z.object({
    gun: z.extend(partSchema, {
      recoilVertical: z.number(),
      recoilHorizontal: z.number(),
      caliber: z.nullable(z.string()),
    }),
    /** Every part that fits the gun, at any depth. */
    parts: z.array(partSchema),
    /** Rounds of the gun's caliber. */
    ammo: z.array(partSchema),
    /** The data's presets of this gun: name and a ready build. */
    presets: z.array(z.object({ uid: z.string(), name: z.string(), build: buildSchema })),
  }),
);
export type GunParts = z.infer<typeof gunPartsSchema>;

export const statsSchema = lazySchema(() =>
  z.object({
    ergonomics: z.number(),
    recoilVertical: z.number(),
    recoilHorizontal: z.number(),
    weight: z.nullable(z.number()),
  }),
);

/** What every saved build (weapon or gear) carries besides its own content. */
export const savedBuildFields = () => ({
  likes: z.number(),
  /** Whether the caller likes it (false for visitors). */
  liked: z.boolean(),
  /** Whether the caller owns it. */
  mine: z.boolean(),
  author: z.nullable(z.string()),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** A save's body for a kind of build: its uid to change a saved one (absent for a new one), title, public flag, build. */
export function saveBodyOf<B extends z.ZodMiniType>(build: B) {
  return z.object({
    uid: z.optional(buildIdSchema),
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(TITLE_MAX)),
    isPublic: z.boolean(),
    build,
  });
}

export const loadoutSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    title: z.string(),
    isPublic: z.boolean(),
    gun: gunSummarySchema,
    build: buildSchema,
    stats: statsSchema,
    ...savedBuildFields(),
  }),
);
export type Loadout = z.infer<typeof loadoutSchema>;

export const saveBodySchema = lazySchema(() => saveBodyOf(buildSchema));

export const SEARCH_SORTS = ["likes", "date", "ergonomics", "recoil", "weight"] as const;
const num = lazySchema(() => z.optional(z.coerce.number().check(z.gte(0), z.lte(100_000))));
export const searchQuerySchema = lazySchema(() =>
  z.object({
    gun: z.optional(id),
    caliber: z.optional(z.string().check(z.maxLength(60))),
    minErgonomics: num,
    maxRecoil: num,
    maxWeight: num,
    sort: z.optional(z.enum(SEARCH_SORTS)),
  }),
);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const loadoutEndpoints = {
  guns: endpoint({
    method: "GET",
    path: "/weapons",
    response: lazySchema(() => z.object({ guns: z.array(gunSummarySchema) })),
  }),
  gunParts: endpoint({
    method: "GET",
    path: "/weapons/:uid/parts",
    params: lazySchema(() => z.object({ uid: id })),
    query: lazySchema(() => z.object({ mode: z._default(gameModeSchema, "pvp") })),
    response: gunPartsSchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/loadouts/:uid",
    params: lazySchema(() => z.object({ uid: id })),
    response: loadoutSchema,
  }),
  /** Pro: create or change one's own build; publishing an identical build is refused (409). */
  save: endpoint({ method: "POST", path: "/loadouts/save", body: saveBodySchema, response: loadoutSchema }),
  remove: endpoint({
    method: "POST",
    path: "/loadouts/delete",
    body: lazySchema(() => z.object({ uid: id })),
    response: lazySchema(() => z.object({ ok: z.boolean() })),
  }),
  my: endpoint({
    method: "GET",
    path: "/loadouts/my",
    response: lazySchema(() => z.object({ loadouts: z.array(loadoutSchema) })),
  }),
  /** Signed in; without Pro only the top 20 (`limited`). */
  search: endpoint({
    method: "GET",
    path: "/loadouts/search",
    query: searchQuerySchema,
    response: lazySchema(() =>
      z.object({ loadouts: z.array(loadoutSchema), total: z.number(), limited: z.boolean() }),
    ),
  }),
  like: endpoint({
    method: "POST",
    path: "/loadouts/like",
    body: lazySchema(() => z.object({ uid: id, like: z.boolean() })),
    response: lazySchema(() => z.object({ likes: z.number(), liked: z.boolean() })),
  }),
};

/** The domain's view of a gun's parts (src/domain/loadout.ts), looked up by item id. */
export function partLookup(data: Pick<GunParts, "gun" | "parts">): PartLookup {
  const toDef = (p: PartInfo): PartDef => ({ ...p, id: p.uid });
  const byId = new Map<string, PartDef>(data.parts.map((p) => [p.uid, toDef(p)]));
  const gun: GunDef = {
    ...toDef(data.gun),
    recoilVertical: data.gun.recoilVertical,
    recoilHorizontal: data.gun.recoilHorizontal,
    caliber: data.gun.caliber,
  };
  byId.set(gun.id, gun);
  return (id) => byId.get(id);
}

/** A part's or gun's name in a locale: the data's Russian name for Russian readers when it has one. */
export const partName = (p: { name: string; ruName: string | null }, locale: string) => localName(p, locale);
