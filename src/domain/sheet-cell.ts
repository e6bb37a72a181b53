/**
 * One cell of a CSV or TSV download (the Google Sheets formula and Apps Script read it):
 * - a text that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or
 *   a carriage return) gets a leading `'`, so it shows as the text it is; numbers stay numbers;
 * - a field holding the separator, a quote or a line break is quoted, its quotes doubled
 *   (RFC 4180), in TSV as in CSV.
 * @example sheetCell("=HYPERLINK(\"x\")", ",") // "\"'=HYPERLINK(\"\"x\"\")\""
 */
export function sheetCell(value: string | number | null, separator: "," | "\t"): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}
