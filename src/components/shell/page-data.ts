/**
 * The JSON a page carries for its island (PageData.astro), parsed; undefined where the page has
 * none (or on the server, which passes such data as props).
 */
export function readPageData<T>(id: string): T | undefined {
  const text = typeof document === "undefined" ? null : document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
