// @ts-check
/**
 * Astro integration: after the build, puts the reference helper, bundled into one file, at
 * dist/downloads/ for /pilot/new's download link (scripts/pilot/bundle.mjs).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleHelper } from "../pilot/bundle.mjs";
import { HELPER_PATH } from "../pilot/download.mjs";

export const pilotDownload = () => ({
  name: "pilot-download",
  hooks: {
    /** @param {{ dir: URL }} options */
    "astro:build:done": async ({ dir }) => {
      await bundleHelper(join(fileURLToPath(dir), HELPER_PATH));
    },
  },
});
