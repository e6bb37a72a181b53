import { chunkReloadAllowed, isChunkLoadError } from "./chunk-reload";
import { watchMapQuestCounts } from "./map-quest-counts-watch";

/** Runs on every page: removes service workers, reloads once on a lost chunk, watches for new builds. */

/** How often the build manifest is polled for a new build id (docs/product.md §4). */
export const BUILD_POLL_MS = 5 * 60_000;
const RELOAD_KEY = "tm_chunk_reload:";

/** docs/product.md §4: any service-worker registration is removed on start. */
export function removeServiceWorkers(): void {
  navigator.serviceWorker
    ?.getRegistrations()
    .then((regs) => Promise.all(regs.map((r) => r.unregister())))
    .catch(() => undefined);
}

/** Reloads the page for a chunk-load error, at most once per path within 10 s (docs/product.md §4, §9). */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = RELOAD_KEY + location.pathname;
  try {
    const last = Number(sessionStorage.getItem(key)) || null;
    if (!chunkReloadAllowed(last, Date.now())) return false;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return false; // without storage there is no guard: better no reload than a reload loop
  }
  location.reload();
  return true;
}

export function watchChunkErrors(): void {
  window.addEventListener("vite:preloadError", (e) => {
    if (reloadForChunkError("payload" in e ? e.payload : undefined)) e.preventDefault();
  });
  window.addEventListener("unhandledrejection", (e) => {
    reloadForChunkError(e.reason);
  });
}

/** Polls /_build.json; when its build id differs from this page's, calls onNewBuild once. */
export function watchBuild(currentId: string, onNewBuild: () => void): void {
  let done = false;
  const check = async () => {
    if (done || document.visibilityState === "hidden") return;
    try {
      const res = await fetch(`/_build.json?t=${Date.now()}`, { cache: "no-store" });
      if (!res.ok) {
        await res.text().catch(() => "");
        return;
      }
      const body: unknown = await res.json();
      const id = typeof body === "object" && body !== null && "buildId" in body ? body.buildId : null;
      if (typeof id === "string" && id !== currentId && !done) {
        done = true;
        clearInterval(timer);
        onNewBuild();
      }
    } catch {
      // docs/product.md §8: build manifest check errors are ignored
    }
  };
  const timer = setInterval(check, BUILD_POLL_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void check();
  });
}

export function startSiteRuntime(): void {
  removeServiceWorkers();
  watchChunkErrors();
  watchMapQuestCounts();
  const id = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content;
  const banner = document.querySelector<HTMLElement>("[data-build-update]");
  if (!id || !banner) return;
  banner.querySelector("[data-build-refresh]")?.addEventListener("click", () => location.reload());
  watchBuild(id, () => {
    banner.hidden = false;
  });
}
