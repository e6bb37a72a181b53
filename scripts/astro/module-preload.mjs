// @ts-check
/**
 * Astro integration: after the build, every page names in its head, as
 * `<link rel="modulepreload">`, each script module its scripts and islands will import
 * statically. Without them the browser finds an island's modules one level at a time (the island,
 * then what it imports, then what those import…): four or five round trips before the island can
 * run and ask for its data, a second and more on a slow phone. Dynamic imports (`import("…")`,
 * loaded on purpose later, as MapLibre or the price chart) are left out.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ASSETS = "/_astro/";

/**
 * The sibling modules a built chunk imports statically (`import … from "./x.js"`,
 * `import "./x.js"`, `export … from "./x.js"`), by file name, in order.
 * @param {string} code
 * @returns {string[]}
 */
export function staticImports(code) {
  const out = [];
  const pattern = /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([^"'/]+\.m?js)["']/g;
  for (const m of code.matchAll(pattern)) if (m[1] && !out.includes(m[1])) out.push(m[1]);
  return out;
}

/**
 * The modules a page starts from: its module scripts and its islands' components and renderers.
 * @param {string} html
 * @returns {string[]} file names under /_astro/
 */
export function pageEntries(html) {
  const out = [];
  const pattern =
    /<script type="module" src="\/_astro\/([^"]+)"|(?:component|renderer)-url="\/_astro\/([^"]+)"/g;
  for (const m of html.matchAll(pattern)) {
    const name = m[1] ?? m[2];
    if (name && !out.includes(name)) out.push(name);
  }
  return out;
}

/**
 * Every module reachable from the entries by static imports, entries first, breadth first.
 * @param {string[]} entries
 * @param {(name: string) => string[]} importsOf
 */
export function moduleClosure(entries, importsOf) {
  const seen = [...entries];
  for (let i = 0; i < seen.length; i++) {
    for (const next of importsOf(seen[i] ?? "")) if (!seen.includes(next)) seen.push(next);
  }
  return seen;
}

/**
 * The page with a modulepreload link for each module its scripts and islands need (none twice, and
 * none for a module a script tag of the page loads already); the page as it was when it needs none.
 * @param {string} html
 * @param {(name: string) => string[]} importsOf
 */
export function withModulePreloads(html, importsOf) {
  const entries = pageEntries(html);
  if (entries.length === 0 || !html.includes("</head>")) return html;
  const scripts = new Set(
    [...html.matchAll(/<script type="module" src="\/_astro\/([^"]+)"/g)].map((m) => m[1]),
  );
  const links = moduleClosure(entries, importsOf)
    .filter((name) => !scripts.has(name) && !html.includes(`rel="modulepreload" href="${ASSETS}${name}"`))
    .map((name) => `<link rel="modulepreload" href="${ASSETS}${name}">`);
  return links.length === 0 ? html : html.replace("</head>", `${links.join("")}</head>`);
}

/** @param {string} dir */
function htmlFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "_astro") out.push(...htmlFiles(path));
    } else if (entry.name.endsWith(".html")) out.push(path);
  }
  return out;
}

/** @returns {import("astro").AstroIntegration} */
export function modulePreload() {
  return {
    name: "module-preload",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const root = fileURLToPath(dir);
        /** @type {Map<string, string[]>} */
        const graph = new Map();
        const importsOf = (/** @type {string} */ name) => {
          let list = graph.get(name);
          if (!list) {
            try {
              list = staticImports(readFileSync(join(root, "_astro", name), "utf8"));
            } catch {
              list = []; // not a built chunk (an outside URL): nothing to follow
            }
            graph.set(name, list);
          }
          return list;
        };
        for (const file of htmlFiles(root)) {
          const html = readFileSync(file, "utf8");
          const next = withModulePreloads(html, importsOf);
          if (next !== html) writeFileSync(file, next);
        }
      },
    },
  };
}
