import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { floorSvg, svgParts, writeMapArt } from "./map-art";

const SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100.5 50">
  <!-- a comment -->
  <style id="common">.land { fill:#1f5054 }</style>
  <defs><pattern id="p"/></defs>
  <g id="Ground_Level"><g class="land"><path d="M0 0h10"/></g><rect width="1" height="1"/></g>
  <g id="Second_Floor"><path d="M5 5h1"/></g>
</svg>`;

describe("svgParts and floorSvg", () => {
  it("keeps the size, the shared styles and definitions, and the top-level groups by id", () => {
    const parts = svgParts(SVG);
    expect([parts.width, parts.height]).toEqual([100.5, 50]);
    expect([...parts.groups.keys()]).toEqual(["Ground_Level", "Second_Floor"]);
    expect(parts.shared).toContain('<style id="common">');
    expect(parts.shared).toContain('<pattern id="p"/>');
    expect(parts.shared).not.toContain("comment");
  });

  it("writes one floor: the shared parts and that group only, without whitespace between tags", () => {
    const svg = floorSvg(svgParts(SVG), "Second_Floor");
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 100.5 50" width="100.5" height="50">/);
    expect(svg).toContain('<g id="Second_Floor"><path d="M5 5h1"/></g>');
    expect(svg).not.toContain("Ground_Level");
    expect(svg).not.toMatch(/>\s+</);
    expect(() => floorSvg(svgParts(SVG), "Third_Floor")).toThrow(/no group/);
  });

  it("refuses what is not an SVG with a viewBox from 0 0", () => {
    expect(() => svgParts("<html></html>")).toThrow(/not an SVG/);
    expect(() => svgParts('<svg viewBox="10 0 5 5"></svg>')).toThrow(/0 0/);
  });
});

describe("writeMapArt", () => {
  const folder = mkdtempSync(join(tmpdir(), "art-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, "maps_svg"));
  writeFileSync(join(folder, "maps_svg", "Customs.svg"), SVG);

  it("writes the main floor and the floors whose groups exist, and describes them", () => {
    const bounds: [[number, number], [number, number]] = [
      [1, 2],
      [3, 4],
    ];
    const layers = new Map([
      ["level2", "Second_Floor"],
      ["level3", "Third_Floor"],
    ] as const);
    const art = writeMapArt(folder, folder, "customs", "Ground_Level", layers, bounds);
    expect(art).toEqual({ width: 100.5, height: 50, bounds, floors: ["level2"] });
    const read = (name: string) => gunzipSync(readFileSync(join(folder, "map-art", name))).toString();
    expect(read("customs.svg.gz")).toContain('<g id="Ground_Level">');
    expect(read("customs.level2.svg.gz")).toContain('<g id="Second_Floor">');
    // no art for a map the folder has no file for
    expect(writeMapArt(folder, folder, "woods", undefined, new Map(), bounds)).toBeNull();
  });
});
