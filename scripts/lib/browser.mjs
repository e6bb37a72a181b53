// The browser the e2e tests drive: Debian's Chromium, never a downloaded build.
import { existsSync } from "node:fs";

/**
 * Debian's packages the tests can drive, lightest first: the headless shell (package
 * chromium-headless-shell: Chromium's page engine without the browser around it; the suite runs
 * in about two thirds of the time it takes with the full browser), then Chromium itself.
 */
export const TEST_BROWSERS = [
  { path: "/usr/bin/chromium-headless-shell", apt: "chromium-headless-shell" },
  { path: "/usr/bin/chromium", apt: "chromium" },
];

/** CHROMIUM_PATH when set, otherwise the first of TEST_BROWSERS installed (undefined: none is). */
export function testBrowser(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return TEST_BROWSERS.find((b) => existsSync(b.path))?.path;
}
