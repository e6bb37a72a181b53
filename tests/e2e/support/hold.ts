import type { Page } from "@playwright/test";

/**
 * Holds every request of the page to `url` until the returned function is called, then lets them
 * through as asked (`asked` runs as each one arrives).
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  asked?: () => void,
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    asked?.();
    await held;
    await route.continue();
  });
  return () => release();
}
