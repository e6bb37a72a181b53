import type { Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectPrerenderedRows } from "./support/first-rows";
import { holdRequests } from "./support/hold";
import { expect, test } from "./support/test";

test("changing the crafting skill changes the craft times shown", async ({ page }) => {
  await page.goto("/crafts");
  const row = page.locator("tr[data-duration]").first();
  const duration = Number(await row.getAttribute("data-duration"));
  const hms = (sec: number) => {
    const x = Math.round(sec);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${Math.floor(x / 3600)}:${pad(Math.floor((x % 3600) / 60))}:${pad(x % 60)}`;
  };
  await expect(row.locator('[data-col="time"]')).toHaveText(hms(duration));
  await page.getByLabel(/Crafting skill/).fill("40");
  // taken on Enter (or blur), not while typing
  await expect(row.locator('[data-col="time"]')).toHaveText(hms(duration));
  await page.getByLabel(/Crafting skill/).press("Enter");
  // 40 levels × 0.75 % = 30 % shorter
  await expect(row.locator('[data-col="time"]')).toHaveText(hms(duration * 0.7));
});

test("a visitor sees the 10 best crafts' profits, how each was made, and why the rest is Pro", async ({
  page,
}) => {
  await page.goto("/crafts");
  await expect(page.getByTestId("free-part")).toContainText("profits of the 10 best crafts");
  await expect(page.getByTestId("settings-source")).toHaveText("Kept in this browser only.");
  const rows = page.locator("tr[data-craft]");
  const first = rows.first();
  await expect(first.locator('[data-col="profit-hour"]')).toHaveText(/\d.*₽/);
  await expect(rows.nth(10).getByRole("link", { name: "Pro" })).toBeVisible();
  await expect(rows.nth(10).locator('[data-col="profit"]')).toHaveCount(0);

  await first.getByRole("button", { name: "How?" }).click();
  const details = page.getByTestId("recipe-details");
  await expect(details).toContainText("Source");
  await expect(details.locator("tbody tr").first()).toContainText(/Flea market|LL\d|Barter|Craft at/);
});

test("settings kept in this browser come back after a reload on a phone: the island hydrates the visitor's HTML, then shows them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/crafts");
  const settings = page.locator("details.calc-settings");
  // a phone starts with the settings folded
  await expect(settings).toHaveAttribute("data-live", "");
  await expect(settings).not.toHaveAttribute("open", "");
  await settings.locator("summary").click();
  await page.getByLabel("Count the flea fee").uncheck();
  await page.getByLabel(/Crafting skill/).fill("40");
  await page.getByLabel(/Crafting skill/).press("Enter");

  await page.reload();
  await expect(page.locator("table.calc__table")).not.toHaveAttribute("aria-busy", "true");
  await expect(settings).not.toHaveAttribute("open", "");
  await settings.locator("summary").click();
  await expect(page.getByLabel("Count the flea fee")).not.toBeChecked();
  await expect(page.getByLabel(/Crafting skill/)).toHaveValue("40");
  await expect(page.locator('input[data-flag="hideoutUseFlea"]')).toBeChecked();
});

test("not counting the flea fee raises a flea-sold craft's revenue", async ({ page }) => {
  await page.goto("/crafts");
  const first = page.locator("tr[data-craft]").first();
  await first.getByRole("button", { name: "How?" }).click();
  const uid = await first.getAttribute("data-craft");
  const outputSource = page.getByTestId("recipe-details").locator("tbody").nth(1);
  await expect(outputSource).toContainText(/fee [1-9]/);
  const row = page.locator(`tr[data-craft="${uid}"]`);
  const before = (await row.locator('[data-col="revenue"]').textContent()) ?? "";
  await page.getByLabel("Count the flea fee").uncheck();
  await expect(row.locator('[data-col="revenue"]')).not.toHaveText(before);
  await expect(page.getByTestId("recipe-details")).toContainText("fee not counted");
});

test("a signed-in base user gets the free part: settings kept in the browser, no price editor", async ({
  page,
}) => {
  await signIn(page, "free@example.test");
  await page.goto("/crafts");
  await expect(page.getByTestId("settings-source")).toHaveText("Kept in this browser only.");
  await expect(page.getByLabel("Generator fuel")).toBeDisabled();
  await expect(page.getByText("Fuel cost is counted for Pro users.")).toBeVisible();
  const rows = page.locator("tr[data-craft]");
  await expect(rows.nth(10).getByRole("link", { name: "Pro" })).toBeVisible();
  await rows.first().getByRole("button", { name: "How?" }).click();
  await expect(page.getByTestId("recipe-details")).toBeVisible();
  await expect(page.getByLabel("Your buy price")).toHaveCount(0);
});

test("only what my hideout can craft: stations up to a level chosen on the page", async ({ page }) => {
  await page.goto("/crafts");
  const rows = page.locator("tr[data-craft]");
  await expect(rows.first()).toBeVisible();
  // about 200 real crafts: the best 25 first, then all on demand
  await expect(rows).toHaveCount(25);
  await page.getByRole("button", { name: "Show all" }).click();
  await expect(page.getByRole("button", { name: "Show all" })).toHaveCount(0);
  const all = await rows.count();
  expect(all).toBeGreaterThan(25);
  await page.getByLabel("Only what my hideout can craft").selectOption({ label: "Stations up to level 1" });
  await expect(rows).not.toHaveCount(all);
  for (const station of await rows.locator("td:nth-child(2)").allTextContents()) {
    expect(station).toMatch(/ 1$/);
  }
});

test("the first crafts are in the HTML before JavaScript runs, and the island shows the same first page of rows in place", async ({
  browser,
  request,
  page,
}) => {
  const en = await expectPrerenderedRows({ browser, request, page }, "/crafts", "data-craft", 25);
  expect(en).toMatch(/₽/);
  const ru = await expectPrerenderedRows({ browser, request, page }, "/ru/crafts", "data-craft", 25);
  // the same craft, named in Russian
  expect(ru).not.toBe(en);
});

/** The page's data-worker state (data-worker.ts): the asks posted early, until an island asks the same. */
type EarlyAsks = Record<symbol, { early: Map<string, Promise<unknown>> } | undefined>;

/**
 * Opens /crafts with the island's code held back until the data the page asked early has come
 * in (so that its first render after hydration is live), and gives the number of rows in the table
 * when it was first live (no longer busy), seen as the island committed it.
 */
async function firstLiveRows(page: Page): Promise<number | undefined> {
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const table = document.querySelector("table.calc__table:not([aria-busy])");
      if (!table) return;
      seen.disconnect();
      (window as { firstLiveRows?: number }).firstLiveRows = table.querySelectorAll("tr[data-craft]").length;
    });
    seen.observe(document, { subtree: true, childList: true, attributes: true });
  });
  const release = await holdRequests(page, /\/_astro\/Crafts\.[\w-]+\.js$/);
  await page.goto("/crafts", { waitUntil: "commit" });
  // the page's early asks (the items and the calculators' data: data-worker.ts), answered
  await page.waitForFunction(
    () => (globalThis as EarlyAsks)[Symbol.for("tarkov-companion.data-worker")]?.early.size === 2,
    undefined,
    { polling: 50 },
  );
  await page.evaluate(() =>
    Promise.all(
      (globalThis as EarlyAsks)[Symbol.for("tarkov-companion.data-worker")]?.early.values() ?? [],
    ).then(() => true),
  );
  release();
  await expect(page.locator("table.calc__table:not([aria-busy]) tr[data-craft]")).toHaveCount(25);
  return page.evaluate(() => (window as { firstLiveRows?: number }).firstLiveRows);
}

test("on a phone, with its data already in, the island hydrates the HTML's whole first page of cards and goes live with all of them (nothing built twice)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  expect(await firstLiveRows(page)).toBe(25);
});

test("on a wide screen the island's first live table holds the whole first page, as the HTML did: its columns do not move", async ({
  page,
}) => {
  expect(await firstLiveRows(page)).toBe(25);
});

test("trader offers of unknown loyalty level count by default and can be left out", async ({ page }) => {
  await page.goto("/crafts");
  await expect(page.locator("tr[data-craft]").first()).toBeVisible();
  const unknown = page.getByLabel("Trader offers of unknown loyalty level (LL?)");
  await expect(unknown).toBeChecked();
  await unknown.uncheck();
  await expect(unknown).not.toBeChecked();
  // kept in this browser like the other settings
  await page.reload();
  await expect(page.getByLabel("Trader offers of unknown loyalty level (LL?)")).not.toBeChecked();
});
