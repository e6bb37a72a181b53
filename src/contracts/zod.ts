import { z } from "zod";

// Classic zod, for schemas that only the Worker, the build or tests parse; every contract is
// zod/mini (./zod-mini), which pages import, so no page ships this. zod 4 compiles object parsers with
// `new Function` unless told not to, and probes for it on the first parse; pages forbid eval by
// their Content-Security-Policy (astro.config.mjs), so this turns that off too, as ./zod-mini does.
z.config({ jitless: true });

export { z };
