import { useStore } from "@nanostores/react";
import type { ReadableAtom } from "nanostores";
import { startTransition, useEffect, useState } from "react";
import { readPageData } from "./page-data";

/**
 * For an island the build renders into the page's HTML and the browser hydrates: true in the
 * build's render and in the hydration (which must render the same), then false from a transition
 * (React renders it in slices; a hydration's own store snapshots would re-render the whole island
 * in one task).
 */
export function useAsBuilt(): boolean {
  const [asBuilt, setAsBuilt] = useState(true);
  useEffect(() => startTransition(() => setAsBuilt(false)), []);
  return asBuilt;
}

/** A store's value, but `built` (what the build rendered with: a visitor's state) while `asBuilt`. */
export function useStoreAsBuilt<T>(store: ReadableAtom<T>, built: T, asBuilt: boolean): T {
  const value = useStore(store);
  return asBuilt ? built : value;
}

/** The value the page carries for its island (PageData.astro) as `id`, read once. */
export function usePageData<T>(id: string): T | undefined {
  return useState(() => readPageData<T>(id))[0];
}
