/**
 * A value written into SQL text, quoted, where a statement cannot bind parameters (writeDataset's
 * batches on D1, CASE tables built from code): only a plain word (letters, digits, `_`, `-`, `.`,
 * `$`, at most 64) passes; anything else throws, so no text from outside can become SQL. Every
 * quoted value in the SQL of functions/ and workers/ goes through here (a test checks).
 * @example sqlWord("quests") // "'quests'"
 */
export function sqlWord(value: string): string {
  if (!/^[A-Za-z0-9_.$-]{1,64}$/.test(value))
    throw new Error(`not a plain word for SQL: ${JSON.stringify(value)}`);
  return `'${value}'`;
}
