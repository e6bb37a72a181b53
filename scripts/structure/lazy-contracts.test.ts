import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { z } from "../../src/contracts/zod-mini";

const CONTRACTS = resolve(import.meta.dirname, "../../src/contracts");

describe("the contract modules", () => {
  it("build no schema when they load (each is built on first use)", async () => {
    // zod gives each schema it builds its `_zod` state with Object.defineProperty: counted here
    const define = Object.defineProperty;
    let built = 0;
    Object.defineProperty = ((target: object, key: PropertyKey, desc: PropertyDescriptor) => {
      if (key === "_zod") built += 1;
      return define(target, key, desc);
    }) as typeof Object.defineProperty;
    const modules = readdirSync(CONTRACTS).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    try {
      z.string();
      // the count sees a schema being built: it cannot pass for want of counting
      expect(built).toBe(1);
      built = 0;
      vi.resetModules();
      for (const file of modules) await import(/* @vite-ignore */ join(CONTRACTS, file));
    } finally {
      Object.defineProperty = define;
    }
    expect(modules.length).toBeGreaterThan(30);
    expect(built).toBe(0);
  });
});
