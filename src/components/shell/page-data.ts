/** The values the build's pages carry (PageData.astro), for the build's render of their islands. */
const built = new Map<string, unknown>();

/**
 * Keeps the value a page carries as `id` for the build's render of its island, which reads it
 * with readPageData as the browser does (the page renders PageData before the island).
 */
export function providePageData(id: string, value: unknown): void {
  built.set(id, value);
}

/**
 * The JSON a page carries for its island (PageData.astro), parsed; in the build, the value the
 * page is rendering with. Undefined where the page has none.
 */
export function readPageData<T>(id: string): T | undefined {
  if (typeof document === "undefined") return built.get(id) as T | undefined;
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
