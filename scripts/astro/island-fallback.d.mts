// Types of island-fallback.mjs (a plain module astro.config.mjs loads) for its unit test.
export declare function dropFallbackCopies(html: string): string;
export declare function islandFallback(): import("astro").AstroIntegration;
