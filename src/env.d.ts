/** Set by astro.config.mjs at build time: this build's id (also in dist/_build.json) and its ISO time. */
declare const __BUILD_ID__: string;
declare const __BUILT_AT__: string;
