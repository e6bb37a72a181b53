import { z } from "zod/mini";

// Every contract that browser code imports is built with zod/mini: its schemas are plain
// functions, tree-shaken to what a schema uses, where a classic zod schema carries every method and
// so keeps the whole library. Both share zod's core and its one global setting: this turns off the
// `new Function` probe that the pages' Content-Security-Policy forbids (as ./zod does for the
// Worker's and the build's own schemas).
z.config({ jitless: true });

export { z };
