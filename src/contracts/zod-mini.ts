import { z } from "zod/mini";

// Every contract that browser code imports is built with zod/mini: its schemas are plain
// functions, tree-shaken to what a schema uses, where a classic zod schema carries every method and
// so keeps the whole library. Both share zod's core and its one global setting: this turns off the
// `new Function` probe that the pages' Content-Security-Policy forbids (as ./zod does for the
// Worker's and the build's own schemas).
z.config({ jitless: true });

export { z };

/**
 * A schema built when it is first used (parsed, read, or built into another schema), not when its
 * module loads. Every page imports contract modules whose schemas it mostly never parses (request
 * bodies and queries are the Worker's to check; each module declares many endpoints): building them
 * all made one long task of every page's start. The value behaves as the schema itself (each read
 * is the built schema's), typed as it.
 */
export function lazySchema<T extends object>(make: () => T): T {
  let made: T | undefined;
  const real = (): T => {
    made ??= make();
    return made;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key, real()),
    has: (_, key) => Reflect.has(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value, real()),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
