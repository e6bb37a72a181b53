/**
 * Static pages' item images that cannot load (offline, or gone from their host) are hidden, so
 * that the short-name tile under them shows instead of a broken-image frame. React islands do the
 * same with ItemIcon's onError.
 */
export function hideBrokenImages(selector: string): void {
  for (const img of document.querySelectorAll<HTMLImageElement>(selector)) {
    const hide = () => {
      img.hidden = true;
    };
    if (img.complete && img.naturalWidth === 0) hide();
    else img.addEventListener("error", hide);
  }
}
