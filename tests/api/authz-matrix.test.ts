import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../functions/app";
import { ACCESS } from "../../functions/auth/access";
import { setCharacterFields, setProgressionLists } from "../../functions/db/queries/characters";
import { call, errorOf } from "./accounts.fixtures";
import { type Actor, actor, label, MATRIX, ROLES, seedMatrixData } from "./route-matrix";

/**
 * Authorization matrix: every /api/be endpoint called as anonymous, base, Pro, admin, and as
 * another (Pro) user whose request names a victim's account or character. Each row lists the
 * status each caller gets. After every call the victim's rows in D1 are unchanged and no answer
 * carries the victim's uid, email or character uid. A new endpoint adds a row: the last test
 * fails while an API route has none.
 */

/** Everything D1 holds about an account: its row, its characters, sessions and share tokens. */
async function snapshot(uid: string) {
  const q = (sql: string) => env.DB.prepare(sql).bind(uid).all();
  return {
    user: (await q("SELECT * FROM users WHERE uid = ?")).results,
    chars: (await q("SELECT * FROM characters WHERE user_uid = ? ORDER BY uid")).results,
    sessions: (await q("SELECT * FROM sessions WHERE user_uid = ? ORDER BY id_hash")).results,
    shares: (await q("SELECT * FROM share_tokens WHERE user_uid = ? ORDER BY token_hash")).results,
    loadouts: (await q("SELECT * FROM loadouts WHERE user_uid = ? ORDER BY uid")).results,
    likes: (await q("SELECT * FROM loadout_likes WHERE user_uid = ? ORDER BY loadout_uid")).results,
    pilotKeys: (await q("SELECT * FROM pilot_keys WHERE user_uid = ?")).results,
    botTokens: (await q("SELECT * FROM bot_tokens WHERE user_uid = ?")).results,
    apiKeys: (await q("SELECT * FROM api_keys WHERE user_uid = ? ORDER BY id")).results,
  };
}

async function victim(): Promise<Actor> {
  const v = await actor("victim");
  await setProgressionLists(env.DB, { userUid: v.uid, charUid: v.uid, values: { questsDone: ["v-q"] } });
  await setProgressionLists(env.DB, { userUid: v.uid, charUid: v.second, values: { modulesBuilt: ["v-m"] } });
  await setCharacterFields(env.DB, { userUid: v.uid, charUid: v.uid, values: { userPricesMap: { x: 1 } } });
  return v;
}

beforeAll(seedMatrixData);

/** Bodies that are not JSON, each with the Content-Type it is sent as (none for the first). */
const NOT_JSON: [string, Record<string, string>][] = [
  ["no Content-Type", {}],
  ["text/plain", { "Content-Type": "text/plain;charset=UTF-8" }],
  ["a form", { "Content-Type": "application/x-www-form-urlencoded" }],
  ["multipart", { "Content-Type": "multipart/form-data; boundary=x" }],
  ["another JSON type", { "Content-Type": "application/merge-patch+json" }],
];

describe("request bodies", () => {
  const withBody = MATRIX.filter((row) => row.body);
  const withoutBody = MATRIX.filter((row) => !row.body && row.method !== "GET");

  it.each(withBody.map((row) => [label(row), row] as const))(
    "%s answers 415 for a body not sent as application/json, 400 for one that is not JSON",
    async (_, row) => {
      const me = await actor("admin");
      const before = await snapshot(me.uid);
      const json = JSON.stringify(row.body?.(me));
      for (const [kind, headers] of NOT_JSON) {
        const res = await call(`/api/be${row.path}`, {
          method: row.method,
          rawBody: json,
          headers,
          cookie: me.cookie,
        });
        expect(res.status, kind).toBe(415);
        expect(await errorOf(res), kind).toEqual({
          code: "unsupported_media_type",
          message: "Send the body as application/json",
        });
      }
      for (const broken of ['{"a":', "", "not json"]) {
        const res = await call(`/api/be${row.path}`, {
          method: row.method,
          rawBody: broken,
          headers: { "Content-Type": "application/json" },
          cookie: me.cookie,
        });
        expect(res.status, JSON.stringify(broken)).toBe(400);
        expect(await errorOf(res)).toEqual({ code: "bad_request", message: expect.any(String) });
      }
      const ok = await call(`/api/be${row.path}`, {
        method: row.method,
        rawBody: json,
        headers: { "Content-Type": "application/json; charset=utf-8" },
        cookie: me.cookie,
      });
      expect(ok.status).toBe(row.expect.admin);
      if (ok.status !== 200) expect(await snapshot(me.uid)).toEqual(before);
    },
  );

  it.each(withoutBody.map((row) => [label(row), row] as const))(
    "%s takes no body and needs no Content-Type",
    async (_, row) => {
      const me = await actor("admin");
      const res = await call(`/api/be${row.path}`, { method: row.method, cookie: me.cookie });
      expect(res.status).toBe(row.expect.admin);
    },
  );
});

describe("authorization matrix", () => {
  it.each(MATRIX.map((row) => [label(row), row] as const))("%s", async (_, row) => {
    const target = await victim();
    const before = await snapshot(target.uid);
    for (const role of ROLES) {
      const me = await actor(role);
      const named = role === "other" ? target : me;
      const res = await call(`/api/be${row.path}`, {
        method: row.method,
        body: row.body?.(named),
        cookie: me.cookie,
      });
      const text = await res.text();
      expect(res.status, `${role}: ${text}`).toBe(row.expect[role]);
      for (const secret of [target.uid, target.email, target.second]) {
        expect(text, `${role} got the victim's data`).not.toContain(secret);
      }
    }
    expect(await snapshot(target.uid)).toEqual(before);
  });

  it("agrees with the access table every route's guard comes from", () => {
    const routes = new Set(MATRIX.map((r) => r.route.replace(" /api/be/", " /")));
    expect([...routes].sort()).toEqual(Object.keys(ACCESS).sort());
    for (const row of MATRIX) {
      const rule = ACCESS[row.route.replace(" /api/be/", " /")];
      expect(rule, row.route).toBeDefined();
      const { access, proWhen } = rule ?? { access: "none" };
      const { anon, base, pro, admin } = row.expect;
      const why = `${label(row)}: ${access}${proWhen ? ` (Pro when ${proWhen})` : ""}`;
      if (access === "admin") expect([anon, base, pro, admin === 404], why).toEqual([404, 404, 404, false]);
      if (access === "pro") expect([anon, base], why).toEqual([401, 403]);
      if (access === "signedIn") expect(anon, why).toBe(401);
      if (access === "signedIn" && !proWhen) expect(base, why).not.toBe(403);
      if (access === "anyone" && !proWhen) expect([401, 403], why).not.toContain(anon);
    }
  });

  it("has a row for every API route", () => {
    const routes = new Set(
      createApp()
        .routes.filter((r) => r.method !== "ALL")
        .map((r) => `${r.method} ${r.path}`),
    );
    const covered = new Set(MATRIX.map((r) => r.route));
    expect([...routes].filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((r) => !routes.has(r))).toEqual([]);
  });
});
