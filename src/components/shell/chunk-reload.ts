/** A chunk-load failure reloads the page at most once per path within this window (docs/product.md §9). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** Messages browsers give when a lazily loaded script chunk is gone (typically after a deploy). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

/**
 * Whether an error is a failed chunk load.
 * @example isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_astro/x.js")) // true
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? "");
  return CHUNK_ERROR.test(message);
}

/**
 * Whether a reload may happen now, given when this path last reloaded for a chunk error.
 * @example chunkReloadAllowed(null, 5_000) // true
 */
export function chunkReloadAllowed(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !(now - lastReloadAt < CHUNK_RELOAD_GUARD_MS && now >= lastReloadAt);
}
