/**
 * Whether an item is one players can have: the data (tarkov.dev's item `types`) marks "disabled"
 * the game's entries no player ever holds, such as test entries ("!!!DO NOT USE!!!40x46 mm
 * M716(Smoke)", "dogtagt", "Lucky DEVELOPER junkbox"), service entries ("Knife repair") and
 * cut items ("Key 3", "Sanitar kit"). They stay out of the market, its search and every list
 * built from the items cache; their item pages stay, for old links. Unknown types (empty) count
 * as in the game.
 * @example isInGame(["disabled", "mods"]) // false
 */
export function isInGame(types: readonly string[]): boolean {
  return !types.includes("disabled");
}
