import { ADMIN_PATHS, ALL_ROUTES } from "../../../src/site/pages";

/**
 * One page of every built route type, for the sweeps that visit them all (CSP, phone width,
 * Russian text): the market and item/tag pages, each calculator, each progression page, the user
 * and time pages, a map, the loadout pages (the builder with a gun), the helper's pages and a chat-bot page.
 */
export const PAGE_ROUTES = [
  "/",
  "/market",
  "/item/graphics_card",
  "/tag/Electronics",
  "/crafts",
  "/barters",
  "/barter",
  "/hideout",
  "/btc-farm",
  "/time",
  "/user",
  "/progression/dashboard",
  "/progression/quests",
  "/progression/quests-interactive",
  "/progression/items-tracker",
  "/progression/items-to-keep",
  "/progression/items-interactive",
  "/progression/hideout",
  "/progression/story",
  "/maps/customs",
  "/loadouts/weapon",
  "/loadouts/weapon/colt_m4a1_5.56x45_assault_rifle",
  "/loadouts/search",
  "/loadouts/my",
  "/gear",
  "/pilot",
  "/pilot/new",
  "/pilot/cloud",
  "/streamers/nightbot",
  "/dev/api",
  "/discord-bot",
  "/dev/google-sheet",
  "/streamers",
  "/streamers/streamer-challenge",
];

/**
 * Every route of docs/product.md §2 (src/components/shell/routes.ts, maps included) with the pages that take
 * a parameter, for the sweeps that must see them all (phone width): the public ones, and the
 * admin ones apart (only an admin gets them).
 */
const LISTED_PATHS = ALL_ROUTES.filter((p) => !p.startsWith("/widgets/"));
export const PUBLIC_ROUTES: readonly string[] = [
  "/",
  "/market",
  "/item/graphics_card",
  "/tag/Electronics",
  "/loadouts/weapon/colt_m4a1_5.56x45_assault_rifle",
  ...LISTED_PATHS.filter((p) => !ADMIN_PATHS.includes(p as (typeof ADMIN_PATHS)[number])),
];
export const ADMIN_ROUTES: readonly string[] = [
  ...ADMIN_PATHS.filter((p) => p !== "/admin/item"),
  "/admin/item/57347ca924597744596b4e71",
];
