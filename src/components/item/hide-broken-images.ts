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

/**
 * The same for the images inside `container`, those there now and those added later (one listener:
 * an image's error does not bubble, so it is caught on its way down).
 */
export function hideBrokenImagesIn(container: Element): void {
  container.addEventListener(
    "error",
    (e) => {
      if (e.target instanceof HTMLImageElement) e.target.hidden = true;
    },
    true,
  );
  for (const img of container.querySelectorAll("img"))
    if (img.complete && img.naturalWidth === 0) img.hidden = true;
}
