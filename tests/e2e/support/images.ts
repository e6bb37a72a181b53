import type { Locator } from "@playwright/test";

/** How many of the images are broken and still shown (a broken-image frame where a tile belongs). */
export function shownBrokenImages(images: Locator): Promise<number> {
  return images.evaluateAll(
    (imgs) =>
      imgs.filter(
        (i) =>
          (i as HTMLImageElement).complete &&
          (i as HTMLImageElement).naturalWidth === 0 &&
          !(i as HTMLImageElement).hidden,
      ).length,
  );
}
