import { MAP_SLUGS, type MapSlug } from "../../domain/maps";
import type { PagePath } from "../../i18n/pages";

/**
 * Every route of SPEC §2 that has no page of its own yet. src/pages/[...page].astro renders
 * each as a "coming soon" section (status 200) until a feature adds its page file: a route
 * with a page file under src/pages (routeFiles) is skipped, so the real page takes over by itself.
 * / and /market (market), /item/:url and /tag/:tag come from their own pages.
 */
export type RouteLayout = "default" | "widget" | "empty";
export type PlannedRoute =
  | { kind: "page"; path: PagePath; layout: RouteLayout }
  | { kind: "map"; path: `/maps/${MapSlug}`; slug: MapSlug; layout: "default" };

const WIDGET_LAYOUTS: Partial<Record<PagePath, RouteLayout>> = {
  "/widgets/scroll-text": "widget",
  "/widgets/streamer-challenge": "empty",
};

/** Routes served by one prerendered page for any deeper path (workers/site.ts rewrites them). */
export const DEEP_ROUTES = ["/loadouts/weapon", "/admin/item"] as const satisfies readonly PagePath[];

const PAGE_PATHS: readonly PagePath[] = [
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
];

/** The admin routes (SPEC §2): one page file, src/pages/admin/[...path].astro, serves them all. */
export const ADMIN_PATHS = PAGE_PATHS.filter((p) => p === "/admin" || p.startsWith("/admin/"));

/** The page files that would serve a route (src/pages-relative, Astro file routing). */
export function routeFiles(route: PlannedRoute): string[] {
  if (route.kind === "map") return ["maps/[map].astro", `maps/${route.slug}.astro`];
  const base = route.path.slice(1);
  const files = [`${base}.astro`, `${base}/index.astro`];
  if (route.path === "/loadouts/weapon") files.push("loadouts/weapon/[...params].astro");
  if (ADMIN_PATHS.includes(route.path)) files.push("admin/[...path].astro");
  return files;
}

/** All routes of SPEC §2 that the coming-soon page may serve. */
export const PLANNED_ROUTES: readonly PlannedRoute[] = [
  ...PAGE_PATHS.map(
    (path): PlannedRoute => ({
      kind: "page",
      path,
      layout: WIDGET_LAYOUTS[path] ?? "default",
    }),
  ),
  ...MAP_SLUGS.map(
    (slug): PlannedRoute => ({
      kind: "map",
      path: `/maps/${slug}`,
      slug,
      layout: "default",
    }),
  ),
];
