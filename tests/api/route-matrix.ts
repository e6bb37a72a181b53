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
  { route: "GET /api/be/logout", method: "GET", path: "/logout?lang=en", expect: all(302) },
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
];

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
}
