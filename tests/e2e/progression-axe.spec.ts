import { signIn } from "./support/auth";
import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/test";

// Accessibility of the progression pages as pro@example.test (every control enabled): one sign-in,
// then each page in turn, scanned once its content shows; a failure names the page.

const PAGES = [
  ["/progression/quests", "li.quest[data-status]"],
  ["/progression/hideout", "li.station"],
  ["/progression/dashboard", ".kappa-progress"],
  ["/progression/items-to-keep", "tbody tr"],
  ["/progression/items-tracker", "tbody tr"],
  ["/progression/items-interactive", ".item-tile"],
  ["/progression/quests-interactive", "button.qnode"],
  ["/progression/story", "li.story-chapter"],
] as const;

test("axe finds no serious or critical violation on the progression pages", async ({ page }) => {
  // each page's content and an axe scan of it: up to 40 s per page on a loaded 2-core machine
  test.setTimeout(PAGES.length * 40_000);
  await signIn(page, "pro@example.test");
  for (const [path, ready] of PAGES) {
    await page.goto(path);
    await expect(page.locator(ready).first(), path).toBeVisible();
    await expectAccessible(page, path);
  }
});
