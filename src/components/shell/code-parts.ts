/**
 * A catalogue text's plain and `code` parts: code is written in backticks and shown as it is
 * (commands, keys, paths), marked translate="no".
 * @example codeParts("Type `!price gpu`") // [{ part: "Type ", code: false }, { part: "!price gpu", code: true }]
 */
export const codeParts = (text: string) => text.split("`").map((part, i) => ({ part, code: i % 2 === 1 }));
