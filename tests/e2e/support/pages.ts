/**
 * One page of every built route type, for the sweeps that visit them all (CSP, phone width,
 * Russian text): the market and item/tag pages, each calculator, each progression page, the user
 * and time pages, and a map.
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
];
