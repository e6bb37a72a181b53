/**
 * A LIKE pattern (with `ESCAPE '\'`) that finds `q` anywhere, case-insensitively for ASCII: the
 * text lower-cased with `%`, `_` and `\` taken literally. An empty `q` gives '%%'.
 * @example containsPattern("50%_off") // "%50\\%\\_off%"
 */
export const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
