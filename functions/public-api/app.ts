/**
 * The public API at /api/v1 (SPEC §1, §6: Pro): an `x-api-key` header names one of a Pro user's
 * keys (else 401, or 403 "Pro status required" when the owner is no longer Pro), 300 requests a
 * minute per key (then 429 "429 - Rate limit exceeded"), JSON items with the field names of
 * src/contracts/public-api.ts.
 */

import { type Context, Hono } from "hono";
import { safeParse } from "zod/v4/core";
import { itemHref } from "../../src/components/item/links";
import type { CacheItem } from "../../src/contracts/cache";
import { MESSAGES } from "../../src/contracts/error";
import type { GameMode } from "../../src/contracts/game-mode";
import {
  API_CALLS_PER_MINUTE,
  type ApiItem,
  PUBLIC_API,
  SHEET_COLUMNS,
} from "../../src/contracts/public-api";
import { sheetCell } from "../../src/domain/sheet-cell";
import { itemSlots } from "../../src/domain/slots";
import { sha256Hex } from "../accounts/crypto";
import { accountIsPro } from "../auth/access";
import { clock } from "../clock";
import { getDb } from "../db/client";
import { apiKeyOwner } from "../db/queries/api-keys";
import type { AnyDb } from "../db/queries/db-type";
import { takeSlot } from "../db/queries/rate-limit";
import type { AppBindings } from "../env";
import { errorResponse } from "../errors";
import { itemExtras, searchableItems, searchItems } from "../search/items";
import { issueText } from "../validate";

const [ITEM, ALL, SHEET] = PUBLIC_API;
const SEARCH_LIMIT = 20;

async function shape(
  db: AnyDb,
  rows: CacheItem[],
  opts: { locale: "en" | "ru"; origin: string; mode: GameMode },
): Promise<ApiItem[]> {
  const extras = await itemExtras(db);
  const { traderDates } = await searchableItems(db, opts.mode);
  return rows.map((r) => {
    const extra = extras.get(r.uid);
    const traderSeen = r.traderPrice === null ? null : (traderDates.get(r.uid) ?? null);
    return {
      uid: r.uid,
      bsgId: extra?.bsgId ?? null,
      name: opts.locale === "ru" && r.ruName ? r.ruName : r.name,
      shortName: r.shortName,
      price: r.flea,
      basePrice: extra?.basePrice ?? null,
      avg24hPrice: r.avg24h,
      avg7daysPrice: r.avg7d,
      traderName: r.trader,
      traderPrice: r.traderPrice,
      traderPriceCur: r.traderPrice === null ? null : "₽",
      traderPriceUpdated: traderSeen === null ? null : new Date(traderSeen).toISOString(),
      updated: new Date(r.updatedAt).toISOString(),
      slots: itemSlots(r.width, r.height),
      diff24h: r.change24h,
      diff7days: r.change7d,
      icon: r.icon,
      link: `${opts.origin}${itemHref(r.url, opts.locale)}`,
      wikiLink: extra?.wikiUrl ?? null,
    };
  });
}

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
    if (!key) return errorResponse(c, "unauthorized", "Send your API key in the x-api-key header");
    const hash = await sha256Hex(key);
    const now = clock.now();
    const owner = await apiKeyOwner(getDb(c.env.DB), hash, now);
    if (!owner) return errorResponse(c, "unauthorized", "Unknown or revoked API key");
    if (!accountIsPro(owner, now)) return errorResponse(c, "forbidden", MESSAGES.proRequired);
    const slot = await takeSlot(c.env.DB, {
      key: `api:${owner.id}`,
      max: API_CALLS_PER_MINUTE,
      windowMs: 60_000,
      now,
    });
    if (!slot) return errorResponse(c, "rate_limited", MESSAGES.rateLimited);
    await next();
  });

  // GET with the query, or POST with the same fields as a form or JSON (as tarkov-market takes it)
  const item = async (c: Context<AppBindings>, input: Record<string, unknown>) => {
    const q = safeParse(ITEM.query, input);
    if (!q.success) return errorResponse(c, "bad_request", issueText(q.error.issues));
    const { q: text, uid, lang, mode } = q.data;
    if (!text && !uid) return errorResponse(c, "bad_request", "Give q (a name) or uid");
    const db = getDb(c.env.DB);
    const rows = uid
      ? await byUid(db, mode, uid)
      : (await searchItems(db, mode, text ?? "")).slice(0, SEARCH_LIMIT);
    return c.json(await shape(db, rows, { locale: lang ?? "en", origin: new URL(c.req.url).origin, mode }));
  };
  app.get(ITEM.path.slice("/api/v1".length), (c) => item(c, c.req.query()));
  app.post(ITEM.path.slice("/api/v1".length), async (c) => {
    const type = c.req.header("Content-Type") ?? "";
    let body: Record<string, unknown> = {};
    try {
      body = type.includes("application/json")
        ? ((await c.req.json()) as Record<string, unknown>)
        : ((await c.req.parseBody()) as Record<string, unknown>);
    } catch {
      return errorResponse(c, "bad_request", "Send the fields as a form or a JSON object");
    }
    if (!body || typeof body !== "object" || Array.isArray(body))
      return errorResponse(c, "bad_request", "Send the fields as a form or a JSON object");
    return item(c, { ...c.req.query(), ...body });
  });

  app.get(ALL.path.slice("/api/v1".length), async (c) => {
    const q = safeParse(ALL.query, c.req.query());
    if (!q.success) return errorResponse(c, "bad_request", issueText(q.error.issues));
    const db = getDb(c.env.DB);
    const { rows } = await searchableItems(db, q.data.mode);
    const origin = new URL(c.req.url).origin;
    return c.json(await shape(db, rows, { locale: q.data.lang ?? "en", origin, mode: q.data.mode }));
  });

  app.get(SHEET.path.slice("/api/v1".length), async (c) => {
    const q = safeParse(SHEET.query, c.req.query());
    if (!q.success) return errorResponse(c, "bad_request", issueText(q.error.issues));
    const { rows } = await searchableItems(getDb(c.env.DB), q.data.mode);
    const tsv = q.data.format === "tsv";
    const body = sheetText(rows, q.data.lang ?? "en", tsv);
    return c.body(body, 200, {
      "Content-Type": `text/${tsv ? "tab-separated-values" : "csv"}; charset=utf-8`,
    });
  });

  app.notFound((c) => errorResponse(c, "not_found", MESSAGES.notFound));
  app.onError((err, c) => {
    console.error("[api v1]", err);
    return errorResponse(c, "server_error", MESSAGES.serverError);
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
    const name = locale === "ru" && r.ruName ? r.ruName : r.name;
    lines.push(
      [r.uid, name, r.flea, r.avg24h, r.avg7d, new Date(r.updatedAt).toISOString()].map(cell).join(separator),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
