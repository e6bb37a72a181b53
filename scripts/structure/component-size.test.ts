import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const COMPONENTS = join(ROOT, "src/components");
/** A component file longer than this says at its top why it is that long. */
const MAX_LINES = 150;
const MARK = "// Long because:";
/** How many of a file's first lines may hold the reason. */
const HEAD_LINES = 5;

/** Every .tsx, .ts and .astro file under dir (tests left out), as paths from the repository's root. */
function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    if (entry.name.endsWith(".test.ts")) return [];
    return [".tsx", ".ts", ".astro"].includes(extname(entry.name)) ? [relative(ROOT, path)] : [];
  });
}

/** The file's lines, as `wc -l` counts them (a last line ending the file adds none). */
function linesOf(text: string): string[] {
  const lines = text.split("\n");
  return text.endsWith("\n") ? lines.slice(0, -1) : lines;
}

/**
 * Whether the file's head gives the reason: a line starting with the mark, or for an .astro file
 * the mark anywhere in those lines (inside its frontmatter, after the opening ---).
 */
function statesReason(path: string, lines: string[]): boolean {
  const head = lines.slice(0, HEAD_LINES);
  return path.endsWith(".astro")
    ? head.some((line) => line.includes(MARK))
    : head.some((line) => line.startsWith(MARK));
}

/** The files longer than MAX_LINES, and those of them with no reason at their top. */
function sizeCheck(files: { path: string; text: string }[]) {
  const long = files.filter((f) => linesOf(f.text).length > MAX_LINES);
  return {
    long: long.map((f) => f.path),
    unexplained: long.filter((f) => !statesReason(f.path, linesOf(f.text))).map((f) => f.path),
  };
}

describe("the component files' length", () => {
  it("says, at the top of every component file over 150 lines, why it is that long", () => {
    const files = componentFiles(COMPONENTS).map((path) => ({
      path,
      text: readFileSync(join(ROOT, path), "utf8"),
    }));
    const { long, unexplained } = sizeCheck(files);
    // the rule has files to hold: without one over the limit it could never fail
    expect(long.length).toBeGreaterThan(0);
    expect(unexplained).toEqual([]);
  });

  it("names a long file without the reason, and takes it in an .astro file's frontmatter", () => {
    const body = Array.from({ length: MAX_LINES }, (_, i) => `const x${i} = ${i};`).join("\n");
    const reason = `${MARK} one form whose fields share one draft and one save.`;
    const { long, unexplained } = sizeCheck([
      { path: "a/Short.tsx", text: "const x = 1;\n" },
      { path: "a/Exact.tsx", text: `${body}\n` },
      { path: "a/Bare.tsx", text: `${body}\nconst y = 1;\n` },
      { path: "a/Late.ts", text: `${body}\n${reason}\n` },
      { path: "a/Told.tsx", text: `${reason}\n${body}\n` },
      { path: "a/Page.astro", text: `---\n${reason}\n${body}\n---\n` },
      { path: "a/Indented.tsx", text: `---\n  ${reason}\n${body}\n` },
    ]);
    expect(long).toEqual(["a/Bare.tsx", "a/Late.ts", "a/Told.tsx", "a/Page.astro", "a/Indented.tsx"]);
    expect(unexplained).toEqual(["a/Bare.tsx", "a/Late.ts", "a/Indented.tsx"]);
  });
});
