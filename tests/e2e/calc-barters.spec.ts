import { expectPrerenderedRows } from "./support/first-rows";
import { expect, test } from "./support/test";

/** Real barters of the snapshot (upstream ids). */
const MECHANIC_GUNSMITH_3 = "6a5a3356b58b8406bf0db35e2";
const PRAPOR_LL2 = "694282e4f07348c26e087adc2";

test("a visitor sees each barter's status, the 10 best barters' numbers and why the rest is Pro", async ({
  page,
}) => {
  await page.goto("/barters");
  await expect(page.getByTestId("free-part")).toContainText("the numbers of the 10 best");
  const rows = page.locator("tr[data-barter]");
  await expect(rows.first().locator('[data-col="saving"]')).toHaveText(/\d.*₽/);
  await expect(rows.nth(10).getByRole("link", { name: "Pro" })).toHaveAttribute("href", "/user");
  await expect(rows.nth(10).locator('[data-col="saving"]')).toHaveCount(0);

  // the real snapshot has about 800 barters: the best 25 are built at first, the rest on demand
  await expect(rows).toHaveCount(25);
  await expect(page.getByText(/^25 of \d{3},?\d* shown$/)).toBeVisible();
  await page.getByRole("button", { name: "Show 25 more" }).click();
  await expect(rows).toHaveCount(50);
  await expect(page.getByText(/^50 of \d{3},?\d* shown$/)).toBeVisible();
  await page.getByRole("button", { name: "Show all" }).click();
  await expect(page.getByRole("button", { name: "Show all" })).toHaveCount(0);
  const all = await rows.count();
  expect(all).toBeGreaterThan(500);

  // trader loyalty defaults to 1 and no quest is done: a quest-locked LL1 barter says which quest
  // (real barters: Mechanic LL1 after Gunsmith - Part 3; a Prapor LL2 barter)
  const quested = page.locator(`tr[data-barter="${MECHANIC_GUNSMITH_3}"]`);
  await expect(quested.locator('[data-col="status"]')).toHaveText("Needs the quest Gunsmith - Part 3");
  await expect(page.locator(`tr[data-barter="${PRAPOR_LL2}"] [data-col="status"]`)).toHaveText(
    "Needs Prapor LL2 (you have 1)",
  );
  await page.getByLabel("Only barters I can trade now").check();
  await expect(rows).not.toHaveCount(all);
  await expect(page.locator(`tr[data-barter="${PRAPOR_LL2}"]`)).toHaveCount(0);
  await page.getByLabel("Only barters I can trade now").uncheck();

  await page.getByLabel("Use my progress").uncheck();
  await expect(quested.locator('[data-col="status"]')).toHaveText("Available");
});

test("a barter's details show what buying its items outright would cost", async ({ page }) => {
  await page.goto("/barters");
  // every row names its buy limit beside its trader (808 of the 809 real barters have one)
  await expect(page.locator("tr[data-barter]").first()).toContainText(/LL\d · limit \d+/);
  const first = page.locator("tr[data-barter]").first();
  await first.getByRole("button", { name: "How?" }).click();
  const details = page.getByTestId("recipe-details");
  await expect(details.getByText("Bought outright instead")).toBeVisible();
  await expect(details).toContainText(/Flea market|LL\d/);
});

test("/barter?uid= shows one barter in full and the picker moves to another", async ({ page }) => {
  await page.goto(`/barter?uid=${PRAPOR_LL2}`);
  const article = page.locator(`article[data-barter="${PRAPOR_LL2}"]`);
  await expect(article.getByRole("heading", { level: 2 })).toContainText("Prapor LL2");
  await expect(article.locator('[data-col="status"]')).toHaveText("Needs Prapor LL2 (you have 1)");
  await expect(article.locator('[data-col="cost"]')).toHaveText(/\d.*₽/);
  await expect(article.getByTestId("recipe-details")).toContainText("Bought outright instead");
  // the data's buy limit, and what a whole restock earns at that many trades
  await expect(article.locator('[data-col="buy-limit"]')).toHaveText("2 per restock");
  await expect(article.locator('[data-col="profit-restock"]')).toHaveText(/\d.*₽|—/);

  // the picker is the market's search: a typo still finds the barter, by what it gives
  await page.locator("#barter-search").fill("glock 17 tak 3");
  await page
    .locator("#barter-matches")
    .getByRole("button", { name: /Glock 17.*Mechanic LL1/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/barter\\?uid=${MECHANIC_GUNSMITH_3}$`));
  await expect(page.locator(`article[data-barter="${MECHANIC_GUNSMITH_3}"]`)).toBeVisible();

  await page.goto("/barter?uid=nope");
  await expect(page.getByRole("alert")).toHaveText("Barter not found");
});

test("in Russian the Pro link of a locked row leads to the Russian /user", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  for (const path of ["/barters", "/crafts"]) {
    await page.goto(path);
    const pro = page.locator("tbody").getByRole("link", { name: "Pro", exact: true }).first();
    await expect(pro).toHaveAttribute("href", "/ru/user");
  }
});

test("barter and craft rows show each item's icon tile with its short name", async ({ page }) => {
  for (const [path, rowSelector] of [
    ["/barters", "tr[data-barter]"],
    ["/crafts", "tr[data-craft]"],
  ] as const) {
    await page.goto(path);
    const firstCell = page.locator(rowSelector).first().locator("td").first();
    const tiles = firstCell.locator(".item-icon");
    await expect(tiles.first()).toBeVisible();
    await expect(tiles.first()).toHaveCSS("width", "28px");
    // the tile names the item by its short name (an icon covers it where one loads)
    await expect(tiles.first().locator(".item-icon__text")).not.toBeEmpty();
    await expect(firstCell).toContainText("×");
  }
});

test("the first barters are in the HTML before JavaScript runs, and the island shows the same first page of rows in place", async ({
  browser,
  request,
  page,
}) => {
  const en = await expectPrerenderedRows({ browser, request, page }, "/barters", "data-barter", 25);
  expect(en).toMatch(/₽/);
  const ru = await expectPrerenderedRows({ browser, request, page }, "/ru/barters", "data-barter", 25);
  expect(ru).not.toBe(en);
});

test("the calculators download the items, not the quest list, and name a barter's quest in Russian from their own data", async ({
  page,
  request,
}) => {
  const cacheCalls: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/be/cache")) cacheCalls.push(req.url());
  });
  const calc = (await (await request.get("/api/be/calc?mode=pvp")).json()) as {
    quests: Record<string, { name: string; ruName: string | null }>;
  };
  const gunsmith = Object.values(calc.quests).find((q) => q.name === "Gunsmith - Part 3");
  expect(gunsmith?.ruName).toBeTruthy();
  await page.goto("/ru/barters");
  await page.getByRole("button", { name: "Показать все" }).click();
  await expect(page.locator(`tr[data-barter="${MECHANIC_GUNSMITH_3}"] [data-col="status"]`)).toHaveText(
    `Нужно задание ${gunsmith?.ruName}`,
  );
  expect(cacheCalls.length).toBeGreaterThan(0);
  for (const url of cacheCalls) expect(new URL(url).searchParams.get("quests")).toBe("skip");
  // both lists were fetched and checked by the data worker, not on the page's thread
  const pageAsked = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((path) => path === "/api/be/cache" || path === "/api/be/calc"),
  );
  expect(pageAsked).toEqual([]);
});

test("an item page's long barter list shows its first 40 and links to the calculator's list of the item's barters, in English and Russian", async ({
  page,
}) => {
  // GP coin: given in about 300 barters of the real snapshot
  await page.goto("/item/gp_coin");
  const used = page
    .locator(".item-sec")
    .filter({ has: page.getByRole("heading", { name: "Used in barters" }) });
  await expect(used.locator("li")).toHaveCount(40);
  const link = used.getByTestId("all-barters");
  const all = Number(
    /^All (\d+) in the barters calculator, with their numbers$/.exec((await link.textContent()) ?? "")?.[1],
  );
  expect(all).toBeGreaterThan(40);

  await link.click();
  await expect(page).toHaveURL(/\/barters\?item=\w+$/);
  // one page for search engines, whatever the item
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/barters$/);
  await expect(page.getByTestId("item-filter")).toHaveText(
    "Only the barters that take or give GP coin. Show every barter",
  );
  const rows = page.locator("tr[data-barter]");
  await page.getByRole("button", { name: "Show all" }).click();
  await expect(rows).toHaveCount(all);
  // every row gives the coin (each input tile names its item)
  for (const inputs of await rows.locator(`td[data-label="You give"]`).all())
    await expect(inputs).toContainText("GP");

  await page.getByRole("button", { name: "Show every barter" }).click();
  await expect(page.getByTestId("item-filter")).toHaveCount(0);
  await expect(page).toHaveURL(/\/barters$/);
  // every barter listed again, as many shown as before
  await expect(page.getByText(new RegExp(`^${all} of \\d{3},?\\d* shown$`))).toBeVisible();

  // in Russian: the link, then the Russian calculator with the same filter
  await page.goto("/ru/item/gp_coin");
  await page.getByRole("link", { name: `Все ${all} — в калькуляторе бартеров, с цифрами` }).click();
  await expect(page.getByTestId("item-filter")).toHaveText(
    "Только бартеры, в которых отдают или получают Монета GP. Показать все бартеры",
  );
  await page.getByRole("button", { name: "Показать все", exact: true }).click();
  await expect(rows).toHaveCount(all);

  // an item no barter takes or gives: said so, not an empty table
  await page.goto("/barters?item=no-such-item");
  await expect(page.getByTestId("item-filter")).toContainText("no-such-item");
  await expect(page.getByTestId("no-barters")).toHaveText("Подходящих бартеров нет");
  await expect(rows).toHaveCount(0);
});
