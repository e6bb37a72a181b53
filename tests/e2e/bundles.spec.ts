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
