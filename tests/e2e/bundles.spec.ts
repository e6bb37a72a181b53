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

test("a calculator page carries its island's fallback once: Astro's template copy of it is dropped (scripts/astro/island-fallback.mjs)", () => {
  for (const page of ["dist/crafts/index.html", "dist/ru/barters/index.html"]) {
    const html = readFileSync(page, "utf8");
    expect(html).toContain('client="only"');
    expect(html).not.toContain('data-astro-template="fallback"');
    // the placeholder is there, once
    expect(html.match(/<table class="calc__table"/g)?.length).toBe(1);
  }
});
