import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { adminEndpoints } from "../../src/contracts/admin";
import { said } from "../../src/contracts/messages";
import { siteSettingsEndpoint } from "../../src/contracts/site-settings";
import { readGlobalSettings } from "../../src/domain/global-settings";
import { readPalette } from "../../src/domain/item-palette";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { getDb } from "../db/client";
import { listLog, logStatement } from "../db/queries/admin-log";
import { adminOverview } from "../db/queries/admin-overview";
import { KV_KEYS, kvGet } from "../db/queries/kv";
import { runSqlBatch } from "../db/sql-batch";
import { on } from "../endpoint";
import type { AppBindings, Env } from "../env";
import { HttpError } from "../errors";
import { mailTransport, senderOverride } from "../mail";

/** The admin overview, the log, the global settings and the website alert (docs/product.md §2 /admin/*). */
export const adminSiteRoutes = new Hono<AppBindings>();

const globalSettings = async (db: D1Database) =>
  readGlobalSettings(await kvGet(getDb(db), KV_KEYS.globalSettings));

/**
 * Writes a kv value merged with a JSON patch in SQL (json_patch), so two admins saving different
 * fields at once both keep theirs, and the audit line in the same batch.
 */
async function patchKv(
  db: D1Database,
  key: string,
  patch: Record<string, unknown>,
  audit: Parameters<typeof logStatement>[0] | Parameters<typeof logStatement>[0][],
): Promise<void> {
  const audits = Array.isArray(audit) ? audit : [audit];
  const now = audits[0]?.at ?? clock.now();
  const value = JSON.stringify(patch);
  await runSqlBatch(db, [
    sql`INSERT INTO kv (key, value, updated_at) VALUES (${key}, json(${value}), ${now})
        ON CONFLICT (key) DO UPDATE SET updated_at = ${now}, value = json_patch(
          CASE WHEN json_valid(kv.value) AND json_type(kv.value) = 'object' THEN kv.value ELSE '{}' END, json(${value}))`,
    ...audits.map(logStatement),
  ]);
}

const itemPalette = async (db: D1Database) => readPalette(await kvGet(getDb(db), KV_KEYS.itemPalette));

/** How players pay for Pro, as the operator configured it (functions/env-vars.ts); null when unset. */
const paymentSettings = (env: Env) => ({
  payoneerEmail: env.PAYONEER_EMAIL ?? null,
  price: env.PRO_PRICE ?? null,
  patreonUrl: env.PATREON_PAGE_URL ?? null,
  contactEmail: env.CONTACT_EMAIL ?? null,
});

on(adminSiteRoutes, siteSettingsEndpoint, [], async (c) => {
  const [{ tournamentEnabled, helperVersion }, palette] = await Promise.all([
    globalSettings(c.env.DB),
    itemPalette(c.env.DB),
  ]);
  return { tournamentEnabled, helperVersion, palette, payment: paymentSettings(c.env) };
});

/** The palette with the categories the data has (those the palette names first, then the rest). */
async function paletteView(db: D1Database) {
  const palette = await itemPalette(db);
  const { results } = await db
    .prepare("SELECT DISTINCT category FROM items WHERE category IS NOT NULL ORDER BY category")
    .all<{ category: string }>();
  const categories = [...new Set([...Object.keys(palette.categories), ...results.map((r) => r.category)])];
  return { palette, categories };
}

on(adminSiteRoutes, adminEndpoints.palette, [], async (c) => paletteView(c.env.DB));

on(adminSiteRoutes, adminEndpoints.palettePut, [], async (c, { body }) => {
  const admin = requireUser(c);
  const before = await itemPalette(c.env.DB);
  const after = readPalette(body);
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    const now = clock.now();
    // the whole palette is replaced (a colour left out is a colour removed)
    await runSqlBatch(c.env.DB, [
      sql`INSERT INTO kv (key, value, updated_at) VALUES (${KV_KEYS.itemPalette}, json(${JSON.stringify(after)}), ${now})
          ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      logStatement({ kind: "audit", at: now, actor: admin, action: "settings.palette", before, after }),
    ]);
  }
  return paletteView(c.env.DB);
});

on(adminSiteRoutes, adminEndpoints.overview, [], async (c) => adminOverview(c.env.DB, clock.now()));

on(adminSiteRoutes, adminEndpoints.logs, [], async (c, { query }) => listLog(c.env.DB, query));

on(adminSiteRoutes, adminEndpoints.settings, [], async (c) => globalSettings(c.env.DB));

on(adminSiteRoutes, adminEndpoints.settingsPut, [], async (c, { body }) => {
  const admin = requireUser(c);
  const before = await globalSettings(c.env.DB);
  const changed = Object.fromEntries(
    Object.entries(body).filter(([k, v]) => v !== undefined && before[k as keyof typeof before] !== v),
  );
  if (Object.keys(changed).length > 0) {
    await patchKv(c.env.DB, KV_KEYS.globalSettings, changed, {
      kind: "audit",
      at: clock.now(),
      actor: admin,
      action: "settings.global",
      before: Object.fromEntries(Object.keys(changed).map((k) => [k, before[k as keyof typeof before]])),
      after: changed,
    });
  }
  return globalSettings(c.env.DB);
});

on(adminSiteRoutes, adminEndpoints.alertPut, [], async (c, { body }) => {
  const admin = requireUser(c);
  const stored = (await kvGet(getDb(c.env.DB), KV_KEYS.websiteAlert)) as
    | { text?: unknown; ru?: unknown }
    | undefined;
  const before = {
    text: typeof stored?.text === "string" ? stored.text : "",
    ru: typeof stored?.ru === "string" ? stored.ru : "",
  };
  // the Russian text stays as it is when the request leaves it out
  const after = { text: body.text, ru: body.ru ?? before.ru };
  const at = clock.now();
  const audits = (["text", "ru"] as const)
    .filter((k) => before[k] !== after[k])
    .map((k) => ({
      kind: "audit" as const,
      at,
      actor: admin,
      action: k === "text" ? "settings.alert" : "settings.alert.ru",
      before: before[k],
      after: after[k],
    }));
  if (audits.length > 0) await patchKv(c.env.DB, KV_KEYS.websiteAlert, after, audits);
  return after;
});

/**
 * The mail transport as an admin sees it: its kind, the API's host (never the key), the senders,
 * the local outbox (with login codes hidden).
 */
async function emailSettings(env: Env) {
  const { results } =
    env.MAIL_MODE === "local"
      ? await env.DB.prepare(
          'SELECT "to", subject, created_at AS at FROM mail_outbox ORDER BY id DESC LIMIT 10',
        ).all<{
          to: string;
          subject: string;
          at: number;
        }>()
      : { results: [] };
  let apiHost: string | null = null;
  try {
    apiHost = env.MAIL_API_URL ? new URL(env.MAIL_API_URL).host : null;
  } catch {
    apiHost = null;
  }
  return {
    transport: env.MAIL_MODE,
    apiHost,
    configuredFrom: env.MAIL_FROM || null,
    from: (await senderOverride(env.DB)) ?? "",
    // a login code never reaches an admin's page: the subject names it
    outbox: results.map((m) => ({ ...m, subject: m.subject.replace(/\d{6}/g, "••••••") })),
  };
}

on(adminSiteRoutes, adminEndpoints.email, [], async (c) => emailSettings(c.env));

on(adminSiteRoutes, adminEndpoints.emailPut, [], async (c, { body }) => {
  const admin = requireUser(c);
  const before = (await senderOverride(c.env.DB)) ?? "";
  if (before !== body.from) {
    await patchKv(
      c.env.DB,
      KV_KEYS.emailSettings,
      { from: body.from },
      {
        kind: "audit",
        at: clock.now(),
        actor: admin,
        action: "settings.email",
        before: { from: before },
        after: { from: body.from },
      },
    );
  }
  return emailSettings(c.env);
});

/** The test mail's text (subject and body), so an admin can tell it from a login mail. */
const TEST_MAIL = {
  subject: "Test mail from the admin page",
  text: "This is a test mail sent from /admin/email-settings. If it arrived, the site's mail works.",
};

on(adminSiteRoutes, adminEndpoints.emailTest, [], async (c, { body }) => {
  const admin = requireUser(c);
  const now = clock.now();
  let error: string | null = null;
  try {
    await mailTransport(c.env, c.req.url).send({ to: body.to, ...TEST_MAIL }, now);
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  await runSqlBatch(c.env.DB, [
    logStatement({
      kind: "audit",
      at: now,
      actor: admin,
      action: "mail.test",
      target: body.to,
      after: error ? { error } : { sent: true },
      failed: error !== null,
    }),
  ]);
  if (error) throw new HttpError("server_error", said("admin.mailFailed", { error }));
  return { sent: true as const };
});
