// @ts-check
/**
 * Astro integration: after the build, puts the maps' base art from the snapshot
 * (data/snapshot/map-art/*.svg.gz, made by scripts/data/map-art.ts) under dist/map-art/ as plain
 * SVG files, which the map pages draw (src/components/maps/map-art.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

export const mapArt = () => ({
  name: "map-art",
  hooks: {
    /** @param {{ dir: URL }} options */
    "astro:build:done": ({ dir }) => {
      const from = join(process.cwd(), "data/snapshot/map-art");
      if (!existsSync(from)) return;
      const out = join(fileURLToPath(dir), "map-art");
      mkdirSync(out, { recursive: true });
      for (const name of readdirSync(from))
        if (name.endsWith(".svg.gz"))
          writeFileSync(join(out, name.slice(0, -3)), gunzipSync(readFileSync(join(from, name))));
    },
  },
});
