// @ts-check
/**
 * Astro integration: after the build, lets the widget pages (/widgets/*, also under /ru/) take a
 * style element their host adds. OBS's browser source applies a streamer's "Custom CSS" by
 * appending a <style> to the page, which the site's policy (style-src 'self' plus the hashes of
 * the build's own inline styles) refuses. On these pages style-src becomes 'self'
 * 'unsafe-inline' (a browser ignores 'unsafe-inline' beside hashes, so the hashes go); script-src
 * and every other directive stay as built.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const WIDGET_STYLE_SRC = "style-src 'self' 'unsafe-inline'";

/**
 * The page's HTML with the style-src directive of its CSP meta replaced; throws when the page has
 * no CSP meta or no style-src (the build changed shape: better to stop than to ship a widget
 * without a policy).
 * @param {string} html
 */
export function relaxWidgetStyles(html) {
  const meta = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i.exec(html);
  if (!meta) throw new Error("widget page without a content-security-policy meta");
  const policy = meta[2] ?? "";
  if (!/(^|;)\s*style-src [^;]*/.test(policy)) throw new Error("widget page's policy has no style-src");
  const relaxed = policy.replace(/(^|;)(\s*)style-src [^;]*/, `$1$2${WIDGET_STYLE_SRC}`);
  return html.replace(meta[0], `${meta[1]}${relaxed}${meta[3]}`);
}

/** @returns {import("astro").AstroIntegration} */
export function widgetCsp() {
  return {
    name: "widget-csp",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const base of [join(root, "widgets"), join(root, "ru", "widgets")]) {
          if (!existsSync(base)) continue;
          for (const entry of readdirSync(base, { withFileTypes: true })) {
            const file = join(base, entry.name, "index.html");
            if (!entry.isDirectory() || !existsSync(file)) continue;
            writeFileSync(file, relaxWidgetStyles(readFileSync(file, "utf8")));
          }
        }
      },
    },
  };
}
