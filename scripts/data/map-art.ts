/**
 * The maps' base art for the snapshot, from the vector maps of an input folder (maps_svg/, the
 * art tarkov.dev serves, CC BY-NC-SA 4.0): each map's SVG split into one file per floor, in the
 * project's own form: the shared styles and definitions, then that floor's top-level group only,
 * whitespace between tags dropped, the viewBox as its size. The main floor's file is
 * `<slug>.svg`, another floor's `<slug>.<floor>.svg` (drawn over the main floor by the page).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { FloorId, MapArt } from "../../src/domain/map-geometry";

/**
 * The art file of each map slug, and its floors' groups where maps.json does not name them (the
 * Labs' view there has no art).
 */
export const ART_FILES: Readonly<
  Record<string, { file: string; main?: string; layers?: Partial<Record<FloorId, string>> }>
> = {
  "ground-zero": { file: "GroundZero.svg" },
  factory: { file: "Factory.svg" },
  customs: { file: "Customs.svg" },
  interchange: { file: "Interchange.svg" },
  woods: { file: "Woods.svg" },
  shoreline: { file: "Shoreline.svg" },
  reserve: { file: "Reserve.svg" },
  lighthouse: { file: "Lighthouse.svg" },
  streets: { file: "StreetsOfTarkov.svg" },
  lab: {
    file: "Labs.svg",
    main: "First_Level",
    layers: { level2: "Second_Level", basement: "Technical_Level" },
  },
  terminal: { file: "Terminal.svg" },
};

/** The folder of the snapshot that holds the art (gzip SVG files). */
export const MAP_ART_DIR = "map-art";

type Parts = { width: number; height: number; shared: string; groups: Map<string, string> };

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:"[^"]*"|'[^']*'|[^'">])*?)(\/?)>/g;

/**
 * An SVG's size (its viewBox) and its top-level children: styles and definitions (shared by every
 * floor) and the groups by id. Comments and the XML prolog are dropped.
 */
export function svgParts(svg: string): Parts {
  const text = svg.replace(/<!--[\s\S]*?-->/g, "").replace(/<\?xml[\s\S]*?\?>/g, "");
  const open = /<svg\b[^>]*>/.exec(text);
  if (!open) throw new Error("not an SVG");
  const box = /viewBox="\s*([-\d.]+)[\s,]+([-\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(open[0]);
  if (!box) throw new Error("the SVG has no viewBox");
  if (Number(box[1]) !== 0 || Number(box[2]) !== 0) throw new Error("the viewBox does not start at 0 0");
  const body = text.slice(open.index + open[0].length, text.lastIndexOf("</svg>"));
  let shared = "";
  const groups = new Map<string, string>();
  let depth = 0;
  let start = 0;
  let first = "";
  TAG.lastIndex = 0;
  for (let m = TAG.exec(body); m; m = TAG.exec(body)) {
    const [whole, close, name, attrs, self] = m;
    if (!close) {
      if (depth === 0) {
        start = m.index;
        first = `${name}\u0000${/\bid="([^"]*)"/.exec(attrs ?? "")?.[1] ?? ""}`;
      }
      if (!self) depth++;
      else if (depth === 0) shared += whole;
    } else depth--;
    if (depth === 0 && (close || !self)) {
      const element = body.slice(start, m.index + whole.length);
      const [tag, id] = first.split("\u0000") as [string, string];
      if (tag === "g" && id) groups.set(id, element);
      else if (tag !== "g") shared += element;
    }
  }
  return { width: Number(box[3]), height: Number(box[4]), shared, groups };
}

/** One floor's SVG: the shared parts and that group, at the viewBox's size. */
export function floorSvg(parts: Parts, group: string): string {
  const g = parts.groups.get(group);
  if (!g) throw new Error(`no group ${group}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${parts.width} ${parts.height}" width="${parts.width}" height="${parts.height}">${parts.shared}${g}</svg>`;
  return svg.replace(/>\s+</g, "><");
}

/**
 * Writes a map's art files into `<out>/map-art` and returns what the geometry says of them (null
 * when the folder has no art for the map). `layers` are the other floors' groups by floor.
 */
export function writeMapArt(
  folder: string,
  out: string,
  slug: string,
  main: string | undefined,
  layers: ReadonlyMap<FloorId, string>,
  bounds: MapArt["bounds"],
): MapArt | null {
  const art = ART_FILES[slug];
  const file = art && join(folder, "maps_svg", art.file);
  if (!art || !file || !existsSync(file)) return null;
  const parts = svgParts(readFileSync(file, "utf8"));
  const mainGroup = art.main ?? main ?? "Ground_Level";
  const groups = new Map([...layers, ...(Object.entries(art.layers ?? {}) as [FloorId, string][])]);
  const dir = join(out, MAP_ART_DIR);
  mkdirSync(dir, { recursive: true });
  const write = (name: string, group: string) =>
    writeFileSync(join(dir, `${name}.svg.gz`), gzipSync(floorSvg(parts, group), { level: 9 }));
  write(slug, mainGroup);
  const floors: FloorId[] = [];
  for (const [floor, group] of groups) {
    if (!parts.groups.has(group) || group === mainGroup) continue;
    write(`${slug}.${floor}`, group);
    floors.push(floor);
  }
  return { width: parts.width, height: parts.height, bounds, floors };
}

/** Empties the art folder before the maps are written again. */
export function clearMapArt(out: string): void {
  rmSync(join(out, MAP_ART_DIR), { recursive: true, force: true });
}
