import { describe, expect, it } from "vitest";
import { $ZodObject, parse, safeParse } from "zod/v4/core";
import { lazySchema, z } from "./zod-mini";

describe("zod-mini", () => {
  it("turns off zod's compiled parsers before any parse, as the pages' CSP forbids new Function", () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1, b: 2 })).toEqual({ a: 1 });
  });
});

describe("lazySchema", () => {
  it("builds its schema on first use, once, and not when declared", () => {
    let builds = 0;
    const item = lazySchema(() => {
      builds += 1;
      return z.object({ uid: z.string(), count: z.number().check(z.gte(1)) });
    });
    const list = lazySchema(() => z.object({ items: z.array(item) }));
    expect(builds).toBe(0);
    expect(parse(list, { items: [{ uid: "a", count: 2, extra: true }] })).toEqual({
      items: [{ uid: "a", count: 2 }],
    });
    expect(safeParse(list, { items: [{ uid: "a", count: 0 }] }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it("reads as the schema it builds: its shape, methods, checks and kind", () => {
    const base = lazySchema(() => z.object({ a: z.string() }));
    const wider = lazySchema(() => z.object({ ...base.shape, b: z.optional(z.number()) }));
    expect(Object.keys(wider.shape)).toEqual(["a", "b"]);
    expect(base.parse({ a: "x" })).toEqual({ a: "x" });
    expect(z.partial(base).parse({})).toEqual({});
    expect(base instanceof $ZodObject).toBe(true);
    expect("_zod" in base).toBe(true);
    const short = lazySchema(() => z.string()).check(z.maxLength(2));
    expect(short.safeParse("abc").success).toBe(false);
  });
});
