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
  "/maps/customs",
  "/loadouts/weapon",
  "/loadouts/weapon/colt_m4a1_5.56x45_assault_rifle",
  "/loadouts/search",
  "/loadouts/my",
  "/pilot",
  "/pilot/new",
  "/pilot/cloud",
  "/streamers/nightbot",
];
