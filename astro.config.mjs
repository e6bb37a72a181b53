// @ts-check
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { chunkGroups } from "./scripts/astro/chunk-groups.mjs";
import { inlineSmallStylesheets } from "./scripts/astro/inline-styles.mjs";
import { islandFallback } from "./scripts/astro/island-fallback.mjs";
import { mapArt } from "./scripts/astro/map-art.mjs";
import { ocrAssets } from "./scripts/astro/ocr-assets.mjs";
import { pilotDownload } from "./scripts/astro/pilot-download.mjs";
import { widgetCsp } from "./scripts/astro/widget-csp.mjs";

// One id per build: pages carry it (meta build-id) and dist/_build.json publishes it, so an
// open page can tell that a newer build went live (docs/product.md §4 "Website updated").
const builtAt = new Date().toISOString();
const buildId = `${builtAt.replace(/\D/g, "").slice(0, 14)}-${randomBytes(4).toString("hex")}`;

/** Writes dist/_build.json ({ buildId, builtAt }) after the build. */
const buildManifest = () => ({
  name: "build-manifest",
  hooks: {
    /** @param {{ dir: URL }} options */
    "astro:build:done": ({ dir }) => {
      writeFileSync(fileURLToPath(new URL("_build.json", dir)), `${JSON.stringify({ buildId, builtAt })}\n`);
    },
  },
});

export default defineConfig({
  output: "static",
  integrations: [
    react(),
    buildManifest(),
    ocrAssets(),
    mapArt(),
    pilotDownload(),
    widgetCsp(),
    islandFallback(),
    chunkGroups(),
  ],
  trailingSlash: "ignore",
  // small stylesheets go into the page (scripts/astro/inline-styles.mjs)
  build: { format: "directory", inlineStylesheets: "auto" },
  // Every page is prerendered in English at /path and in Russian at /ru/path (the fallback renders
  // the same page with Astro.currentLocale = "ru"); the Worker (workers/site.ts) serves the Russian
  // file when the tm_locale cookie says so and redirects /{locale}/path to /path.
  i18n: {
    locales: ["en", "ru"],
    defaultLocale: "en",
    routing: { prefixDefaultLocale: false, fallbackType: "rewrite" },
    fallback: { ru: "en" },
  },
  // Content-Security-Policy of every page, as a <meta> Astro writes with the SHA-256 of each inline
  // script and style it emits (islands' loader included): no other inline script runs. Style
  // attributes (React's and uPlot's sizes) stay allowed; frame-ancestors, which a <meta> cannot
  // carry, is sent as a header by public/_headers. Widget pages also take styles their host adds
  // (OBS's custom CSS): scripts/astro/widget-csp.mjs.
  security: {
    csp: {
      algorithm: "SHA-256",
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob: https:",
        // the desktop helper listens on this computer (docs/product.md §7, /pilot)
        "connect-src 'self' ws://127.0.0.1:5123 ws://localhost:5123",
        "font-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: "attribute" }] },
    },
  },
  server: { host: "127.0.0.1" },
  devToolbar: { enabled: false },
  vite: {
    build: { assetsInlineLimit: inlineSmallStylesheets },
    define: { __BUILD_ID__: JSON.stringify(buildId), __BUILT_AT__: JSON.stringify(builtAt) },
  },
});
