// @ts-check
/**
 * Astro integration: fewer, larger script files in the browser build. Left to itself, the bundler
 * cut the code that pages share into one file per set of pages sharing it: /crafts loaded 46
 * files, the item page 20, many under 1 KB. On a phone each file costs a request and a task of
 * its own on the main thread, and the island waited on the last of them (README, "Script
 * files"). Three groups of the client build (rolldown's `codeSplitting`, Vite 8) gather them:
 *
 * - "react": React, React DOM, their scheduler, Astro's React renderer and nanostores' hooks. An
 *   island needs all of them before it runs; as four files they took four of the six connections
 *   a browser keeps to a server over HTTP/1.1 (on a throttled phone at /crafts, React DOM once
 *   waited about half a second for one).
 * - "layout": every module the scripts of the page frame (Base, SiteHeader, RaidClockLite) and of
 *   the item page import, without those scripts themselves, which keep their own bodies and run
 *   only where their component is. Every page loads it; the item page (thousands of pages) loads
 *   nothing else.
 * - "common": the project's own modules that at least MIN_SHARE_COUNT entries (islands and page
 *   scripts) import, with what they import. A page with any island loads it.
 *
 * The groups move modules between files; no module is copied, so each store stays one instance.
 */

/** The scripts of the page frame and of the item page (module ids of Astro's script blocks). */
const LAYOUT_SCRIPTS = /\/(Base|SiteHeader|RaidClockLite|ItemPage)\.astro\?astro&type=script/;

/**
 * React and what runs it (the islands' renderer, nanostores' hooks): one file every island needs
 * whole. Not the JSX runtime: modules of "common" that a page without React loads (the market's)
 * call it, and would then load React DOM with it.
 */
const isReact = (/** @type {string} */ id) =>
  /\/node_modules\/(react|react-dom|scheduler|@astrojs\/react|@nanostores\/react)\//.test(id) &&
  !/\/react\/(jsx-runtime|cjs\/react-jsx-runtime)/.test(id);

/** How many entries must import one of the project's modules for it to go to "common". */
const MIN_SHARE_COUNT = 8;

/** @param {string} id */
const isOwnModule = (id) =>
  id.includes("/src/") &&
  !id.includes("/node_modules/") &&
  // an Astro script block is an entry: its body must run on its own pages only
  !id.includes("?astro&type=script") &&
  // a stylesheet stays with its component, so that each page links the styles it had
  !/\.css($|\?)/.test(id);

export function chunkGroups() {
  /** The modules the layout's scripts import, directly or not, found once the graph is complete. */
  const layout = new Set();
  /** @type {import("vite").Plugin} */
  const findLayout = {
    name: "chunk-groups:layout",
    applyToEnvironment: (env) => env.name === "client",
    buildEnd() {
      layout.clear();
      const stack = [...this.getModuleIds()].filter((id) => LAYOUT_SCRIPTS.test(id));
      while (stack.length > 0) {
        const id = /** @type {string} */ (stack.pop());
        if (layout.has(id)) continue;
        layout.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  /** @type {import("astro").AstroIntegration} */
  const integration = {
    name: "chunk-groups",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [findLayout],
            environments: {
              // the client build only: the server's prerender build keeps its own chunks
              client: {
                build: {
                  rolldownOptions: {
                    output: {
                      codeSplitting: {
                        groups: [
                          { name: "react", test: isReact, priority: 3 },
                          {
                            name: "layout",
                            test: (id) => layout.has(id) && !LAYOUT_SCRIPTS.test(id),
                            priority: 2,
                          },
                          {
                            name: "common",
                            test: isOwnModule,
                            minShareCount: MIN_SHARE_COUNT,
                            priority: 1,
                          },
                        ],
                      },
                    },
                  },
                },
              },
            },
          },
        });
      },
    },
  };
  return integration;
}
