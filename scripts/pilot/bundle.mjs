// @ts-check
/**
 * The reference helper as one file that runs with `node <file> …` and nothing else installed: its
 * command line (scripts/pilot/cli.ts) bundled by esbuild with everything it imports (`ws`, the
 * site's contracts and rules), for /pilot/new's download (scripts/astro/pilot-download.mjs).
 */
import { build } from "esbuild";
import { HELPER_FILE } from "./download.mjs";

/** Writes the bundle to `outfile`. @param {string} outfile */
export async function bundleHelper(outfile) {
  await build({
    entryPoints: [new URL("./cli.ts", import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    // ws is CommonJS: its require() of Node's own modules needs a real require in an ES module
    banner: {
      js: [
        "#!/usr/bin/env node",
        `// Tarkov Companion's Pilot helper: node ${HELPER_FILE} --help`,
        'import { createRequire as __helperRequire } from "node:module";',
        "const require = __helperRequire(import.meta.url);",
      ].join("\n"),
    },
    // ws's optional native speed-ups: it runs without them
    external: ["bufferutil", "utf-8-validate"],
    legalComments: "eof",
    logLevel: "warning",
  });
}
