import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./support/test";

// What the built pages' scripts (dist/_astro, every client chunk of every page) may carry.

const ASSETS = "dist/_astro";

/**
 * Classic zod's schema classes are named "ZodObject", "ZodString"…; zod/mini's are "ZodMini…" and
 * core's "$Zod…". The names survive minification, as zod builds each class from its name.
 */
const CLASSIC_ZOD = /[`'"]Zod(?:Object|String|Type)[`'"]/;

test("no page ships classic zod: the contracts browser code imports are zod/mini", () => {
  const scripts = readdirSync(ASSETS).filter((f) => f.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(10);
  const classic = scripts.filter((f) => CLASSIC_ZOD.test(readFileSync(join(ASSETS, f), "utf8")));
  expect(classic).toEqual([]);
  // zod/mini is there (the header parses GET /users/me), so the pattern looks at the right files
  expect(scripts.some((f) => /[`'"]ZodMiniObject[`'"]/.test(readFileSync(join(ASSETS, f), "utf8")))).toBe(
    true,
  );
});

test("a calculator page carries its first rows once as HTML (the island's own render, which the browser hydrates) and once as JSON: no template copy, no props copy (PageData.astro)", () => {
  for (const [page, id] of [
    ["dist/crafts/index.html", "crafts-preview"],
    ["dist/ru/barters/index.html", "barters-preview"],
  ] as const) {
    const html = readFileSync(page, "utf8");
    // the build rendered the island itself (client:load), which the browser hydrates
    expect(html).toMatch(/<astro-island [^>]*\bssr\b[^>]*client="load"/);
    expect(html).not.toContain('data-astro-template="fallback"');
    // the rows are there, once
    expect(html.match(/<table class="calc__table"/g)?.length).toBe(1);
    // the island reads the rows from the page's data script, not from its props
    const props = /<astro-island [^>]*?props="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(props).toContain(id);
    expect(props).not.toContain("rows");
    const data = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(
      html,
    )?.[1];
    expect((JSON.parse(data ?? "null") as { rows: unknown[] }).rows.length).toBe(25);
  }
});

/** The script files a built page loads before its islands run: its module scripts and islands, and what they import statically. */
function scriptFiles(page: string): string[] {
  const html = readFileSync(page, "utf8");
  const entries = [...html.matchAll(/(?:src|component-url|renderer-url)="\/_astro\/([^"]+\.js)"/g)].map(
    (m) => m[1] ?? "",
  );
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(ASSETS, file), "utf8");
    for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
      walk(m[1] ?? "");
  };
  for (const entry of entries) walk(entry);
  return [...seen];
}

test("pages load their scripts in few files (scripts/astro/chunk-groups.mjs): the item page in at most 6, /crafts and /market in at most 20", () => {
  const item = scriptFiles("dist/item/graphics_card/index.html");
  expect(item.length).toBeGreaterThanOrEqual(4);
  expect(item.length).toBeLessThanOrEqual(6);
  expect(scriptFiles("dist/crafts/index.html").length).toBeLessThanOrEqual(20);
  expect(scriptFiles("dist/market/index.html").length).toBeLessThanOrEqual(20);
  // one layout file carries what the frame's scripts share; each script keeps its own body, so the
  // item page's script runs on item pages only
  const layout = item.filter((f) => f.startsWith("layout."));
  expect(layout).toHaveLength(1);
  for (const name of ["Base", "SiteHeader", "RaidClockLite", "ItemPage"]) {
    const script = item.find((f) => f.startsWith(`${name}.astro_astro_type_script`));
    expect(script, name).toBeDefined();
    const body = readFileSync(join(ASSETS, script ?? ""), "utf8")
      .replace(/^import[^;]*;/, "")
      .trim();
    expect(body.length, `${name}'s script has a body of its own`).toBeGreaterThan(0);
  }
  expect(scriptFiles("dist/crafts/index.html")).not.toContain(item.find((f) => f.startsWith("ItemPage.")));
});

test("React comes in one file, which only pages with an island load", () => {
  const react = (page: string) => scriptFiles(page).filter((f) => f.startsWith("react."));
  for (const page of ["crafts", "progression/quests", "gear"]) {
    const files = react(`dist/${page}/index.html`);
    expect(files, page).toHaveLength(1);
    // React DOM's own code, with React's
    const code = readFileSync(join(ASSETS, files[0] ?? ""), "utf8");
    expect(code, page).toContain("react.transitional.element");
    expect(code, page).toContain("hydrateRoot");
  }
  expect(react("dist/market/index.html")).toEqual([]);
  expect(react("dist/item/graphics_card/index.html")).toEqual([]);
});
