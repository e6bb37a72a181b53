/**
 * Saved weapon builds and gear loadouts (`kind`) and their likes. A published build's key (gun and parts by slot) is unique
 * among published builds by a partial unique index, so two identical publishes cannot both land,
 * even at once; the like count is recounted from the likes table in the same batch as the change.
 */
import { and, asc, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { GearSearchQuery } from "../../../src/contracts/gear";
import {
  type GunSummary,
  LOADOUTS_PER_USER,
  type Loadout,
  type SearchQuery,
} from "../../../src/contracts/loadout";
import type { Build, BuildStats } from "../../../src/domain/loadout";
import { loadoutLikes, loadouts, users } from "../schema";
import { keptWithinLimit } from "./count-limit";
import type { AnyDb } from "./db-type";

export type LoadoutRow = typeof loadouts.$inferSelect;

/** The API shape of a row, for a caller (null for visitors). */
export function loadoutOf(
  row: LoadoutRow,
  gun: GunSummary,
  viewer: { uid: string } | null,
  liked: boolean,
  author: string | null,
): Loadout {
  return {
    uid: row.uid,
    title: row.title,
    isPublic: row.isPublic,
    gun,
    build: row.build,
    stats: {
      ergonomics: row.ergonomics,
      recoilVertical: row.recoilVertical,
      recoilHorizontal: row.recoilHorizontal,
      weight: row.weight,
    },
    likes: row.likes,
    liked,
    mine: viewer?.uid === row.userUid,
    author,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function loadoutByUid(db: AnyDb, uid: string) {
  return db.select().from(loadouts).where(eq(loadouts.uid, uid)).get();
}

/** Whether a user likes each of the given builds. */
export async function likedBy(
  db: AnyDb,
  userUid: string | null,
  uids: readonly string[],
): Promise<Set<string>> {
  if (!userUid || uids.length === 0) return new Set();
  const rows = await db
    .select({ uid: loadoutLikes.loadoutUid })
    .from(loadoutLikes)
    .where(
      and(
        eq(loadoutLikes.userUid, userUid),
        sql`${loadoutLikes.loadoutUid} IN (SELECT value FROM json_each(${JSON.stringify(uids)}))`,
      ),
    );
  return new Set(rows.map((r) => r.uid));
}

/** The display names of the authors (username, when they chose one). */
export async function authorNames(
  db: AnyDb,
  userUids: readonly string[],
): Promise<Map<string, string | null>> {
  if (userUids.length === 0) return new Map();
  const rows = await db
    .select({ uid: users.uid, username: users.username })
    .from(users)
    .where(sql`${users.uid} IN (SELECT value FROM json_each(${JSON.stringify([...new Set(userUids)])}))`);
  return new Map(rows.map((r) => [r.uid, r.username]));
}

export type SaveInput = {
  uid: string;
  userUid: string;
  /** Weapon unless said. */
  kind?: "weapon" | "gear";
  title: string;
  isPublic: boolean;
  /** A gear loadout's build has no gun and its parts are gear slots → items. */
  build: Build;
  key: string;
  stats: BuildStats;
  /** Gear: the body armour's class. */
  armorClass?: number | null;
  now: number;
};

/**
 * Creates (`create`, within the owner's LOADOUTS_PER_USER, parallel saves included) or updates one
 * of the owner's builds: "ok", "limit", "missing" (not the owner's) or "duplicate" (the same build
 * published already).
 */
export async function saveLoadout(db: AnyDb, input: SaveInput, create: boolean) {
  const values = {
    kind: input.kind ?? "weapon",
    armorClass: input.armorClass ?? null,
    title: input.title,
    isPublic: input.isPublic,
    gunUid: input.build.gun,
    build: input.build,
    buildKey: input.key,
    ergonomics: input.stats.ergonomics,
    recoilVertical: input.stats.recoilVertical,
    recoilHorizontal: input.stats.recoilHorizontal,
    weight: input.stats.weight,
    updatedAt: input.now,
  };
  try {
    if (create) {
      await db
        .insert(loadouts)
        .values({ uid: input.uid, userUid: input.userUid, likes: 0, createdAt: input.now, ...values });
      const kept = await keptWithinLimit(db, {
        table: loadouts,
        id: loadouts.uid,
        idValue: input.uid,
        owner: loadouts.userUid,
        ownerValue: input.userUid,
        max: LOADOUTS_PER_USER,
      });
      return kept ? ("ok" as const) : ("limit" as const);
    }
    const done = await db
      .update(loadouts)
      .set(values)
      .where(
        and(eq(loadouts.uid, input.uid), eq(loadouts.userUid, input.userUid), eq(loadouts.kind, values.kind)),
      )
      .returning({ uid: loadouts.uid });
    return done.length > 0 ? ("ok" as const) : ("missing" as const);
  } catch (err) {
    if (/UNIQUE constraint failed/i.test(String((err as { cause?: unknown }).cause ?? err)))
      return "duplicate" as const;
    throw err;
  }
}

/** Deletes one's own build and its likes; false when it is not the user's. */
export async function deleteLoadout(db: AnyDb, uid: string, userUid: string): Promise<boolean> {
  const gone = await db
    .delete(loadouts)
    .where(and(eq(loadouts.uid, uid), eq(loadouts.userUid, userUid)))
    .returning({ uid: loadouts.uid });
  if (gone.length === 0) return false;
  await db.delete(loadoutLikes).where(eq(loadoutLikes.loadoutUid, uid));
  return true;
}

/** Adds or takes back one user's like, then recounts; the new count. */
export async function setLike(db: AnyDb, uid: string, userUid: string, like: boolean, now: number) {
  if (like)
    await db.insert(loadoutLikes).values({ loadoutUid: uid, userUid, createdAt: now }).onConflictDoNothing();
  else
    await db
      .delete(loadoutLikes)
      .where(and(eq(loadoutLikes.loadoutUid, uid), eq(loadoutLikes.userUid, userUid)));
  const row = await db
    .update(loadouts)
    .set({ likes: sql`(SELECT count(*) FROM loadout_likes WHERE loadout_uid = ${uid})` })
    .where(eq(loadouts.uid, uid))
    .returning({ likes: loadouts.likes })
    .get();
  return row?.likes ?? 0;
}

/** One user's builds of one kind, newest first. */
export async function ownLoadouts(db: AnyDb, userUid: string, kind: "weapon" | "gear" = "weapon") {
  return db
    .select()
    .from(loadouts)
    .where(and(eq(loadouts.userUid, userUid), eq(loadouts.kind, kind)))
    .orderBy(desc(loadouts.updatedAt));
}

const ORDER: Record<NonNullable<SearchQuery["sort"]>, SQL[]> = {
  likes: [desc(loadouts.likes), desc(loadouts.createdAt)],
  date: [desc(loadouts.createdAt)],
  ergonomics: [desc(loadouts.ergonomics), desc(loadouts.likes)],
  recoil: [asc(loadouts.recoilVertical), desc(loadouts.likes)],
  weight: [asc(loadouts.weight), desc(loadouts.likes)],
};

/** Published builds matching the filters (guns of a caliber by their uids), best first; at most `limit`. */
export async function searchLoadouts(
  db: AnyDb,
  q: SearchQuery & { gunUids?: readonly string[] },
  limit: number,
): Promise<{ rows: LoadoutRow[]; total: number }> {
  const where = and(
    eq(loadouts.isPublic, true),
    eq(loadouts.kind, "weapon"),
    q.gun ? eq(loadouts.gunUid, q.gun) : undefined,
    q.gunUids
      ? sql`${loadouts.gunUid} IN (SELECT value FROM json_each(${JSON.stringify(q.gunUids)}))`
      : undefined,
    q.minErgonomics !== undefined ? gte(loadouts.ergonomics, q.minErgonomics) : undefined,
    q.maxRecoil !== undefined ? lte(loadouts.recoilVertical, q.maxRecoil) : undefined,
    q.maxWeight !== undefined ? lte(loadouts.weight, q.maxWeight) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(loadouts)
      .where(where)
      .orderBy(...ORDER[q.sort ?? "likes"])
      .limit(limit),
    db.select({ n: sql<number>`count(*)` }).from(loadouts).where(where).get(),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const GEAR_ORDER: Record<NonNullable<GearSearchQuery["sort"]>, SQL[]> = {
  likes: [desc(loadouts.likes), desc(loadouts.createdAt)],
  date: [desc(loadouts.createdAt)],
  weight: [asc(sql`${loadouts.weight} IS NULL`), asc(loadouts.weight), desc(loadouts.likes)],
  armorClass: [desc(sql`coalesce(${loadouts.armorClass}, 0)`), desc(loadouts.likes)],
};

/** Published gear loadouts matching the filters, best first; at most `limit`. */
export async function searchGearLoadouts(
  db: AnyDb,
  q: GearSearchQuery,
  limit: number,
): Promise<{ rows: LoadoutRow[]; total: number }> {
  const where = and(
    eq(loadouts.isPublic, true),
    eq(loadouts.kind, "gear"),
    q.item
      ? sql`EXISTS (SELECT 1 FROM json_each(${loadouts.build}, '$.parts') WHERE value = ${q.item})`
      : undefined,
    q.minArmorClass !== undefined ? gte(loadouts.armorClass, q.minArmorClass) : undefined,
    q.maxWeight !== undefined ? lte(loadouts.weight, q.maxWeight) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(loadouts)
      .where(where)
      .orderBy(...GEAR_ORDER[q.sort ?? "likes"])
      .limit(limit),
    db.select({ n: sql<number>`count(*)` }).from(loadouts).where(where).get(),
  ]);
  return { rows, total: total?.n ?? 0 };
}
