import { type Context, Hono } from "hono";
import {
  GEAR_MESSAGES,
  type GearItem,
  type GearLoadout,
  gearEndpoints,
  gearLookup,
} from "../../src/contracts/gear";
import { FREE_SEARCH_LIMIT } from "../../src/contracts/loadout";
import { said } from "../../src/contracts/messages";
import { checkGear, type GearBuild, gearKey, gearStats, isGearValid } from "../../src/domain/gear";
import { accountIsPro, requireUser } from "../auth/access";
import { clock } from "../clock";
import { getDb } from "../db/client";
import type { AnyDb } from "../db/queries/db-type";
import { gearIds, gearItems, gearItemsByIds, gearLoadoutOf } from "../db/queries/gear";
import {
  authorNames,
  type LoadoutRow,
  likedBy,
  loadoutByUid,
  ownLoadouts,
  searchGearLoadouts,
} from "../db/queries/loadouts";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { badRequest, notFound } from "../errors";
import { storeLoadout } from "./loadout-store";

/**
 * Gear loadouts (docs/product.md §1, §2 /gear, §5, §6): the wearables, and saved sets in the loadouts table
 * (kind gear), so liking and deleting are the weapon builds' own calls.
 */
export const gearRoutes = new Hono<AppBindings>();

on(gearRoutes, gearEndpoints.items, [], async (c, { query }) => ({
  items: await gearItems(getDb(c.env.DB), query.mode),
}));

/** The rows as the API shows them to the caller, with item names, likes and author names. */
async function present(c: Context<AppBindings>, db: AnyDb, rows: LoadoutRow[]): Promise<GearLoadout[]> {
  const viewer = c.get("user") ?? null;
  const ids = [...new Set(rows.flatMap((r) => gearIds(r.build.parts as GearBuild)))];
  const uids = rows.map((r) => r.uid);
  const [known, liked, authors] = await Promise.all([
    gearItemsByIds(db, ids),
    likedBy(db, viewer?.uid ?? null, uids),
    authorNames(
      db,
      rows.map((r) => r.userUid),
    ),
  ]);
  const byId = new Map<string, GearItem>(known.map((i) => [i.uid, i]));
  return rows.map((r) => gearLoadoutOf(r, byId, viewer, liked.has(r.uid), authors.get(r.userUid) ?? null));
}

const SLOT_NAMES: Record<string, string> = {
  headwear: "headwear",
  earpiece: "headset",
  faceCover: "face cover",
  eyewear: "eyewear",
  armor: "body armour",
  rig: "tactical rig",
  backpack: "backpack",
  armband: "armband",
};

/** A set the server can store: known wearables in slots that take them; published only without conflicts. */
async function checkedSet(db: AnyDb, build: GearBuild, publish: boolean) {
  const ids = gearIds(build);
  if (ids.length === 0) throw badRequest(GEAR_MESSAGES.empty);
  const lookup = gearLookup(await gearItemsByIds(db, ids));
  const check = checkGear(build, lookup);
  const bad = check.rejected[0];
  if (bad) {
    const slot = SLOT_NAMES[bad.slot] ?? bad.slot;
    throw badRequest(
      bad.reason === "unknown"
        ? said("gear.unknownItem", { item: bad.id, slot })
        : said("gear.wrongSlot", { item: lookup(bad.id)?.name ?? bad.id, slot }),
    );
  }
  if (publish && !isGearValid(check)) throw badRequest(GEAR_MESSAGES.notValidToPublish);
  const stats = gearStats(build, lookup);
  return { stats, key: gearKey(build) };
}

on(gearRoutes, gearEndpoints.save, [], async (c, { body }) => {
  const account = requireUser(c);
  const db = getDb(c.env.DB);
  const build: GearBuild = body.build;
  const { stats, key } = await checkedSet(db, build, body.isPublic);
  const row = await storeLoadout(db, {
    uid: body.uid,
    userUid: account.uid,
    kind: "gear",
    title: body.title,
    isPublic: body.isPublic,
    build: { gun: "", parts: { ...build } },
    key,
    stats: {
      ergonomics: stats.ergoPenalty.total,
      recoilVertical: 0,
      recoilHorizontal: 0,
      recoilPercent: 0,
      weight: stats.weight,
    },
    armorClass: stats.bodyClass,
  });
  const [one] = await present(c, db, [row]);
  if (!one) throw notFound();
  return one;
});

on(gearRoutes, gearEndpoints.my, [], async (c) => {
  const account = requireUser(c);
  const db = getDb(c.env.DB);
  return { loadouts: await present(c, db, await ownLoadouts(db, account.uid, "gear")) };
});

on(gearRoutes, gearEndpoints.search, [], async (c, { query }) => {
  const account = requireUser(c);
  const db = getDb(c.env.DB);
  const pro = accountIsPro(account, clock.now());
  const { rows, total } = await searchGearLoadouts(db, query, pro ? 200 : FREE_SEARCH_LIMIT);
  return { loadouts: await present(c, db, rows), total, limited: !pro && total > FREE_SEARCH_LIMIT };
});

// after /gear/loadouts/my and /gear/loadouts/search, which the :uid pattern would also match
on(gearRoutes, gearEndpoints.get, [], async (c, { params }) => {
  const db = getDb(c.env.DB);
  const row = await loadoutByUid(db, params.uid);
  const viewer = c.get("user");
  if (row?.kind !== "gear" || (!row.isPublic && row.userUid !== viewer?.uid)) throw notFound();
  const [one] = await present(c, db, [row]);
  if (!one) throw notFound();
  return one;
});
