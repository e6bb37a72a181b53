/**
 * The public API at /api/v1 (docs/product.md §1, §6: Pro), where tarkov-market's clients can switch by their
 * base address: an `x-api-key` header (or query parameter) names one of a Pro user's keys (else
 * 401 "Access denied", or 403 "Pro status required" when the owner is no longer Pro), 300 requests
 * a minute per key (then 429 "429 - Rate limit exceeded"), tarkov-market's paths (`/pve/…` for PvE)
 * and its fields (src/contracts/public-api.ts, shaped by ./shape.ts), JSON typed with its charset.
 */

import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { safeParse } from "zod/v4/core";
import type { CacheItem } from "../../src/contracts/cache";
import { MESSAGES } from "../../src/contracts/error";
import type { GameMode } from "../../src/contracts/game-mode";
import {
  API_ACCESS_DENIED,
  API_CALLS_PER_MINUTE,
  type ApiV1Error,
  PUBLIC_API,
  PVE_PREFIX,
  SHEET_COLUMNS,
} from "../../src/contracts/public-api";
import { sheetCell } from "../../src/domain/sheet-cell";
import { sha256Hex } from "../accounts/crypto";
import { accountIsPro } from "../auth/access";
import { clock } from "../clock";
import { getDb } from "../db/client";
import { apiKeyOwner } from "../db/queries/api-keys";
import type { AnyDb } from "../db/queries/db-type";
import { takeSlot } from "../db/queries/rate-limit";
import type { AppBindings } from "../env";
import { searchableItems, searchItems } from "../search/items";
import { issueText } from "../validate";
import { apiBsgItems, apiItems, itemNames } from "./shape";

const [ITEM, ALL, BSG, SHEET] = PUBLIC_API;
const SEARCH_LIMIT = 20;

/** JSON as tarkov-market sends it: API clients parse only this exact type. */
const JSON_TYPE = "application/json; charset=utf-8";

/** CORS for any origin, with the key in a header and no cookies (the API reads none). */
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "x-api-key, content-type",
  "Access-Control-Max-Age": "86400",
};

/**
 * The public API's Hono app, its answers' JSON typed `application/json; charset=utf-8` (the
 * Worker's fetch passes them through `withCharset`).
 */
export function createPublicApi() {
  const app = createApiApp();
  return {
    fetch: async (request: Request, env: unknown, ctx: ExecutionContext) =>
      withCharset(await app.fetch(request, env as never, ctx)),
  };
}

function withCharset(res: Response): Response {
  if (res.headers.get("Content-Type") !== "application/json") return res;
  const out = new Response(res.body, res);
  out.headers.set("Content-Type", JSON_TYPE);
  return out;
}

/** An error in tarkov-market's shape: `{error}` with its text, and `message` when there is more to say. */
function apiError(c: Context, status: ContentfulStatusCode, error: string, message?: string) {
  const body: ApiV1Error = message === undefined ? { error } : { error, message };
  return c.json(body, status);
}
const badRequest = (c: Context, message: string) => apiError(c, 400, message);

function createApiApp() {
  const app = new Hono<AppBindings>().basePath("/api/v1");
  app.use("*", async (c, next) => {
    // a browser's preflight: allowed before any key is checked
    if (c.req.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
    c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Access-Control-Allow-Origin", "*");
    // a header, or (as tarkov-market takes it, and for spreadsheets, which cannot send headers)
    // the address: `x-api-key=`, and `key=` on the sheet
    const key =
      c.req.header("x-api-key") ??
      c.req.query("x-api-key") ??
      (c.req.path === SHEET.path ? (c.req.query("key") ?? "") : "");
    if (!key) return apiError(c, 401, API_ACCESS_DENIED, "Send your API key in the x-api-key header");
    const hash = await sha256Hex(key);
    const now = clock.now();
    const owner = await apiKeyOwner(getDb(c.env.DB), hash, now);
    if (!owner) return apiError(c, 401, API_ACCESS_DENIED, "Unknown or revoked API key");
    if (!accountIsPro(owner, now)) return apiError(c, 403, MESSAGES.proRequired);
    const slot = await takeSlot(c.env.DB, {
      key: `api:${owner.id}`,
      max: API_CALLS_PER_MINUTE,
      windowMs: 60_000,
      now,
    });
    if (!slot) {
      c.header("Retry-After", "60");
      return apiError(c, 429, MESSAGES.rateLimited);
    }
    await next();
  });

  const route = (path: string) => path.slice("/api/v1".length);
  const pve = (path: string) => `${PVE_PREFIX.slice("/api/v1".length)}${route(path)}`;
  const origin = (c: Context) => new URL(c.req.url).origin;

  // GET with the query, or POST with the same fields as a form or JSON (as tarkov-market takes it)
  const item = async (c: Context<AppBindings>, input: Record<string, unknown>) => {
    const q = safeParse(ITEM.query, input);
    if (!q.success) return badRequest(c, issueText(q.error.issues));
    const { q: text, uid, lang, mode } = q.data;
    if (!text && !uid) return badRequest(c, "Give q (a name) or uid");
    const db = getDb(c.env.DB);
    const rows = uid
      ? await byUid(db, mode, uid)
      : (await searchItems(db, mode, text ?? "")).slice(0, SEARCH_LIMIT);
    return c.json(await apiItems(db, rows, { locale: lang ?? "en", origin: origin(c), mode }));
  };
  const postedItem = async (c: Context<AppBindings>, extra: Record<string, string>) => {
    const type = c.req.header("Content-Type") ?? "";
    let body: Record<string, unknown> = {};
    try {
      body = type.includes("application/json")
        ? ((await c.req.json()) as Record<string, unknown>)
        : ((await c.req.parseBody()) as Record<string, unknown>);
    } catch {
      return badRequest(c, "Send the fields as a form or a JSON object");
    }
    if (!body || typeof body !== "object" || Array.isArray(body))
      return badRequest(c, "Send the fields as a form or a JSON object");
    return item(c, { ...c.req.query(), ...body, ...extra });
  };
  const all = async (c: Context<AppBindings>, extra: Record<string, string>) => {
    const q = safeParse(ALL.query, { ...c.req.query(), ...extra });
    if (!q.success) return badRequest(c, issueText(q.error.issues));
    const db = getDb(c.env.DB);
    const { rows } = await searchableItems(db, q.data.mode);
    return c.json(
      await apiItems(db, rows, { locale: q.data.lang ?? "en", origin: origin(c), mode: q.data.mode }),
    );
  };
  const bsg = async (c: Context<AppBindings>) => {
    const q = safeParse(BSG.query, c.req.query());
    if (!q.success) return badRequest(c, issueText(q.error.issues));
    return c.json(await apiBsgItems(getDb(c.env.DB), q.data.lang ?? "en"));
  };

  for (const [path, extra] of [
    [route(ITEM.path), {}],
    [pve(ITEM.path), { mode: "pve" }],
  ] as const) {
    app.get(path, (c) => item(c, { ...c.req.query(), ...extra }));
    app.post(path, (c) => postedItem(c, extra));
  }
  app.get(route(ALL.path), (c) => all(c, {}));
  app.get(pve(ALL.path), (c) => all(c, { mode: "pve" }));
  app.get(route(BSG.path), bsg);
  app.get(pve(BSG.path), bsg);

  app.get(route(SHEET.path), async (c) => {
    const q = safeParse(SHEET.query, c.req.query());
    if (!q.success) return badRequest(c, issueText(q.error.issues));
    const { rows } = await searchableItems(getDb(c.env.DB), q.data.mode);
    const tsv = q.data.format === "tsv";
    const body = sheetText(rows, q.data.lang ?? "en", tsv);
    return c.body(body, 200, {
      "Content-Type": `text/${tsv ? "tab-separated-values" : "csv"}; charset=utf-8`,
    });
  });

  app.notFound((c) => apiError(c, 404, MESSAGES.notFound));
  app.onError((err, c) => {
    console.error("[api v1]", err);
    return apiError(c, 500, MESSAGES.serverError);
  });
  return app;
}

async function byUid(db: AnyDb, mode: GameMode, uid: string): Promise<CacheItem[]> {
  const s = await searchableItems(db, mode);
  const i = s.byUid.get(uid);
  const row = i === undefined ? undefined : s.rows[i];
  return row ? [row] : [];
}

/** The items as CSV or TSV, each cell as `sheetCell` makes it (quoted to RFC 4180, no formulas). */
export function sheetText(rows: readonly CacheItem[], locale: "en" | "ru", tsv: boolean): string {
  const separator = tsv ? "\t" : ",";
  const cell = (v: string | number | null) => sheetCell(v, separator);
  const lines = [SHEET_COLUMNS.join(separator)];
  for (const r of rows) {
    const { name } = itemNames(r, locale);
    lines.push(
      [r.uid, name, r.flea, r.avg24h, r.avg7d, new Date(r.updatedAt).toISOString()].map(cell).join(separator),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
