import { z } from "zod/mini";

// The contracts that every page's header and the item page parse are built with zod/mini: its
// schemas are plain functions, tree-shaken to what a schema uses, where a classic zod schema
// carries every method and so keeps the whole library. Both share zod's core and its one global
// setting: this turns off the `new Function` probe that the pages' Content-Security-Policy forbids
// (as ./zod does), for the pages that load only this module.
z.config({ jitless: true });

export { z };
