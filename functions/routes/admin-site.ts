import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { adminEndpoints } from "../../src/contracts/admin";
import { siteSettingsEndpoint } from "../../src/contracts/site-settings";
import { readGlobalSettings } from "../../src/domain/global-settings";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { getDb } from "../db/client";
import { listLog, logStatement } from "../db/queries/admin-log";
import { adminOverview } from "../db/queries/admin-overview";
import { KV_KEYS, kvGet } from "../db/queries/kv";
import { runSqlBatch } from "../db/sql-batch";
import { on } from "../endpoint";
import type { AppBindings } from "../env";

/** The admin overview, the log, the global settings and the website alert (SPEC §2 /admin/*). */
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
  audit: Parameters<typeof logStatement>[0],
): Promise<void> {
  const now = audit.at;
  const value = JSON.stringify(patch);
  await runSqlBatch(db, [
    sql`INSERT INTO kv (key, value, updated_at) VALUES (${key}, json(${value}), ${now})
        ON CONFLICT (key) DO UPDATE SET updated_at = ${now}, value = json_patch(
          CASE WHEN json_valid(kv.value) AND json_type(kv.value) = 'object' THEN kv.value ELSE '{}' END, json(${value}))`,
    logStatement(audit),
  ]);
}

on(adminSiteRoutes, siteSettingsEndpoint, [], async (c) => {
  const { tournamentEnabled, helperVersion } = await globalSettings(c.env.DB);
  c.header("Cache-Control", "public, max-age=60");
  return { tournamentEnabled, helperVersion };
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
  const stored = (await kvGet(getDb(c.env.DB), KV_KEYS.websiteAlert)) as { text?: unknown } | undefined;
  const before = typeof stored?.text === "string" ? stored.text : "";
  if (before !== body.text) {
    await patchKv(
      c.env.DB,
      KV_KEYS.websiteAlert,
      { text: body.text },
      { kind: "audit", at: clock.now(), actor: admin, action: "settings.alert", before, after: body.text },
    );
  }
  return { text: body.text };
});
