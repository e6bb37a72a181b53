// Types of module-preload.mjs (a plain module astro.config.mjs loads) for its unit test.
export declare function staticImports(code: string): string[];
export declare function pageEntries(html: string): string[];
export declare function moduleClosure(entries: string[], importsOf: (name: string) => string[]): string[];
export declare function withModulePreloads(html: string, importsOf: (name: string) => string[]): string;
export declare function modulePreload(): import("astro").AstroIntegration;
