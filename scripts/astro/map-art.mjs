// @ts-check
/**
 * Astro integration: after the build, puts the maps' base art from the snapshot
 * (data/snapshot/map-art/*.svg.gz, made by scripts/data/map-art.ts) under dist/map-art/ as plain
 * SVG files, which the map pages draw (src/components/maps/map-art.ts). `MAP_ART=off` leaves
 * them out (the pages then draw the schematic layer: src/build-data/map-geometry.ts), and
 * `MAP_ART=<folder>` serves that folder's SVG files instead.
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
      const setting = (process.env.MAP_ART ?? "").trim();
      if (setting.toLowerCase() === "off") return;
      const out = join(fileURLToPath(dir), "map-art");
      // a folder of replacement art: the same names (<slug>[.<floor>].svg), picture spans and sizes
      if (setting) {
        if (!existsSync(setting)) throw new Error(`MAP_ART: no folder ${setting}`);
        mkdirSync(out, { recursive: true });
        for (const name of readdirSync(setting))
          if (name.endsWith(".svg")) writeFileSync(join(out, name), readFileSync(join(setting, name)));
        return;
      }
      const from = join(process.cwd(), "data/snapshot/map-art");
      if (!existsSync(from)) return;
      mkdirSync(out, { recursive: true });
      for (const name of readdirSync(from))
        if (name.endsWith(".svg.gz"))
          writeFileSync(join(out, name.slice(0, -3)), gunzipSync(readFileSync(join(from, name))));
    },
  },
});
