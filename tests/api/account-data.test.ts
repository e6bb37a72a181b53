import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { accountExportSchema } from "../../src/contracts/account";
import { call, errorOf, freshEmail, setFlags, signIn } from "./accounts.fixtures";
import { ownTables } from "./tables.fixtures";

/**
 * The account's own data (/account, /legal/privacy): the export holds everything D1 keeps about
 * the caller and no secret; the deletion leaves no row of the account, by uid or by address, and
 * touches nobody else's.
 */

type Signed = Awaited<ReturnType<typeof signIn>>;

const post = (s: Signed, path: string, body: unknown = {}) =>
  call(`/api/be${path}`, { body, cookie: s.cookie });

async function proUser(name: string): Promise<Signed> {
  const s = await signIn(freshEmail(name));
  await setFlags(s.user.uid, { pro: true });
  return s;
}

async function addLoadout(owner: string, uid: string): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO loadouts (uid, user_uid, kind, gun_uid, title, is_public, build, build_key, ergonomics,
       recoil_vertical, recoil_horizontal, likes, created_at, updated_at)
     VALUES (?1, ?2, 'weapon', 'gun', ?1, 1, '{"gun":"gun","parts":{}}', ?1, 50, 100, 200, 0, 1, 1)`,
  )
    .bind(uid, owner)
    .run();
}

const like = (s: Signed, loadoutUid: string) => post(s, "/loadouts/like", { uid: loadoutUid, like: true });
const likesOf = async (uid: string) =>
  (await env.DB.prepare("SELECT likes FROM loadouts WHERE uid = ?").bind(uid).first<{ likes: number }>())
    ?.likes;

/** An account with something in every table that holds a user's rows. */
async function fullAccount() {
  const a = await proUser("doomed");
  const b = await proUser("bystander");
  const created = await post(a, "/users/me/char/create", { fraction: "Bear", gameMode: "PVE" });
  expect(created.status).toBe(200);
  const aLoadout = `lo-a-${a.user.uid}`;
  const bLoadout = `lo-b-${b.user.uid}`;
  await addLoadout(a.user.uid, aLoadout);
  await addLoadout(b.user.uid, bLoadout);
  expect((await like(b, aLoadout)).status).toBe(200);
  expect((await like(a, bLoadout)).status).toBe(200);
  const key = await post(a, "/dev/keys/create", { name: "sheet" });
  expect(key.status, await key.clone().text()).toBe(200);
  const keyText = await key.text();
  expect((await post(a, "/bot/token/rotate", { kind: "nightbot" })).status).toBe(200);
  expect((await post(a, "/bot/token/rotate", { kind: "moobot" })).status).toBe(200);
  expect((await post(a, "/pilot/key/rotate")).status).toBe(200);
  expect((await post(a, "/auth/share")).status).toBe(200);
  await env.DB.prepare(
    `INSERT INTO challenge_entries (challenge_id, user_uid, char_uid, name, channel, baseline, joined_at, baseline_at)
     VALUES ('ch-del', ?1, ?1, 'Doomed', 'twitch.tv/doomed', '{"questsDone":[],"modulesBuilt":[],"itemsFound":{}}', 1, 1)`,
  )
    .bind(a.user.uid)
    .run();
  await env.DB.prepare(
    "INSERT INTO admin_log (kind, at, actor_uid, actor_email, action, target) VALUES ('audit', 1, 'someone', 'admin@example.test', 'user.roles', ?)",
  )
    .bind(a.user.email)
    .run();
  // a login code waiting and its mail in the outbox, and the address's send window
  expect((await call("/api/be/auth/email/send", { body: { email: a.user.email } })).status).toBe(200);
  return { a, b, aLoadout, bLoadout, keyText };
}

/** Every row of every table that names the account by uid or by address (admin_log aside). */
async function rowsNaming(uid: string, email: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of await ownTables(env.DB)) {
    const cols = await env.DB.prepare(`SELECT name, type FROM pragma_table_info(?)`)
      .bind(name)
      .all<{ name: string; type: string }>();
    for (const col of cols.results) {
      if (!/TEXT/i.test(col.type)) continue;
      const hit = await env.DB.prepare(
        `SELECT count(*) AS n FROM "${name}" WHERE "${col.name}" = ?1 OR "${col.name}" = ?2 OR instr("${col.name}", ?2) > 0`,
      )
        .bind(uid, email)
        .first<{ n: number }>();
      if (hit?.n) found.push(`${name}.${col.name}: ${hit.n}`);
    }
  }
  return found;
}

describe("GET /users/me/export", () => {
  it("answers everything kept about the account as a download, with no secret in it", async () => {
    const { a, aLoadout, bLoadout, keyText } = await fullAccount();
    const res = await call("/api/be/users/me/export", { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="tarkov-companion-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const text = await res.text();
    const data = accountExportSchema.parse(JSON.parse(text));
    expect(data.account).toMatchObject({ uid: a.user.uid, email: a.user.email, pro: true });
    expect(data.characters.map((c) => c.uid)).toContain(a.user.uid);
    expect(data.characters).toHaveLength(2);
    expect(data.loadouts.map((l) => l.uid)).toEqual([aLoadout]);
    expect(data.likes.map((l) => l.loadoutUid)).toEqual([bLoadout]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.apiKeys).toHaveLength(1);
    expect(data.botTokens.map((t) => t.kind)).toEqual(["moobot", "nightbot"]);
    expect(data.pilotKey?.prefix).toBeTruthy();
    expect(data.challengeEntries).toMatchObject([{ challengeId: "ch-del", channel: "twitch.tv/doomed" }]);
    // the API key itself, the session id and every stored hash stay out
    const apiKey = /"key"\s*:\s*"([^"]+)"/.exec(keyText)?.[1];
    expect(apiKey).toBeTruthy();
    expect(text).not.toContain(apiKey);
    expect(text).not.toContain(a.cookie.split("=")[1]);
    expect(text).not.toMatch(/hash/i);
  });

  it("answers 401 to a visitor", async () => {
    expect((await call("/api/be/users/me/export")).status).toBe(401);
  });
});

describe("POST /users/me/delete", () => {
  it("refuses a body that does not confirm, changing nothing", async () => {
    const s = await signIn(freshEmail("unsure"));
    for (const body of [{}, { confirm: false }, { confirm: "true" }]) {
      const res = await post(s, "/users/me/delete", body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe("bad_request");
    }
    expect((await call("/api/be/users/me", { cookie: s.cookie })).status).toBe(200);
  });

  it("removes every row of the account and ends its session; other accounts keep theirs", async () => {
    const { a, b, aLoadout, bLoadout } = await fullAccount();
    const email = a.user.email ?? "";
    expect(await likesOf(bLoadout)).toBe(1);
    expect((await rowsNaming(a.user.uid, email)).length).toBeGreaterThan(5);

    const res = await post(a, "/users/me/delete", { confirm: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith("tm_session="));
    expect(cleared).toMatch(/Max-Age=0/);

    const left = (await rowsNaming(a.user.uid, email)).filter((r) => !r.startsWith("admin_log."));
    expect(left).toEqual([]);
    const log = await env.DB.prepare(
      "SELECT count(*) AS n FROM admin_log WHERE target = ? OR actor_email = ?",
    )
      .bind(email, email)
      .first<{ n: number }>();
    expect(log?.n).toBe(0);
    // the bystander: their build lost the deleted account's like, their own like of it went with it
    expect(await likesOf(bLoadout)).toBe(0);
    expect(await likesOf(aLoadout)).toBeUndefined();
    expect((await call("/api/be/users/me", { cookie: b.cookie })).status).toBe(200);
    expect((await call("/api/be/loadouts/my", { cookie: b.cookie })).status).toBe(200);
    // the old session is over; the address may sign up again, as a new, empty account
    expect((await call("/api/be/users/me", { cookie: a.cookie })).status).toBe(401);
    const again = await signIn(email);
    expect(again.user.uid).not.toBe(a.user.uid);
    expect(again.user.chars).toHaveLength(1);
    expect(again.user.questsDone).toEqual([]);
  });

  it("answers 401 to a visitor and 404 to a session whose account is gone", async () => {
    expect((await call("/api/be/users/me/delete", { body: { confirm: true } })).status).toBe(401);
    const s = await signIn(freshEmail("twice"));
    expect((await post(s, "/users/me/delete", { confirm: true })).status).toBe(200);
    expect([401, 404]).toContain((await post(s, "/users/me/delete", { confirm: true })).status);
  });
});
