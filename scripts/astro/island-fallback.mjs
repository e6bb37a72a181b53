// @ts-check
/**
 * Astro integration: after the build, drops the second copy of a client:only island's fallback.
 * Astro renders an island's `slot="fallback"` as the island's placeholder and, as it does for any
 * slot the server render did not place, a second time inside a `<template
 * data-astro-template="fallback">` for the framework component (a prop named `fallback`). The
 * islands read no such prop, so the copy is only weight: /crafts' HTML is 146 KB with it and 106 KB
 * without, and a phone parses it all before the island starts.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const FALLBACK_COPY = /<template data-astro-template="fallback">[\s\S]*?<\/template><!--astro:end-->/g;

/**
 * The page's HTML without the fallback copies of its islands (each is the island's last child,
 * just before Astro's end marker); other slots' templates stay.
 * @param {string} html
 */
export function dropFallbackCopies(html) {
  return html.replace(FALLBACK_COPY, "<!--astro:end-->");
}

/** @param {string} dir @returns {Generator<string>} */
function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/** @returns {import("astro").AstroIntegration} */
export function islandFallback() {
  return {
    name: "island-fallback",
    hooks: {
      "astro:build:done": ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, "utf8");
          if (!html.includes('data-astro-template="fallback"')) continue;
          writeFileSync(file, dropFallbackCopies(html));
        }
      },
    },
  };
}
