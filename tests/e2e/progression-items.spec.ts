import { unpackId } from "../../src/domain/compact-id";
import { expect, test } from "./support/test";

// A visitor's guest progress is kept in the browser, so it carries from the quest list to this page.

test("the items-to-keep count for an item drops after completing the quest that needed it", async ({
  page,
}) => {
  await page.goto("/progression/items-to-keep");
  const row = page.locator("tbody tr", { has: page.locator('[data-source="quest"]') }).first();
  await expect(row).toBeVisible();
  const item = (await row.getAttribute("data-item")) ?? "";
  const before = Number(await row.locator("td[data-count]").getAttribute("data-count"));
  const quest = ((await row.locator('[data-source="quest"]').first().textContent()) ?? "").replace(/^, /, "");
  await page.goto("/progression/quests");
  const li = page
    .locator("li.quest", {
      has: page.locator(".quest-name", {
        hasText: new RegExp(`^${quest.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      }),
    })
    .first();
  await li.getByRole("button", { name: "Complete" }).click();
  await expect(li).toHaveAttribute("data-status", "Completed");
  await page.goto("/progression/items-to-keep");
  const after = page.locator(`tbody tr[data-item="${item}"] td[data-count]`);
  await expect(page.locator("tbody tr").first()).toBeVisible();
  const left = (await after.count()) > 0 ? Number(await after.getAttribute("data-count")) : 0;
  expect(left).toBeLessThan(before);
});

test("the hideout levels not built yet count too", async ({ page }) => {
  await page.goto("/progression/items-to-keep");
  await expect(page.locator('tbody [data-source="hideout"]').first()).toContainText(/ level \d/);
});

test("in Russian the items pages speak Russian and name each item as the data does", async ({
  page,
  context,
  baseURL,
}) => {
  // The item names a Russian page's client holds: the Russian one where the data has it (the game's
  // locale: 3,959 items), else the English one; never the item's id or an empty cell.
  const cache = (await (await page.request.get("/api/be/cache?lang=ru")).json()) as {
    itemsData: { fields: string[]; items: unknown[][] };
  };
  const column = (f: string) => cache.itemsData.items[cache.itemsData.fields.indexOf(f)] ?? [];
  const [names, ruNames] = [column("name"), column("ruName")];
  // ids travel packed (src/domain/compact-id.ts)
  const shown = new Map(
    column("uid").map((uid, i) => [unpackId(uid as string), (ruNames[i] || names[i]) as string]),
  );
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  for (const path of ["/progression/items-to-keep", "/progression/items-tracker"]) {
    await page.goto(path);
    await expect(page.getByRole("columnheader", { name: "Предмет" })).toBeVisible();
    const rows = page.locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    for (const row of (await rows.all()).slice(0, 10)) {
      const uid = (await row.getAttribute("data-item")) ?? "";
      expect(shown.get(uid), uid).toMatch(/\S/);
      await expect(row.locator("td").first().locator(".item-cell__name")).toHaveText(shown.get(uid) ?? uid);
    }
  }
  // the hideout levels that need an item are named in Russian words
  await page.goto("/progression/items-to-keep");
  await expect(page.locator('tbody [data-source="hideout"]').first()).toContainText(/, уровень \d/);
});

test("items to keep show each item's icon tile beside its name", async ({ page }) => {
  await page.goto("/progression/items-to-keep");
  const first = page.locator("table.items-to-keep tbody tr").first();
  await expect(first.locator(".item-icon")).toBeVisible();
  // offline the icons cannot load: the short-name tile shows
  await expect(first.locator(".item-icon__text")).not.toHaveText("");
});
