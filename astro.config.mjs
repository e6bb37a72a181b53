// @ts-check
import react from "@astrojs/react";
import { defineConfig } from "astro/config";

export default defineConfig({
  output: "static",
  integrations: [react()],
  trailingSlash: "ignore",
  build: { format: "directory" },
  server: { host: "127.0.0.1" },
  devToolbar: { enabled: false },
  vite: { build: { assetsInlineLimit: 0 } },
});
