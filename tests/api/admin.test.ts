import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminItemSchema,
  adminUserSchema,
  emailSettingsSchema,
  globalSettingsSchema,
  logEntrySchema,
} from "../../src/contracts/admin";
import { DEFAULT_GLOBAL_SETTINGS } from "../../src/domain/global-settings";
import { logImport } from "../../workers/jobs/log-import";
import { runWipeReset } from "../../workers/jobs/wipe";
import { call, errorOf, freshEmail, lastCode, setFlags, signIn } from "./accounts.fixtures";
import { item, seed } from "./game-data.fixtures";

/**
 * The admin API (docs/product.md §2 /admin/*, §6): settings, alert, users, item edits that survive imports,
 * the log, and the wipe reset. Who may call each route is the authorization matrix's job
 * (authz-matrix.test.ts); here an admin calls them and the effects are checked.
 */

let admin: { cookie: string; uid: string; email: string };

beforeAll(async () => {
  const email = freshEmail("admin");
  const signed = await signIn(email);
  await setFlags(signed.user.uid, { admin: true, pro: true });
  admin = { cookie: signed.cookie, uid: signed.user.uid, email };
});

const as = (cookie: string, path: string, method = "GET", body?: unknown) =>
  call(`/api/be${path}`, { method, body, cookie });
const adminCall = (path: string, method = "GET", body?: unknown) => as(admin.cookie, path, method, body);

async function logOf(q: string, kind = "all") {
  const res = await adminCall(`/admin/logs?kind=${kind}&q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  const { entries } = (await res.json()) as { entries: unknown[] };
  return entries.map((e) => logEntrySchema.parse(e));
}

describe("global settings", () => {
  it("start from the defaults, change field by field with an audit line, and reach the public reads", async () => {
    const read = async () =>
      globalSettingsSchema.parse(await (await adminCall("/admin/global-settings")).json());
    expect(await read()).toEqual(DEFAULT_GLOBAL_SETTINGS);
    const res = await adminCall("/admin/global-settings", "PUT", { tournamentEnabled: true, fuelBase: 5.5 });
    expect(res.status).toBe(200);
    expect(await read()).toEqual({ ...DEFAULT_GLOBAL_SETTINGS, tournamentEnabled: true, fuelBase: 5.5 });
    const [line] = await logOf("settings.global");
    expect(line).toMatchObject({
      kind: "audit",
      actorEmail: admin.email,
      before: { tournamentEnabled: false, fuelBase: 6.6 },
      after: { tournamentEnabled: true, fuelBase: 5.5 },
    });
    const site = await call("/api/be/site-settings");
    // never kept by a browser: a change reaches every page's next request
    expect(site.headers.get("Cache-Control")).toBe("no-store");
    expect(await site.json()).toEqual({
      tournamentEnabled: true,
      helperVersion: "",
      palette: { default: null, categories: {} },
      payment: { payoneerEmail: null, price: null, patreonUrl: null, contactEmail: null },
    });
    expect(((await (await call("/api/be/calc")).json()) as { fuelBase: number }).fuelBase).toBe(5.5);
  });

  it("refuse bad values and change nothing", async () => {
    const before = await (await adminCall("/admin/global-settings")).json();
    const lines = (await logOf("settings.global")).length;
    for (const body of [
      { fuelBase: 0 },
      { fuelBase: -1 },
      { fuelBase: "5" },
      { tournamentEnabled: "yes" },
      { helperVersion: "1.0 <b>" },
      { helperVersion: "x".repeat(33) },
      { wipeDate: -1 },
      { wipeDate: 1.5 },
      { fuelBase: 5, wipeDate: "2026-12-01" },
    ]) {
      const res = await adminCall("/admin/global-settings", "PUT", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await (await adminCall("/admin/global-settings")).json()).toEqual(before);
    expect(await logOf("settings.global")).toHaveLength(lines);
  });

  it("keep both of two admins' changes to different fields made at once", async () => {
    await Promise.all([
      adminCall("/admin/global-settings", "PUT", { helperVersion: "2.1.0" }),
      adminCall("/admin/global-settings", "PUT", { wipeDate: 4_102_444_800_000 }),
      adminCall("/admin/global-settings", "PUT", { fuelBase: 7 }),
    ]);
    expect(await (await adminCall("/admin/global-settings")).json()).toMatchObject({
      helperVersion: "2.1.0",
      wipeDate: 4_102_444_800_000,
      fuelBase: 7,
    });
    await adminCall("/admin/global-settings", "PUT", { wipeDate: null, tournamentEnabled: false });
    expect(await (await adminCall("/admin/global-settings")).json()).toMatchObject({ wipeDate: null });
  });
});

describe("website alert", () => {
  it("is set for every visitor and audited with the text before and after", async () => {
    expect((await adminCall("/admin/website-alert", "PUT", { text: " <b>Servers down</b> " })).status).toBe(
      200,
    );
    expect(await (await call("/api/be/website-alert")).json()).toEqual({
      websiteAlert: { text: "<b>Servers down</b>" },
    });
    expect((await logOf("settings.alert"))[0]).toMatchObject({ before: "", after: "<b>Servers down</b>" });
    await adminCall("/admin/website-alert", "PUT", { text: "" });
    expect(await (await call("/api/be/website-alert")).json()).toEqual({ websiteAlert: { text: "" } });
  });

  it("has an optional Russian text for Russian pages, kept when a request leaves it out", async () => {
    const put = await adminCall("/admin/website-alert", "PUT", {
      text: "Servers down",
      ru: " Сервера лежат ",
    });
    expect(await put.json()).toEqual({ text: "Servers down", ru: "Сервера лежат" });
    expect(await (await call("/api/be/website-alert")).json()).toEqual({
      websiteAlert: { text: "Servers down", ru: "Сервера лежат" },
    });
    expect((await logOf("settings.alert.ru"))[0]).toMatchObject({ before: "", after: "Сервера лежат" });
    // an editor that only knows the English text does not wipe the Russian one
    await adminCall("/admin/website-alert", "PUT", { text: "Servers up" });
    expect(await (await call("/api/be/website-alert")).json()).toEqual({
      websiteAlert: { text: "Servers up", ru: "Сервера лежат" },
    });
    expect((await adminCall("/admin/website-alert", "PUT", { text: "", ru: "x".repeat(2001) })).status).toBe(
      400,
    );
    await adminCall("/admin/website-alert", "PUT", { text: "", ru: "" });
    expect(await (await call("/api/be/website-alert")).json()).toEqual({ websiteAlert: { text: "" } });
  });

  it("refuses a text over 2,000 characters", async () => {
    const res = await adminCall("/admin/website-alert", "PUT", { text: "x".repeat(2001) });
    expect(res.status).toBe(400);
    expect(await (await call("/api/be/website-alert")).json()).toEqual({ websiteAlert: { text: "" } });
  });
});

describe("email settings", () => {
  const failingMailApi = {
    MAIL_MODE: "http",
    AUTH_PEPPER: "a-test-pepper-of-enough-length",
    MAIL_API_URL: `${env.FAKE_PATREON_URL}/no-mail-api`,
    MAIL_API_KEY: "secret-mail-key",
    MAIL_FROM: "login@example.test",
  } as const;

  it("show the transport, set the sender (audited) and send a test mail through the outbox", async () => {
    const read = async () =>
      emailSettingsSchema.parse(await (await adminCall("/admin/email-settings")).json());
    expect(await read()).toMatchObject({ transport: "local", from: "" });
    expect((await adminCall("/admin/email-settings", "PUT", { from: "not an address" })).status).toBe(400);
    const res = await adminCall("/admin/email-settings", "PUT", { from: " News@Example.test " });
    expect(emailSettingsSchema.parse(await res.json()).from).toBe("news@example.test");
    expect((await logOf("settings.email"))[0]).toMatchObject({
      before: { from: "" },
      after: { from: "news@example.test" },
    });

    const to = freshEmail("mailtest");
    expect(await (await adminCall("/admin/email-settings/test", "POST", { to })).json()).toEqual({
      sent: true,
    });
    const settings = await read();
    expect(settings.outbox[0]).toMatchObject({ to, subject: "Test mail from the admin page" });
    expect((await logOf("mail.test"))[0]).toMatchObject({ target: to, failed: false });
    await adminCall("/admin/email-settings", "PUT", { from: "" });
  });

  it("never show a login code in the outbox", async () => {
    const email = freshEmail("outbox-code");
    expect((await call("/api/be/auth/email/send", { body: { email } })).status).toBe(200);
    const code = await lastCode(email);
    const text = await (await adminCall("/admin/email-settings")).text();
    const settings = emailSettingsSchema.parse(JSON.parse(text));
    expect(settings.outbox.find((m) => m.to === email)?.subject).toBe("Your login code: ••••••");
    expect(text).not.toContain(code);
  });

  it("local mail mode sends only for a site served on this computer", async () => {
    const email = freshEmail("public-host");
    const res = await call("/api/be/auth/email/send", { body: { email }, base: "https://tarkov.example" });
    expect(res.status).toBe(500);
    expect((await errorOf(res)).message).toBe("Error sending to the specified email");
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE "to" = ?')
      .bind(email)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
    for (const base of ["http://localhost:8787", "http://127.0.0.1:8790"])
      expect((await call("/api/be/auth/email/send", { body: { email }, base })).status).toBe(200);
  });

  it("report a mail API that refuses, never showing its key", async () => {
    const opts = { cookie: admin.cookie, env: failingMailApi };
    const shown = await call("/api/be/admin/email-settings", opts);
    const text = await shown.text();
    expect(emailSettingsSchema.parse(JSON.parse(text))).toMatchObject({
      transport: "http",
      configuredFrom: "login@example.test",
      outbox: [],
    });
    expect(text).not.toContain("secret-mail-key");
    const res = await call("/api/be/admin/email-settings/test", { ...opts, body: { to: "x@example.test" } });
    expect(res.status).toBe(500);
    expect((await errorOf(res)).message).toMatch(/^The mail could not be sent: mail API answered 404/);
    expect((await logOf("mail.test"))[0]).toMatchObject({
      failed: true,
      after: { error: "mail API answered 404" },
    });
  });
});

describe("users", () => {
  it("are found by email, shown with their characters and no secret, and granted Pro for their next request", async () => {
    const email = freshEmail("grant");
    const target = await signIn(email);
    const list = (await (
      await adminCall(`/admin/users?q=${encodeURIComponent(email.slice(0, 12))}`)
    ).json()) as {
      users: { uid: string }[];
    };
    expect(list.users.map((u) => u.uid)).toContain(target.user.uid);
    const detail = await adminCall(`/admin/users/${target.user.uid}`);
    const text = await detail.text();
    const user = adminUserSchema.parse(JSON.parse(text));
    expect(user).toMatchObject({ email, pro: false, admin: false, characters: 1 });
    expect(user.chars[0]).toMatchObject({ uid: target.user.uid, level: 1, questsDone: 0 });
    expect(text).not.toContain(target.cookie.split("=")[1]);
    expect(text).not.toMatch(/hash|session|code/i);

    expect((await as(target.cookie, "/users/me")).status).toBe(200);
    expect(((await (await as(target.cookie, "/users/me")).json()) as { pro: boolean }).pro).toBe(false);
    const until = Date.now() + 86_400_000;
    const res = await adminCall(`/admin/users/${target.user.uid}`, "PUT", { pro: true, patronUntil: until });
    expect(adminUserSchema.parse(await res.json())).toMatchObject({ pro: true, patronUntil: until });
    expect(((await (await as(target.cookie, "/users/me")).json()) as { pro: boolean }).pro).toBe(true);
    const [line] = await logOf(email);
    expect(line).toMatchObject({
      action: "user.roles",
      target: email,
      before: { pro: false, admin: false, patronUntil: null },
      after: { pro: true, admin: false, patronUntil: until },
    });
  });

  it("refuse an empty change, an unknown account, and an admin's removal of their own role", async () => {
    expect((await adminCall(`/admin/users/${admin.uid}`, "PUT", {})).status).toBe(400);
    expect((await adminCall("/admin/users/nobody", "PUT", { pro: true })).status).toBe(404);
    expect((await adminCall("/admin/users/nobody")).status).toBe(404);
    const res = await adminCall(`/admin/users/${admin.uid}`, "PUT", { admin: false });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: "bad_request",
      message: "You cannot remove your own admin role",
    });
    expect(adminUserSchema.parse(await (await adminCall(`/admin/users/${admin.uid}`)).json()).admin).toBe(
      true,
    );
  });
});

describe("item edits", () => {
  const get = async (uid: string) =>
    adminItemSchema.parse(await (await adminCall(`/admin/items/${uid}`)).json());
  const byUrl = async (url: string) =>
    (await (await call("/api/be/item/by-url", { body: { url } })).json()) as {
      name: string;
      shortName: string;
    };

  it("show at once, survive a later import (which updates the data's value), and revert to the data", async () => {
    await seed({ items: [item("adm-ed", { name: "Old name", shortName: "Old" })] });
    const res = await adminCall("/admin/items/adm-ed", "PUT", {
      name: "  Fixed name ",
      nameRu: "Исправлено",
    });
    expect(res.status).toBe(200);
    const edited = adminItemSchema.parse(await res.json());
    expect(edited).toMatchObject({ name: "Fixed name", nameRu: "Исправлено", shortName: "Old" });
    expect(edited.overrides.map((o) => [o.field, o.value, o.upstream, o.byEmail])).toEqual([
      ["name", "Fixed name", "Old name", admin.email],
      ["nameRu", "Исправлено", "adm-ed имя", admin.email],
    ]);
    expect(await byUrl("adm-ed-url")).toMatchObject({ name: "Fixed name" });
    const search = await env.DB.prepare("SELECT search FROM items WHERE uid = 'adm-ed'").first<{
      search: string;
    }>();
    expect(search?.search).toContain("fixed name");
    expect((await logOf("adm-ed"))[0]).toMatchObject({
      action: "item.edit",
      before: { name: "Old name", nameRu: "adm-ed имя" },
      after: { name: "Fixed name", nameRu: "Исправлено" },
    });

    // an import brings a new name from the data: the edit stays, the data's value is noted
    await seed({ items: [item("adm-ed", { name: "Upstream renamed", shortName: "Up" })] });
    const after = await get("adm-ed");
    expect(after).toMatchObject({ name: "Fixed name", shortName: "Up", nameRu: "Исправлено" });
    expect(after.overrides.find((o) => o.field === "name")?.upstream).toBe("Upstream renamed");

    const reverted = adminItemSchema.parse(
      await (await adminCall("/admin/items/adm-ed/revert", "POST", { fields: ["name"] })).json(),
    );
    expect(reverted).toMatchObject({ name: "Upstream renamed", nameRu: "Исправлено" });
    expect(reverted.overrides.map((o) => o.field)).toEqual(["nameRu"]);
    expect(await byUrl("adm-ed-url")).toMatchObject({ name: "Upstream renamed" });
    expect((await logOf("adm-ed"))[0]).toMatchObject({
      action: "item.revert",
      before: { name: "Fixed name" },
      after: { name: "Upstream renamed" },
    });
  });

  it("edit the functional flag and list edited items when searched for nothing", async () => {
    await seed({ items: [item("adm-fn")] });
    const res = await adminCall("/admin/items/adm-fn", "PUT", { isFunctional: false });
    expect(adminItemSchema.parse(await res.json()).isFunctional).toBe(false);
    const list = (await (await adminCall("/admin/items?q=")).json()) as {
      items: { uid: string; edited: boolean }[];
    };
    expect(list.items).toContainEqual(expect.objectContaining({ uid: "adm-fn", edited: true }));
    const found = (await (await adminCall("/admin/items?q=adm-fn")).json()) as { items: { uid: string }[] };
    expect(found.items[0]?.uid).toBe("adm-fn");
  });

  it("refuse bad edits and unknown items, changing nothing", async () => {
    await seed({ items: [item("adm-bad")] });
    const before = await get("adm-bad");
    for (const body of [
      {},
      { name: "" },
      { name: "   " },
      { shortName: "x".repeat(61) },
      { isFunctional: "no" },
    ]) {
      expect((await adminCall("/admin/items/adm-bad", "PUT", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await adminCall("/admin/items/adm-bad/revert", "POST", { fields: ["price"] })).status).toBe(400);
    expect((await adminCall("/admin/items/nope", "PUT", { name: "X" })).status).toBe(404);
    expect(await get("adm-bad")).toEqual(before);
  });

  it("a same-value edit writes nothing", async () => {
    await seed({ items: [item("adm-same")] });
    const lines = (await logOf("adm-same")).length;
    const res = await adminCall("/admin/items/adm-same", "PUT", { name: "adm-same name" });
    expect(adminItemSchema.parse(await res.json()).overrides).toEqual([]);
    expect(await logOf("adm-same")).toHaveLength(lines);
  });
});

describe("log", () => {
  it("filters by kind and text and pages by id", async () => {
    for (let i = 0; i < 3; i++) await adminCall("/admin/website-alert", "PUT", { text: `page-${i}` });
    const all = await logOf("settings.alert", "audit");
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(await logOf("settings.alert", "import")).toEqual([]);
    const first = (await (await adminCall("/admin/logs?kind=audit&q=settings.alert")).json()) as {
      next: null;
    };
    expect(first.next).toBeNull();
    expect((await adminCall("/admin/logs?kind=nope")).status).toBe(400);
    const older = (await (await adminCall(`/admin/logs?q=settings.alert&before=${all[0]?.id}`)).json()) as {
      entries: { id: number }[];
    };
    expect(older.entries.every((e) => e.id < (all[0]?.id ?? 0))).toBe(true);
    await adminCall("/admin/website-alert", "PUT", { text: "" });
  });

  it("records an import with its figures, and a failed one with its message", async () => {
    await logImport(env.DB, 1_000, async () => ({
      ran: true,
      counts: { items: 2 } as never,
      rows: 2,
      used: ["feed.json"],
      skipped: [],
      replacedAll: false,
      report: {
        unresolved: { item: [{ id: "x", from: ["q"] }] },
        unnamed: [],
        ignored: [],
        itemsLacking: {} as never,
      },
    }));
    await logImport(env.DB, 2_000, async () => {
      throw new Error("HTTP 502");
    });
    await logImport(env.DB, 3_000, async () => ({ ran: false }));
    const lines = await logOf("", "import");
    expect(lines.slice(0, 2)).toMatchObject([
      { at: 2_000, failed: true, after: { error: "HTTP 502" } },
      { at: 1_000, failed: false, target: "feed.json", after: { rows: 2, unresolved: { item: 1 } } },
    ]);
    const overview = (await (await adminCall("/admin/overview")).json()) as {
      imports: { at: number }[];
      errors: { at: number }[];
      counts: { users: number; admins: number };
    };
    expect(overview.imports[0]?.at).toBe(2_000);
    expect(overview.errors.map((e) => e.at)).toContain(2_000);
    expect(overview.counts.admins).toBeGreaterThanOrEqual(1);
  });
});

describe("wipe reset", () => {
  const progress = async (uid: string) =>
    JSON.parse(
      (
        await env.DB.prepare("SELECT progression FROM characters WHERE uid = ?")
          .bind(uid)
          .first<{ progression: string }>()
      )?.progression ?? "{}",
    );

  it("empties every character's progress once after the wipe date, and again only for a new date", async () => {
    const player = await signIn(freshEmail("wiped"));
    const filled = { questsDone: ["q1"], questsHidden: ["q2"], itemsFound: { a: 3 }, modulesBuilt: ["m1"] };
    const fill = () =>
      env.DB.prepare("UPDATE characters SET progression = ? WHERE uid = ?")
        .bind(JSON.stringify(filled), player.user.uid)
        .run();
    await fill();
    const wipe = 1_900_000_000_000;
    await adminCall("/admin/global-settings", "PUT", { wipeDate: wipe });

    expect(await runWipeReset(env.DB, wipe - 1)).toBeNull();
    expect(await progress(player.user.uid)).toEqual(filled);

    const [a, b] = await Promise.all([runWipeReset(env.DB, wipe + 5), runWipeReset(env.DB, wipe + 6)]);
    expect([a, b].filter((n) => n !== null && n > 0)).toHaveLength(1);
    expect(await progress(player.user.uid)).toEqual({
      questsDone: [],
      questsHidden: [],
      itemsFound: {},
      modulesBuilt: [],
    });
    expect(
      (await logOf("wipe.reset", "job")).filter((l) => l.target === new Date(wipe).toISOString()),
    ).toHaveLength(1);

    await fill();
    expect(await runWipeReset(env.DB, wipe + 600_000)).toBeNull();
    expect(await progress(player.user.uid)).toEqual(filled);

    await adminCall("/admin/global-settings", "PUT", { wipeDate: wipe + 1_000 });
    expect(await runWipeReset(env.DB, wipe + 600_000)).toBeGreaterThan(0);
    expect((await progress(player.user.uid)).questsDone).toEqual([]);
    await adminCall("/admin/global-settings", "PUT", { wipeDate: null });
  });
});
