/**
 * Whether the data marks an item as never sold on the flea market: its game types (tarkov.dev's
 * item `types`, camelCased by the importer) hold "noFlea". An item without a flea price and
 * without the mark is not banned: the data only lacks its price.
 * @example isFleaBanned(["noFlea", "barter"]) // true
 */
export function isFleaBanned(types: readonly string[]): boolean {
  return types.includes("noFlea");
}
