/**
 * Node side of the upstream importer: reads a URL, a file or a folder into raw sources and
 * imports them into a libSQL (local D1) database. The mapping itself is functions/import.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import * as s from "../functions/db/schema";
import type { ImportReport } from "../functions/import/report";
import { type ImportOptions, type ImportResult, importSources } from "../functions/import/run";
import type { RawSource } from "../functions/import/sources";

/** Files of a folder (and its subfolders), JSON only, in a stable order. */
function jsonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsonFiles(path));
    else if (entry.name.endsWith(".json")) out.push(path);
  }
  return out;
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`${name}: not JSON (${err instanceof Error ? err.message : String(err)})`);
  }
}

/** The sources behind an argument: a URL (fetched), a JSON file, or every JSON file under a folder. */
export async function readInput(input: string, onFile?: (name: string) => void): Promise<RawSource[]> {
  if (/^https?:\/\//.test(input)) {
    const res = await fetch(input, { headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`${input}: HTTP ${res.status}`);
    onFile?.(input);
    return [{ name: input, json: parseJson(await res.text(), input) }];
  }
  if (statSync(input).isDirectory()) {
    return jsonFiles(input).map((path) => {
      const name = relative(input, path);
      const json = parseJson(readFileSync(path, "utf8"), name);
      onFile?.(name);
      return { name, json };
    });
  }
  onFile?.(input);
  return [{ name: input.split("/").pop() ?? input, json: parseJson(readFileSync(input, "utf8"), input) }];
}

/** Imports sources into a libSQL database with our migrations applied. */
export async function importIntoClient(
  client: Client,
  sources: RawSource[],
  opts: ImportOptions,
): Promise<ImportResult & { ms: number }> {
  const started = performance.now();
  const result = await importSources(drizzle(client, { schema: s }), sources, opts);
  return { ...result, ms: performance.now() - started };
}

/** The import report as printable lines: lacking values, unresolved references by kind, unnamed items, ignored fields. */
export function reportLines(report: ImportReport): string[] {
  const out: string[] = [];
  const l = report.itemsLacking;
  out.push(
    `items lacking: weight ${l.weight}, size ${l.size}, base price ${l.basePrice}, category ${l.category}`,
  );
  const kinds = Object.entries(report.unresolved).filter(([, list]) => list.length > 0);
  if (kinds.length === 0) out.push("unresolved references: none");
  for (const [kind, list] of kinds) {
    out.push(`unresolved ${kind} references: ${list.length}`);
    for (const r of list) out.push(`  ${r.id} ← ${r.from.join(", ")}`);
  }
  out.push(`unnamed items: ${report.unnamed.length ? report.unnamed.join(", ") : "none"}`);
  if (report.ruMissing) {
    const kinds = Object.entries(report.ruMissing).map(([kind, n]) => `${kind} ${n}`);
    out.push(`without a Russian name (English shown): ${kinds.join(", ")}`);
  }
  for (const o of report.overlays ?? []) {
    const not = o.skipped.length ? `; not applied: ${o.skipped.join(", ")}` : "";
    const gone = o.dropped.length
      ? `; recipes only a disabled task unlocks, left out: ${o.dropped.join(", ")}`
      : "";
    out.push(`overlay ${o.file}: ${o.corrected} tasks corrected${not}${gone}`);
  }
  const byFile = new Map<string, string[]>();
  for (const f of report.ignored) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f.path]);
  for (const [file, paths] of byFile)
    out.push(`ignored fields in ${file} (${paths.length}): ${paths.join(", ")}`);
  return out;
}
