import type { Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

// /progression/story on the real snapshot's chapters: a visitor's steps kept in the browser, a Pro
// character's saved on the server, and the page in Russian at phone width.

const chapter = (page: Page, uid: string) => page.locator(`li.story-chapter[data-chapter="${uid}"]`);
const next = (page: Page) => page.getByTestId("story-next");
/** Waits until the batched progression change was saved. */
const saved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith("/api/be/progression/update") && r.ok());

test("a visitor finishes Tour: Falling Skies opens and its first objective is next, kept over a reload", async ({
  page,
}) => {
  await page.goto("/progression/story");
  await expect(page.locator("li.story-chapter")).toHaveCount(10);
  await expect(next(page)).toHaveText("Next: Tour — Escape Ground Zero");
  await expect(chapter(page, "falling-skies")).toHaveAttribute("data-state", "locked");
  await expect(chapter(page, "falling-skies").locator(".story-facts")).toContainText("Needs");
  // Falling Skies' note on the armored case changes The Ticket's routes
  await expect(chapter(page, "falling-skies").locator(".story-notes")).toContainText("armored case");

  const tour = chapter(page, "tour");
  // one step at a time: the first step done strikes its objectives through
  await tour.getByRole("checkbox", { name: "Step 1 done" }).check();
  await expect(tour.locator('[data-objective="6895bc04162304804bdc056e"]')).toHaveAttribute(
    "data-done",
    "true",
  );
  await expect(next(page)).toHaveText("Next: Tour — Hand over the cash to Therapist");
  await tour.getByRole("button", { name: "Mark every step done" }).click();
  await expect(tour).toHaveAttribute("data-state", "done");
  await expect(chapter(page, "falling-skies")).toHaveAttribute("data-state", "open");
  await expect(next(page)).toHaveText("Next: Falling Skies — Learn details about the SUV from Therapist");

  await page.reload();
  await expect(chapter(page, "falling-skies")).toHaveAttribute("data-state", "open");
  await tour.getByRole("button", { name: "Reopen every step" }).click();
  await expect(chapter(page, "falling-skies")).toHaveAttribute("data-state", "locked");
  await expect(next(page)).toHaveText("Next: Tour — Escape Ground Zero");
});

test("a Pro character's story steps are saved with its completed quests", async ({ page }) => {
  await signIn(page, "pro@example.test");
  expect((await page.request.put("/api/be/progression/reset/quests")).ok()).toBe(true);
  await page.goto("/progression/story");
  await expect(page.getByText("Your story progress is kept in this browser")).toHaveCount(0);
  const tour = chapter(page, "tour");
  const save = saved(page);
  await tour.getByRole("button", { name: "Mark every step done" }).click();
  await save;
  const me = (await (await page.request.get("/api/be/users/me")).json()) as { questsDone: string[] };
  const steps = await tour
    .locator("[data-step]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-step")));
  expect(steps).toHaveLength(12);
  expect(me.questsDone).toEqual(expect.arrayContaining(steps));

  await page.reload();
  await expect(chapter(page, "falling-skies")).toHaveAttribute("data-state", "open");
  await expect(next(page)).toHaveText("Next: Falling Skies — Learn details about the SUV from Therapist");
  expect((await page.request.put("/api/be/progression/reset/quests")).ok()).toBe(true);
});

test("in Russian at 375 px the page's own words are Russian and nothing runs off the screen", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/progression/story");
  await expect(page.locator("h1")).toHaveText("Сюжетные главы");
  await expect(next(page)).toContainText("Дальше:");
  await expect(chapter(page, "falling-skies").locator(".story-state")).toHaveText("Закрыта");
  await expect(chapter(page, "tour").getByRole("button", { name: "Отметить все шаги" })).toBeVisible();
  // the chapters' texts are the data's English, marked as such
  await expect(chapter(page, "tour").locator("h2 > span[lang=en]")).toHaveText("Tour");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a quest a story chapter unlocks links to that chapter", async ({ page }) => {
  await page.goto("/progression/quests");
  const links = page.locator('li[data-quest="network-provider-part-1"] a.quest-story');
  await expect(links).toHaveText([
    "Unlocked by the story chapter Batya",
    "Unlocked by the story chapter The Ticket",
  ]);
  await links.first().click();
  await expect(page).toHaveURL(/\/progression\/story#batya$/);
  await expect(chapter(page, "batya")).toBeVisible();
});
