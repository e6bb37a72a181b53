import { env } from "cloudflare:workers";
import { randomToken, randomUid, sha256Hex } from "../../functions/accounts/crypto";
import { EMPTY_PROGRESSION, newCharacterFields } from "../../functions/accounts/defaults";
import { accountForEmail } from "../../functions/accounts/sign-in";
import { createCharacter } from "../../functions/db/queries/characters";
import { createSession } from "../../functions/db/queries/sessions";
import { setRoles } from "../../functions/db/queries/users";
import { freshEmail } from "./accounts.fixtures";
import { item, quest, seed } from "./game-data.fixtures";

/**
 * Every /api/be route with the calls that exercise it: the authorization matrix
 * (authz-matrix.test.ts) checks each row as every role, the fuzz test (fuzz.test.ts) sends
 * malformed variants of each. A new endpoint adds a row here.
 */

export type Role = "anon" | "base" | "pro" | "admin" | "other";
export const ROLES: Role[] = ["anon", "base", "pro", "admin", "other"];

/** An account made for one call: its uid, email, a second (PVE) character and a session cookie. */
export type Actor = { uid: string; email: string; second: string; cookie: string | null };

export type Row = {
  /** The app route this row covers, as Hono lists it. */
  route: string;
  /** A label when one route has several rows. */
  note?: string;
  method: string;
  /** Path under /api/be. */
  path: string;
  /** The body, built from the account the request names (the caller's own, or the victim's for "other"). */
  body?: (target: Actor) => unknown;
  expect: Record<Role, number>;
};

const all = (status: number): Record<Role, number> => ({
  anon: status,
  base: status,
  pro: status,
  admin: status,
  other: status,
});
const signedIn = (other = 200) => ({ anon: 401, base: 200, pro: 200, admin: 200, other });
const proOnly = (other = 200) => ({ anon: 401, base: 403, pro: 200, admin: 200, other });
const adminOnly = () => ({ anon: 404, base: 404, pro: 404, admin: 200, other: 404 });

/** An account the admin rows read and change (never one of the callers). */
const MX_ACCOUNT = "mx-account";

/** An upstream crafts export of one craft (the compare page's upload). */
const MX_CRAFTS_FILE = JSON.stringify({
  data: [
    {
      id: "mx-craft",
      station: "mx-station",
      level: 1,
      duration: 60,
      requiredItems: [{ item: "mx-item", count: 1 }],
      productItem: { item: "mx-item", count: 2 },
    },
  ],
  translations: [],
});

export const MATRIX: Row[] = [
  { route: "GET /api/be/health", method: "GET", path: "/health", expect: all(200) },
  { route: "GET /api/be/weather", method: "GET", path: "/weather", expect: all(200) },
  { route: "GET /api/be/website-alert", method: "GET", path: "/website-alert", expect: all(200) },
  { route: "GET /api/be/cache", method: "GET", path: "/cache", expect: all(200) },
  { route: "GET /api/be/calc", method: "GET", path: "/calc", expect: all(200) },
  {
    route: "POST /api/be/item/by-url",
    method: "POST",
    path: "/item/by-url",
    body: () => ({ url: "mx-item-url" }),
    expect: all(200),
  },
  {
    route: "POST /api/be/tag/by-url",
    method: "POST",
    path: "/tag/by-url",
    body: () => ({ tag: "Mx_tag" }),
    expect: all(200),
  },
  { route: "GET /api/be/items/search", method: "GET", path: "/items/search?q=mx", expect: all(200) },
  {
    route: "GET /api/be/items/:uid/history",
    note: "7 days (free)",
    method: "GET",
    path: "/items/mx-item/history?range=7d",
    expect: all(200),
  },
  {
    route: "GET /api/be/items/:uid/history",
    note: "1 month (Pro)",
    method: "GET",
    path: "/items/mx-item/history?range=1m",
    expect: { anon: 403, base: 403, pro: 200, admin: 200, other: 200 },
  },
  {
    route: "POST /api/be/auth/email/send",
    method: "POST",
    path: "/auth/email/send",
    body: (t) => ({ email: t.email }),
    expect: all(200),
  },
  {
    route: "POST /api/be/auth/email/verify",
    note: "a code never sent",
    method: "POST",
    path: "/auth/email/verify",
    body: (t) => ({ email: t.email, code: "000000" }),
    expect: all(400),
  },
  { route: "POST /api/be/logout", method: "POST", path: "/logout?lang=en", expect: all(303) },
  { route: "GET /api/be/users/me", method: "GET", path: "/users/me", expect: signedIn() },
  {
    route: "PUT /api/be/users/me",
    note: "a character field",
    method: "PUT",
    path: "/users/me",
    body: () => ({ charName: "Matrix", level: 7 }),
    expect: proOnly(),
  },
  {
    route: "PUT /api/be/users/me",
    note: "username",
    method: "PUT",
    path: "/users/me",
    body: () => ({ username: `mx${randomUid().slice(0, 12)}` }),
    expect: signedIn(),
  },
  {
    route: "POST /api/be/users/me/char/select",
    method: "POST",
    path: "/users/me/char/select",
    body: (t) => ({ charUid: t.second }),
    expect: signedIn(404),
  },
  {
    route: "POST /api/be/users/me/char/create",
    method: "POST",
    path: "/users/me/char/create",
    body: () => ({ fraction: "Bear", gameMode: "PVE" }),
    expect: proOnly(),
  },
  {
    route: "POST /api/be/users/me/char/copy-from",
    method: "POST",
    path: "/users/me/char/copy-from",
    body: (t) => ({ charUid: t.second }),
    expect: proOnly(404),
  },
  {
    route: "POST /api/be/users/me/char/delete",
    method: "POST",
    path: "/users/me/char/delete",
    body: (t) => ({ charUid: t.second }),
    expect: signedIn(404),
  },
  { route: "GET /api/be/users/me/export", method: "GET", path: "/users/me/export", expect: signedIn() },
  {
    route: "POST /api/be/users/me/delete",
    method: "POST",
    path: "/users/me/delete",
    body: () => ({ confirm: true }),
    expect: signedIn(),
  },
  {
    route: "POST /api/be/users/me/char/delete",
    note: "the main profile",
    method: "POST",
    path: "/users/me/char/delete",
    body: (t) => ({ charUid: t.uid }),
    expect: { anon: 401, base: 400, pro: 400, admin: 400, other: 404 },
  },
  {
    route: "POST /api/be/progression/update",
    method: "POST",
    path: "/progression/update",
    body: () => ({ add: { questsDone: ["mx-q"] } }),
    expect: proOnly(),
  },
  ...(["quests", "items", "hideout"] as const).map(
    (kind): Row => ({
      route: "PUT /api/be/progression/reset/:kind",
      note: kind,
      method: "PUT",
      path: `/progression/reset/${kind}`,
      expect: signedIn(),
    }),
  ),
  {
    route: "PUT /api/be/progression/reset/:kind",
    note: "all",
    method: "PUT",
    path: "/progression/reset/all",
    expect: proOnly(),
  },
  {
    route: "POST /api/be/items/price/set",
    method: "POST",
    path: "/items/price/set",
    body: (t) => ({ userUid: t.uid, itemUid: "mx-item", price: 12345 }),
    expect: proOnly(403),
  },
  {
    route: "POST /api/be/items/price/clear",
    method: "POST",
    path: "/items/price/clear",
    body: (t) => ({ userUid: t.uid }),
    expect: proOnly(403),
  },
  {
    route: "POST /api/be/auth/share",
    method: "POST",
    path: "/auth/share",
    expect: signedIn(),
  },
  {
    route: "POST /api/be/auth/share/accept",
    note: "an unknown token",
    method: "POST",
    path: "/auth/share/accept",
    body: () => ({ token: randomToken(32) }),
    expect: all(400),
  },
  {
    route: "GET /api/be/auth/patreon/start",
    note: "not configured",
    method: "GET",
    path: "/auth/patreon/start",
    expect: all(302),
  },
  {
    route: "GET /api/be/auth/patreon/callback",
    note: "not configured",
    method: "GET",
    path: "/auth/patreon/callback?code=a&state=b",
    expect: all(404),
  },
  {
    route: "POST /api/be/admin/users/role",
    method: "POST",
    path: "/admin/users/role",
    body: (t) => ({ email: t.email, pro: true }),
    expect: { anon: 404, base: 404, pro: 404, admin: 200, other: 404 },
  },
  { route: "GET /api/be/site-settings", method: "GET", path: "/site-settings", expect: all(200) },
  { route: "GET /api/be/admin/overview", method: "GET", path: "/admin/overview", expect: adminOnly() },
  { route: "GET /api/be/admin/logs", method: "GET", path: "/admin/logs?kind=audit", expect: adminOnly() },
  {
    route: "GET /api/be/admin/global-settings",
    method: "GET",
    path: "/admin/global-settings",
    expect: adminOnly(),
  },
  {
    route: "PUT /api/be/admin/global-settings",
    method: "PUT",
    path: "/admin/global-settings",
    body: () => ({ helperVersion: "1.0.0" }),
    expect: adminOnly(),
  },
  {
    route: "PUT /api/be/admin/website-alert",
    method: "PUT",
    path: "/admin/website-alert",
    body: () => ({ text: "" }),
    expect: adminOnly(),
  },
  {
    route: "GET /api/be/admin/email-settings",
    method: "GET",
    path: "/admin/email-settings",
    expect: adminOnly(),
  },
  {
    route: "PUT /api/be/admin/email-settings",
    method: "PUT",
    path: "/admin/email-settings",
    body: () => ({ from: "" }),
    expect: adminOnly(),
  },
  {
    route: "POST /api/be/admin/email-settings/test",
    method: "POST",
    path: "/admin/email-settings/test",
    body: () => ({ to: "mx-test@example.test" }),
    expect: adminOnly(),
  },
  { route: "GET /api/be/admin/users", method: "GET", path: "/admin/users?q=mx-account", expect: adminOnly() },
  {
    route: "GET /api/be/admin/users/:uid",
    method: "GET",
    path: `/admin/users/${MX_ACCOUNT}`,
    expect: adminOnly(),
  },
  {
    route: "PUT /api/be/admin/users/:uid",
    method: "PUT",
    path: `/admin/users/${MX_ACCOUNT}`,
    body: () => ({ pro: true }),
    expect: adminOnly(),
  },
  { route: "GET /api/be/admin/items", method: "GET", path: "/admin/items?q=mx-edit", expect: adminOnly() },
  { route: "GET /api/be/admin/items/:uid", method: "GET", path: "/admin/items/mx-edit", expect: adminOnly() },
  {
    route: "PUT /api/be/admin/items/:uid",
    method: "PUT",
    path: "/admin/items/mx-edit",
    body: () => ({ shortName: "MxE" }),
    expect: adminOnly(),
  },
  {
    route: "POST /api/be/admin/items/:uid/revert",
    method: "POST",
    path: "/admin/items/mx-edit/revert",
    body: () => ({ fields: ["shortName"] }),
    expect: adminOnly(),
  },
  { route: "GET /api/be/admin/palette", method: "GET", path: "/admin/palette", expect: adminOnly() },
  {
    route: "PUT /api/be/admin/palette",
    method: "PUT",
    path: "/admin/palette",
    body: () => ({ default: null, categories: {} }),
    expect: adminOnly(),
  },
  { route: "GET /api/be/admin/added-items", method: "GET", path: "/admin/added-items", expect: adminOnly() },
  {
    route: "POST /api/be/admin/added-items",
    method: "POST",
    path: "/admin/added-items",
    body: (target) => ({
      name: `Mx added ${target.uid}`,
      shortName: "MxA",
      category: "Barter item",
      width: 1,
      height: 1,
      basePrice: 100,
      tags: ["Mx_tag"],
      icon: null,
    }),
    expect: adminOnly(),
  },
  {
    route: "POST /api/be/admin/added-items/:uid/delete",
    method: "POST",
    path: "/admin/added-items/mx-added/delete",
    expect: adminOnly(),
  },
  {
    route: "GET /api/be/admin/rows/:table",
    method: "GET",
    path: "/admin/rows/tags?q=mx",
    expect: adminOnly(),
  },
  {
    route: "GET /api/be/admin/rows/:table/:key",
    method: "GET",
    path: "/admin/rows/tags/Mx_tag",
    expect: adminOnly(),
  },
  {
    route: "PUT /api/be/admin/rows/:table/:key",
    method: "PUT",
    path: "/admin/rows/tags/Mx_tag",
    body: () => ({ values: { nameRu: "Матрица" } }),
    expect: adminOnly(),
  },
  {
    route: "POST /api/be/admin/rows/:table/:key/revert",
    method: "POST",
    path: "/admin/rows/tags/Mx_tag/revert",
    body: () => ({ fields: ["nameRu"] }),
    expect: adminOnly(),
  },
  {
    route: "POST /api/be/admin/compare/:kind",
    method: "POST",
    path: "/admin/compare/crafts",
    body: () => ({ files: [{ name: "pve_crafts.json", text: MX_CRAFTS_FILE }] }),
    expect: adminOnly(),
  },
  {
    route: "POST /api/be/admin/compare/:kind/apply",
    note: "a key that does not differ: nothing is written",
    method: "POST",
    path: "/admin/compare/crafts/apply",
    body: () => ({ files: [{ name: "pve_crafts.json", text: MX_CRAFTS_FILE }], keys: ["mx-no-such-craft"] }),
    expect: adminOnly(),
  },
  { route: "GET /api/be/challenge", method: "GET", path: "/challenge", expect: all(200) },
  {
    route: "POST /api/be/challenge/join",
    note: "the tournament off",
    method: "POST",
    path: "/challenge/join",
    body: () => ({}),
    expect: { anon: 401, base: 404, pro: 404, admin: 404, other: 404 },
  },
  {
    route: "POST /api/be/challenge/leave",
    note: "the tournament off",
    method: "POST",
    path: "/challenge/leave",
    expect: { anon: 401, base: 404, pro: 404, admin: 404, other: 404 },
  },
  { route: "GET /api/be/admin/challenges", method: "GET", path: "/admin/challenges", expect: adminOnly() },
  {
    route: "POST /api/be/admin/challenges/save",
    method: "POST",
    path: "/admin/challenges/save",
    body: () => ({
      title: "Matrix challenge",
      startsAt: 1_000,
      endsAt: 2_000,
      rules: { quest: 1, kappaQuest: 1, module: 1, item: 1 },
    }),
    expect: adminOnly(),
  },
  { route: "GET /api/be/weapons", method: "GET", path: "/weapons", expect: all(200) },
  {
    route: "GET /api/be/weapons/:uid/parts",
    method: "GET",
    path: "/weapons/mx-gun/parts?mode=pve",
    expect: all(200),
  },
  {
    route: "GET /api/be/loadouts/:uid",
    note: "a published build",
    method: "GET",
    path: "/loadouts/mx-public",
    expect: all(200),
  },
  {
    route: "GET /api/be/loadouts/:uid",
    note: "another user's private build",
    method: "GET",
    path: "/loadouts/mx-private",
    expect: all(404),
  },
  {
    route: "POST /api/be/loadouts/save",
    note: "a new build",
    method: "POST",
    path: "/loadouts/save",
    body: () => ({ title: "Matrix", isPublic: false, build: MX_BUILD }),
    expect: proOnly(),
  },
  {
    route: "POST /api/be/loadouts/save",
    note: "the account's own build",
    method: "POST",
    path: "/loadouts/save",
    body: (t) => ({ uid: ownLoadout(t), title: "Changed", isPublic: false, build: MX_BUILD }),
    expect: proOnly(404),
  },
  {
    route: "POST /api/be/loadouts/delete",
    method: "POST",
    path: "/loadouts/delete",
    body: (t) => ({ uid: ownLoadout(t) }),
    expect: signedIn(404),
  },
  { route: "GET /api/be/loadouts/my", method: "GET", path: "/loadouts/my", expect: signedIn() },
  {
    route: "GET /api/be/loadouts/search",
    method: "GET",
    path: "/loadouts/search?sort=likes",
    expect: signedIn(),
  },
  {
    route: "POST /api/be/loadouts/like",
    note: "a published build",
    method: "POST",
    path: "/loadouts/like",
    body: () => ({ uid: "mx-public", like: true }),
    expect: signedIn(),
  },
  {
    route: "POST /api/be/loadouts/like",
    note: "the account's own private build",
    method: "POST",
    path: "/loadouts/like",
    body: (t) => ({ uid: ownLoadout(t), like: true }),
    expect: signedIn(404),
  },
  { route: "GET /api/be/gear/items", method: "GET", path: "/gear/items?mode=pvp", expect: all(200) },
  {
    route: "GET /api/be/gear/loadouts/:uid",
    note: "a published gear set",
    method: "GET",
    path: "/gear/loadouts/mx-gear-public",
    expect: all(200),
  },
  {
    route: "POST /api/be/gear/loadouts/save",
    note: "a new gear set",
    method: "POST",
    path: "/gear/loadouts/save",
    body: () => ({ title: "Matrix gear", isPublic: false, build: { backpack: "mx-pack" } }),
    expect: proOnly(),
  },
  { route: "GET /api/be/gear/loadouts/my", method: "GET", path: "/gear/loadouts/my", expect: signedIn() },
  {
    route: "GET /api/be/gear/loadouts/search",
    method: "GET",
    path: "/gear/loadouts/search?sort=likes",
    expect: signedIn(),
  },
  { route: "GET /api/be/pilot/key", method: "GET", path: "/pilot/key", expect: signedIn() },
  {
    route: "POST /api/be/pilot/script/webhook",
    method: "POST",
    path: "/pilot/script/webhook",
    body: () => ({ hookId: "tmp_not-a-key", event: "status" }),
    expect: all(200),
  },
  { route: "GET /api/be/pilot/version", method: "GET", path: "/pilot/version", expect: all(200) },
  { route: "POST /api/be/pilot/key/rotate", method: "POST", path: "/pilot/key/rotate", expect: signedIn() },
  { route: "POST /api/be/pilot/key/revoke", method: "POST", path: "/pilot/key/revoke", expect: signedIn() },
  { route: "GET /api/be/bot/token", method: "GET", path: "/bot/token", expect: signedIn() },
  {
    route: "POST /api/be/bot/token/rotate",
    method: "POST",
    path: "/bot/token/rotate",
    body: () => ({ kind: "moobot" }),
    expect: signedIn(),
  },
  {
    route: "POST /api/be/bot/token/revoke",
    method: "POST",
    path: "/bot/token/revoke",
    body: () => ({ kind: "moobot" }),
    expect: signedIn(),
  },
  {
    route: "GET /api/be/widget/prices",
    method: "GET",
    path: "/widget/prices?items=mx-item-url,nope&mode=pvp",
    expect: all(200),
  },
  { route: "GET /api/be/dev/keys", method: "GET", path: "/dev/keys", expect: proOnly() },
  {
    route: "POST /api/be/dev/keys/create",
    method: "POST",
    path: "/dev/keys/create",
    body: () => ({ name: "Matrix" }),
    expect: proOnly(),
  },
  {
    route: "POST /api/be/dev/keys/revoke",
    note: "a key that is not the caller's",
    method: "POST",
    path: "/dev/keys/revoke",
    body: () => ({ id: "mx-no-such-key" }),
    expect: { anon: 401, base: 403, pro: 404, admin: 404, other: 404 },
  },
];

/** The matrix gun's build: its required magazine. */
const MX_BUILD = { gun: "mx-gun", parts: { mod_magazine: "mx-mag" } };
/** The private build every signed-in actor owns (see `actor`). */
export const ownLoadout = (a: Pick<Actor, "uid">) => `lo-${a.uid}`;

/** Inserts a saved build as it would be stored (stats of MX_BUILD). */
async function insertLoadout(uid: string, userUid: string, isPublic: boolean) {
  await env.DB.prepare(
    `INSERT INTO loadouts (uid, user_uid, gun_uid, title, is_public, build, build_key, ergonomics,
       recoil_vertical, recoil_horizontal, weight, likes, created_at, updated_at)
     VALUES (?, ?, 'mx-gun', 'Seeded', ?, ?, ?, 49, 100, 300, 3.2, 0, 1, 1)`,
  )
    .bind(uid, userUid, isPublic ? 1 : 0, JSON.stringify(MX_BUILD), `${uid}-key`)
    .run();
}

export const label = (row: Row) => `${row.method} ${row.path}${row.note ? ` (${row.note})` : ""}`;

/** A fresh account with a role, a second character (the main one active) and a live session. */
export async function actor(role: Role | "victim"): Promise<Actor> {
  const email = freshEmail(`mx-${role}`);
  const uid = await accountForEmail(env as never, { email, locale: "en", now: Date.now() });
  if (role === "pro" || role === "other" || role === "victim") await setRoles(env.DB, uid, { pro: true });
  if (role === "admin") await setRoles(env.DB, uid, { pro: true, admin: true });
  const second = randomUid();
  await createCharacter(env.DB, {
    userUid: uid,
    charUid: second,
    fields: newCharacterFields({ fraction: "Usec", gameMode: "PVE", charName: "Second" }),
    progression: EMPTY_PROGRESSION,
    now: Date.now(),
  });
  await env.DB.prepare("UPDATE users SET char_uid = uid WHERE uid = ?").bind(uid).run();
  let cookie: string | null = null;
  if (role !== "anon") {
    const id = randomToken(32);
    await createSession(env.DB, {
      idHash: await sha256Hex(id),
      userUid: uid,
      now: Date.now(),
      ttlMs: 3_600_000,
    });
    cookie = `tm_session=${id}`;
    await insertLoadout(ownLoadout({ uid }), uid, false);
  }
  return { uid, email, second, cookie };
}

/** The game data the rows name: the item mx-item with the tag Mx_tag, and the quest mx-q. */
export async function seedMatrixData() {
  await seed({
    items: [item("mx-item", { tags: ["Mx_tag"] })],
    quests: [quest("mx-q")],
    tags: [{ tag: "Mx_tag", name: "Matrix tag", nameL10n: { ru: "" } }],
    itemTags: [{ tag: "Mx_tag", itemUid: "mx-item" }],
  });
  await seed({
    items: [
      item("mx-gun", {
        weight: 3,
        props: {
          ergonomics: 50,
          recoilVertical: 100,
          recoilHorizontal: 300,
          caliber: "Caliber556x45NATO",
          slots: [{ id: "mx-slot", name: "mod_magazine", required: true, allowed: ["mx-mag"] }],
        },
      }),
      item("mx-mag", { weight: 0.2, props: { ergonomics: -1 } }),
      item("mx-pack", { category: "Backpack", weight: 1, props: { speedPenalty: -1 } }),
    ],
  });
  await seed({ items: [item("mx-edit")] });
  await env.DB.prepare(
    "INSERT OR IGNORE INTO users (uid, email, char_uid, created_at) VALUES (?1, 'mx-account@example.test', ?1, 1)",
  )
    .bind(MX_ACCOUNT)
    .run();
  await env.DB.prepare(
    "INSERT OR IGNORE INTO characters (uid, user_uid, fields, progression, created_at) VALUES (?1, ?1, ?2, ?3, 1)",
  )
    .bind(
      MX_ACCOUNT,
      JSON.stringify(newCharacterFields({ fraction: "Bear", gameMode: "PVP", charName: "Mx" })),
      JSON.stringify(EMPTY_PROGRESSION),
    )
    .run();
  await env.DB.prepare(
    "DELETE FROM loadouts WHERE uid IN ('mx-public', 'mx-private', 'mx-gear-public')",
  ).run();
  await insertLoadout("mx-public", "mx-owner", true);
  await insertLoadout("mx-private", "mx-owner", false);
  await env.DB.prepare(
    `INSERT INTO loadouts (uid, user_uid, kind, gun_uid, title, is_public, build, build_key, ergonomics,
       recoil_vertical, recoil_horizontal, weight, likes, created_at, updated_at)
     VALUES ('mx-gear-public', 'mx-owner', 'gear', '', 'Seeded gear', 1, ?, 'mx-gear-key', 0, 0, 0, 1, 0, 1, 1)`,
  )
    .bind(JSON.stringify({ gun: "", parts: { backpack: "mx-pack" } }))
    .run();
}
