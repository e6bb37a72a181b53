import { type Context, Hono } from "hono";
import {
  FREE_SEARCH_LIMIT,
  LOADOUT_MESSAGES,
  type Loadout,
  loadoutEndpoints,
  partLookup,
} from "../../src/contracts/loadout";
import { said } from "../../src/contracts/messages";
import { type Build, buildKey, buildStats, checkBuild, isValid, placeParts } from "../../src/domain/loadout";
import { accountIsPro, requireUser } from "../auth/access";
import { clock } from "../clock";
import { getDb } from "../db/client";
import type { AnyDb } from "../db/queries/db-type";
import {
  authorNames,
  deleteLoadout,
  type LoadoutRow,
  likedBy,
  loadoutByUid,
  loadoutOf,
  ownLoadouts,
  searchLoadouts,
  setLike,
} from "../db/queries/loadouts";
import { presetsOfGun } from "../db/queries/presets";
import { gunList, gunParts } from "../db/queries/weapons";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { badRequest, notFound } from "../errors";
import { storeLoadout } from "./loadout-store";

/** Guns and their parts for the builder; saved builds, search and likes (docs/product.md §1, §3, §5, §6). */
export const loadoutRoutes = new Hono<AppBindings>();

on(loadoutRoutes, loadoutEndpoints.guns, [], async (c) => ({ guns: await gunList(getDb(c.env.DB)) }));

on(loadoutRoutes, loadoutEndpoints.gunParts, [], async (c, { params, query }) => {
  const db = getDb(c.env.DB);
  const data = await gunParts(db, params.uid, query.mode);
  if (!data) throw notFound();
  // each preset as a build: its parts placed slot by slot (rounds and anything no slot takes left out)
  const lookup = partLookup(data);
  const presets = (await presetsOfGun(db, params.uid)).map((p) => ({
    uid: p.uid,
    name: p.name,
    build: placeParts(
      params.uid,
      p.parts.map((x) => x.item),
      lookup,
    ).build,
  }));
  return { ...data, presets };
});

/** The rows as the API shows them to the caller, with gun summaries, likes and author names. */
async function present(c: Context<AppBindings>, db: AnyDb, rows: LoadoutRow[]): Promise<Loadout[]> {
  const viewer = c.get("user") ?? null;
  const guns = new Map((await gunList(db)).map((g) => [g.uid, g]));
  const [liked, authors] = await Promise.all([
    likedBy(
      db,
      viewer?.uid ?? null,
      rows.map((r) => r.uid),
    ),
    authorNames(
      db,
      rows.map((r) => r.userUid),
    ),
  ]);
  return rows.flatMap((r) => {
    const gun = guns.get(r.gunUid);
    return gun ? [loadoutOf(r, gun, viewer, liked.has(r.uid), authors.get(r.userUid) ?? null)] : [];
  });
}

/** A build the server can store: known parts allowed in their slots, ammo of the gun's caliber. */
async function checkedBuild(db: AnyDb, build: Build, publish: boolean) {
  const data = await gunParts(db, build.gun, "pvp");
  if (!data) throw badRequest(LOADOUT_MESSAGES.notAGun);
  const lookup = partLookup(data);
  const check = checkBuild(build, lookup);
  const bad = check.rejected[0];
  if (bad)
    throw badRequest(
      said(lookup(bad.id) ? "loadout.partDoesNotFit" : "loadout.unknownPart", {
        part: lookup(bad.id)?.name ?? bad.id,
        slot: bad.path,
      }),
    );
  if (build.ammo && !data.ammo.some((a) => a.uid === build.ammo))
    throw badRequest(said("loadout.unknownAmmo", { ammo: build.ammo }));
  if (publish && !isValid(check)) throw badRequest(LOADOUT_MESSAGES.notValidToPublish);
  const stats = buildStats(build, lookup);
  if (!stats) throw badRequest(LOADOUT_MESSAGES.notAGun);
  return { stats, key: buildKey(build) };
}

on(loadoutRoutes, loadoutEndpoints.save, [], async (c, { body }) => {
  const account = requireUser(c);
  const db = getDb(c.env.DB);
  const build: Build = { gun: body.build.gun, parts: body.build.parts, ammo: body.build.ammo ?? null };
  const { stats, key } = await checkedBuild(db, build, body.isPublic);
  const row = await storeLoadout(db, {
    uid: body.uid,
    userUid: account.uid,
    title: body.title,
    isPublic: body.isPublic,
    build,
    key,
    stats,
  });
  const [one] = await present(c, db, [row]);
  if (!one) throw notFound();
  return one;
});

on(loadoutRoutes, loadoutEndpoints.remove, [], async (c, { body }) => {
  const account = requireUser(c);
  if (!(await deleteLoadout(getDb(c.env.DB), body.uid, account.uid))) throw notFound();
  return { ok: true };
});

on(loadoutRoutes, loadoutEndpoints.my, [], async (c) => {
  const account = requireUser(c);
  const db = getDb(c.env.DB);
  return { loadouts: await present(c, db, await ownLoadouts(db, account.uid)) };
});

on(loadoutRoutes, loadoutEndpoints.search, [], async (c, { query }) => {
  const account = requireUser(c);
  const db = getDb(c.env.DB);
  const pro = accountIsPro(account, clock.now());
  const gunUids = query.caliber
    ? (await gunList(db)).filter((g) => g.caliber === query.caliber).map((g) => g.uid)
    : undefined;
  const { rows, total } = await searchLoadouts(db, { ...query, gunUids }, pro ? 200 : FREE_SEARCH_LIMIT);
  return { loadouts: await present(c, db, rows), total, limited: !pro && total > FREE_SEARCH_LIMIT };
});

on(loadoutRoutes, loadoutEndpoints.like, [], async (c, { body }) => {
  const account = requireUser(c);
  const db = getDb(c.env.DB);
  const row = await loadoutByUid(db, body.uid);
  if (!row || (!row.isPublic && row.userUid !== account.uid)) throw notFound();
  const likes = await setLike(db, body.uid, account.uid, body.like, clock.now());
  return { likes, liked: body.like };
});

// after /loadouts/my and /loadouts/search, which the :uid pattern would also match
on(loadoutRoutes, loadoutEndpoints.get, [], async (c, { params }) => {
  const db = getDb(c.env.DB);
  const row = await loadoutByUid(db, params.uid);
  const viewer = c.get("user");
  if (!row || (!row.isPublic && row.userUid !== viewer?.uid)) throw notFound();
  const [one] = await present(c, db, [row]);
  if (!one) throw notFound();
  return one;
});
