import { MAP_SLUGS } from "../domain/maps";

/**
 * Every route of docs/product.md §2, each served by its own page file under src/pages (the item and tag pages
 * by their parameter): the list the Worker's routing, the admin page and the sweeps that visit
 * every page (tests/e2e/support/pages.ts) read. / and /market (market), /item/:url and /tag/:tag
 * are not listed: they take parameters or are the home page.
 */
export const PAGE_PATHS = [
  "/barter",
  "/barters",
  "/crafts",
  "/hideout",
  "/btc-farm",
  "/gear",
  "/time",
  "/test",
  "/user",
  "/account",
  "/streamers",
  "/discord-bot",
  "/payoneer-about",
  "/legal/tos",
  "/legal/privacy",
  "/pilot",
  "/pilot/new",
  "/pilot/cloud",
  "/loadouts/weapon",
  "/loadouts/my",
  "/loadouts/search",
  "/progression/quests",
  "/progression/hideout",
  "/progression/dashboard",
  "/progression/items-to-keep",
  "/progression/items-tracker",
  "/progression/items-interactive",
  "/progression/quests-interactive",
  "/progression/story",
  "/dev/api",
  "/dev/google-sheet",
  "/streamers/moobot",
  "/streamers/nightbot",
  "/streamers/streamelements",
  "/streamers/streamer-challenge",
  "/widgets/scroll-text",
  "/widgets/streamer-challenge",
  "/admin",
  "/admin/logs",
  "/admin/tags",
  "/admin/items",
  "/admin/users",
  "/admin/crafts",
  "/admin/palete",
  "/admin/quests",
  "/admin/barters",
  "/admin/add-item",
  "/admin/cut-edges",
  "/admin/item",
  "/admin/live-icons",
  "/admin/scan-items",
  "/admin/upload-test",
  "/admin/guns-compare",
  "/admin/items-images",
  "/admin/website-alert",
  "/admin/crafts-compare",
  "/admin/email-settings",
  "/admin/quests-compare",
  "/admin/traders-prices",
  "/admin/barters-compare",
  "/admin/global-settings",
  "/admin/traders-prices-compare",
] as const;
/** A page's path: the routes' titles (src/i18n/pages.ts) are keyed by it. */
export type PagePath = (typeof PAGE_PATHS)[number];

/**
 * The item-template page: the item page's layout, head, scripts and styles around an empty item,
 * built in each language. The Worker fills it for an item added after the build (its article and
 * head tags rendered from the same components) and answers 404 to the template's own address.
 */
export const ITEM_TEMPLATE_PATH = "/item-template";

/** Routes served by one prerendered page for any deeper path (workers/site.ts rewrites them). */
export const DEEP_ROUTES = ["/loadouts/weapon", "/admin/item"] as const satisfies readonly PagePath[];

/** The admin routes (docs/product.md §2): one page file, src/pages/admin/[...path].astro, serves them all. */
export const ADMIN_PATHS: readonly PagePath[] = PAGE_PATHS.filter(
  (p) => p === "/admin" || p.startsWith("/admin/"),
);

/** Every route of docs/product.md §2: the pages, then a page per map. */
export const ALL_ROUTES: readonly string[] = [...PAGE_PATHS, ...MAP_SLUGS.map((slug) => `/maps/${slug}`)];
