import { describe, expect, it } from "vitest";
import { moduleClosure, pageEntries, staticImports, withModulePreloads } from "./module-preload.mjs";

describe("staticImports", () => {
  it("reads the static imports and re-exports of a built chunk, not its dynamic imports", () => {
    const code =
      'import{a as b,c}from"./atom.X1.js";import"./side.Y2.js";import*as r from"./react.Z3.js";' +
      'export{d}from"./more.W4.js";const m=()=>import("./maplibre-lib.Q5.js");x.import("./no.js");' +
      'import{a as again}from"./atom.X1.js";const s="import ./not.js"';
    expect(staticImports(code)).toEqual(["atom.X1.js", "side.Y2.js", "react.Z3.js", "more.W4.js"]);
  });
});

describe("pageEntries", () => {
  it("starts from the page's module scripts and its islands' components and renderers", () => {
    const html =
      '<head><script type="module" src="/_astro/Header.A.js"></script></head>' +
      '<astro-island uid="1" component-url="/_astro/Crafts.B.js" component-export="default" renderer-url="/_astro/client.C.js">';
    expect(pageEntries(html)).toEqual(["Header.A.js", "Crafts.B.js", "client.C.js"]);
  });
});

describe("moduleClosure", () => {
  it("follows the imports breadth first, each module once, through cycles", () => {
    const graph: Record<string, string[]> = { a: ["b", "c"], b: ["d"], c: ["d", "a"], d: [] };
    expect(moduleClosure(["a"], (n) => graph[n] ?? [])).toEqual(["a", "b", "c", "d"]);
  });
});

describe("withModulePreloads", () => {
  const graph: Record<string, string[]> = {
    "Header.A.js": ["atom.D.js"],
    "Crafts.B.js": ["atom.D.js", "calc.E.js"],
    "calc.E.js": ["price.F.js"],
  };
  const importsOf = (n: string) => graph[n] ?? [];
  const page =
    '<html><head><script type="module" src="/_astro/Header.A.js"></script></head><body>' +
    '<astro-island component-url="/_astro/Crafts.B.js" renderer-url="/_astro/client.C.js"></astro-island></body></html>';

  it("names in the head every module the island will need, before it asks, and none the page loads by a script tag", () => {
    const out = withModulePreloads(page, importsOf);
    const links = [...out.matchAll(/<link rel="modulepreload" href="\/_astro\/([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual(["Crafts.B.js", "client.C.js", "atom.D.js", "calc.E.js", "price.F.js"]);
    expect(out.indexOf("modulepreload")).toBeLessThan(out.indexOf("</head>"));
  });

  it("adds nothing twice when run again, and leaves a page without scripts as it is", () => {
    const once = withModulePreloads(page, importsOf);
    expect(withModulePreloads(once, importsOf)).toBe(once);
    const plain = "<html><head></head><body><p>404</p></body></html>";
    expect(withModulePreloads(plain, importsOf)).toBe(plain);
  });
});
