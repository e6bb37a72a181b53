/**
 * The repository's own import graph: which source file imports which (relative imports and
 * re-exports, type-only ones too), and the circles in it. Read by scripts/structure's test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;
const IMPORT =
  /(?:^|[;\s])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

/** Every source file under these folders (tests and generated folders left out when asked). */
export function sourceFiles(root: string, folders: string[], withTests = false): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && (withTests || !/\.test\.tsx?$/.test(name))) out.push(path);
    }
  };
  for (const f of folders) if (existsSync(join(root, f))) walk(join(root, f));
  return out.sort();
}

/** The relative specifiers a file imports (static, re-exported or dynamic). */
export function importsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec?.startsWith(".")) out.push(spec);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const candidates = [
    base,
    ...[".ts", ".tsx", ".mts", ".mjs", ".astro"].map((e) => base + e),
    base.replace(/\.js$/, ".ts"),
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** File → the files it imports (paths relative to root). */
export function importGraph(root: string, files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const to = importsOf(readFileSync(file, "utf8"))
      .map((spec) => resolveImport(file, spec))
      .filter((p): p is string => p !== null && SOURCE.test(p))
      .map((p) => relative(root, p));
    graph.set(relative(root, file), [...new Set(to)]);
  }
  return graph;
}

/** The circles of a graph: each strongly connected set of two or more files, or a file importing itself. */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const set: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        set.push(w);
      } while (w !== v);
      if (set.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(set.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}
