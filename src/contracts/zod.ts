import { z } from "zod";

// zod 4 compiles object parsers with `new Function` unless told not to, and probes for it on the
// first parse. Pages forbid eval by their Content-Security-Policy (astro.config.mjs), so every
// schema is built from this module, which turns that off before any parse.
z.config({ jitless: true });

export { z };
