import { Hono } from "hono";
import {
  type CompareKind,
  type CompareRow,
  compareEndpoints,
  MAX_UPLOAD_BYTES,
} from "../../src/contracts/admin-compare";
import { said } from "../../src/contracts/messages";
import type { RiskCode } from "../../src/domain/compare-review";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { type LogLine, logLinesStatements } from "../db/queries/admin-log";
import { COMPARE_DEFS, diffRows, writeRowsStatements } from "../db/queries/compare";
import { bumpDataVersionStatement } from "../db/queries/data-version";
import { applyStatement, dropOverridesStatement, noteUpstreamStatement } from "../db/queries/row-overrides";
import { runSqlBatch } from "../db/sql-batch";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { badRequest } from "../errors";
import { buildImport, type ImportedDataset } from "../import/build";
import { readSources, UpstreamFormatError } from "../import/sources";

/**
 * The compare pages (docs/product.md §2 /admin/*-compare): an uploaded upstream export is read and mapped by
 * the importer's own code (functions/import), never written as a whole; the admin applies the rows
 * they pick, each audited, in one batch that bumps the data version.
 */
export const adminCompareRoutes = new Hono<AppBindings>();

const WHAT: Record<CompareKind, string> = {
  crafts: "crafts",
  barters: "barters",
  quests: "quests",
  "traders-prices": "trader prices",
  guns: "guns",
};

/** Game ids of the stored quests and hideout stations, so a file without them links to ours. */
async function storedIds(d1: D1Database) {
  const [quests, stations] = await d1.batch([
    d1.prepare("SELECT bsg_id AS id, uid FROM quests WHERE bsg_id IS NOT NULL"),
    d1.prepare("SELECT bsg_id AS id, uid FROM hideout_stations WHERE bsg_id IS NOT NULL"),
  ]);
  const map = (r: D1Result | undefined) =>
    new Map(((r?.results ?? []) as { id: string; uid: string }[]).map((x) => [x.id, x.uid]));
  return { storedQuests: map(quests), storedStations: map(stations) };
}

type Upload = { name: string; text: string }[];

/** The rows of uploaded files as one import would write them; a 400 naming the problem otherwise. */
async function mapUpload(d1: D1Database, kind: CompareKind, files: Upload) {
  if (files.reduce((n, f) => n + f.text.length, 0) > MAX_UPLOAD_BYTES)
    throw badRequest(said("admin.filesTooLarge"));
  const sources = files.map(({ name, text }) => {
    try {
      return { name, json: JSON.parse(text) as unknown };
    } catch (err) {
      throw badRequest(`${name}: not a JSON file (${err instanceof Error ? err.message : "unreadable"})`);
    }
  });
  const now = clock.now();
  let read: ReturnType<typeof readSources>;
  try {
    read = readSources(sources, { now });
  } catch (err) {
    if (err instanceof UpstreamFormatError) throw badRequest(err.message);
    throw err;
  }
  if (read.skipped.length > 0)
    throw badRequest(
      `${read.skipped.join(", ")}: not a file the importer reads (upload an upstream export such as pve_crafts.json)`,
    );
  const data: ImportedDataset = buildImport(read.upstream, { now, ...(await storedIds(d1)) }).data;
  if (data[COMPARE_DEFS[kind].data].length === 0)
    throw badRequest(`${files.map((f) => f.name).join(", ")}: holds no ${WHAT[kind]}`);
  return data;
}

const RISK_TEXT: Record<RiskCode, string> = {
  nameToId: "a name would become an id",
  currency: "the currency would change without its amount",
  emptied: "a needed value would be emptied",
};

/** Why an apply is refused: the risky rows (the first five), each with its first three risks. */
function refusal(rows: CompareRow[]): string {
  const named = rows.slice(0, 5).map((r) => {
    const why = r.risks.slice(0, 3).map((k) => `${k.path}: ${RISK_TEXT[k.code]}`);
    return `${r.label || r.key} (${why.join("; ")}${r.risks.length > 3 ? "; …" : ""})`;
  });
  const more = rows.length > 5 ? `, and ${rows.length - 5} more` : "";
  const count = rows.length === 1 ? "1 ticked row" : `${rows.length} ticked rows`;
  return `${count} would make the data worse: ${named.join(", ")}${more}. Untick them, or tick "Apply them anyway"`;
}

const fileNames = (files: Upload) => files.map((f) => f.name).join(", ");

on(adminCompareRoutes, compareEndpoints.compare, [], async (c, { params, body }) => {
  const data = await mapUpload(c.env.DB, params.kind, body.files);
  const { result } = await diffRows(c.env.DB, params.kind, data);
  return { kind: params.kind, file: fileNames(body.files), ...result };
});

on(adminCompareRoutes, compareEndpoints.apply, [], async (c, { params, body }) => {
  const admin = requireUser(c);
  const { kind } = params;
  const { rowTable } = COMPARE_DEFS[kind];
  const data = await mapUpload(c.env.DB, kind, body.files);
  const diff = await diffRows(c.env.DB, kind, data);
  const listed = new Map(diff.result.rows.map((r) => [r.key, r]));
  const picked = [...new Set(body.keys)].filter((k) => diff.rows.has(k));
  const skipped = body.keys.filter((k) => !diff.rows.has(k));
  const risky = picked.flatMap((k) => {
    const row = listed.get(k);
    return row && row.risks.length > 0 ? [row] : [];
  });
  if (risky.length > 0 && !body.override) throw badRequest(refusal(risky));
  const applied = { added: 0, changed: 0, removed: 0 };
  if (picked.length > 0) {
    const now = clock.now();
    const chosen = picked.flatMap((key) => {
      const r = diff.rows.get(key);
      const row = listed.get(key);
      return r && row ? [{ key, ...r, row }] : [];
    });
    const written = chosen.filter((p) => p.file).map((p) => p.key);
    const lines: LogLine[] = chosen.map(({ key, status, file, db, row }) => {
      applied[status] += 1;
      const kept = body.revertEdits ? [] : row.edited;
      const pick = (side: "before" | "after") =>
        Object.fromEntries(row.fields.map((f) => [f.field, f[side]]));
      return {
        kind: "audit",
        at: now,
        actor: admin,
        action: `${rowTable ?? "items"}.compare-apply`,
        target: key,
        before: status === "changed" ? pick("before") : (db ?? null),
        after: {
          ...(status === "changed" ? pick("after") : (file ?? {})),
          ...(status === "removed" ? { deleted: true } : {}),
          ...(kept.length > 0 ? { localEditsKept: kept } : {}),
          ...(body.revertEdits && row.edited.length > 0 ? { localEditsReverted: row.edited } : {}),
          ...(row.risks.length > 0 ? { risksOverridden: row.risks.map((r) => `${r.code} ${r.path}`) } : {}),
          file: fileNames(body.files),
        },
      };
    });
    // the edits of the written rows go back on them (their data values noted), unless reverted too
    const edits = rowTable
      ? [
          body.revertEdits
            ? dropOverridesStatement(rowTable, picked)
            : noteUpstreamStatement(rowTable, written),
          applyStatement(rowTable),
        ]
      : [];
    await runSqlBatch(c.env.DB, [
      ...writeRowsStatements(c.env.DB, kind, chosen),
      ...edits,
      bumpDataVersionStatement(now),
      ...logLinesStatements(lines),
    ]);
  }
  const after = await diffRows(c.env.DB, kind, data);
  return { applied, skipped, result: { kind, file: fileNames(body.files), ...after.result } };
});
