import type { Page } from "@playwright/test";
import { readTable } from "../../scripts/data/snapshot";
import { htmlBeforeScripts, isFromHtml, rememberHtmlElement } from "./support/hydrated";
import { expect, test } from "./support/test";

// Runs against the real-data snapshot (data/snapshot) that scripts/serve-e2e.mjs loads; as a
// visitor (a guest character, nothing saved, progress tracking off). Quests are found by their uid
// (two real quests share a name); their shown names are checked in the lock reasons.

const quest = (page: Page, uid: string) => page.locator(`li.quest[data-quest="${uid}"]`);
const questNamed = (page: Page, name: string) =>
  page.locator("li.quest", { has: page.locator(".quest-name", { hasText: new RegExp(`^${name}$`) }) });

test("completing a quest makes its follow-up Available, and reopening locks it again", async ({ page }) => {
  await page.goto("/progression/quests");
  const cans = quest(page, "shooting-cans");
  const debut = quest(page, "debut");
  await expect(cans).toHaveAttribute("data-status", "Available");
  await expect(debut).toHaveAttribute("data-status", "Locked");
  // Debut takes Shooting Cans completed or failed (the prerequisite's statuses in the data)
  await expect(debut.locator(".quest-reason")).toHaveText(["Needs “Shooting Cans” completed or failed"]);
  // Luxurious Life takes Debut completed only
  await expect(quest(page, "luxurious-life").locator(".quest-reason")).toHaveText(["Needs “Debut” done"]);
  await cans.getByRole("button", { name: "Complete" }).click();
  await expect(debut).toHaveAttribute("data-status", "Available");
  await expect(debut.locator(".quest-reason")).toHaveCount(0);
  await expect(cans).toHaveAttribute("data-status", "Completed");
  await expect(quest(page, "luxurious-life")).toHaveAttribute("data-status", "Locked");
  await cans.getByRole("button", { name: "Reopen" }).click();
  await expect(debut).toHaveAttribute("data-status", "Locked");
  await expect(debut.locator(".quest-reason")).toHaveText(["Needs “Shooting Cans” completed or failed"]);
});

test("the first render with statuses builds as many quests as the page's HTML lists, then every quest follows", async ({
  page,
}) => {
  // the quests with a status when the first of them is committed
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const shown = document.querySelectorAll("li.quest[data-status]").length;
      if (shown === 0) return;
      seen.disconnect();
      (window as { firstStatuses?: number }).firstStatuses = shown;
    });
    seen.observe(document, { subtree: true, childList: true });
  });
  // the page's HTML lists the first 20 quests, without statuses
  const html = await (await page.request.get("/progression/quests")).text();
  expect(html.match(/<li data-quest="[^"]+" class="quest">/g)).toHaveLength(20);
  await page.goto("/progression/quests");
  await expect(page.locator("li.quest[data-status]").nth(100)).toBeAttached();
  expect(await page.evaluate(() => (window as { firstStatuses?: number }).firstStatuses)).toBe(20);
});

test("a free user cannot select a fourth quest and is told why", async ({ page }) => {
  await page.goto("/progression/quests");
  const selects = page.getByRole("button", { name: "Select", exact: true });
  await expect(selects.first()).toBeVisible();
  for (let i = 0; i < 3; i++) await selects.first().click();
  await expect(page.locator('li.quest[data-status="Current"]')).toHaveCount(3);
  await selects.first().click();
  await expect(page.getByRole("alert")).toHaveText(
    "Free version: at most 3 quests selected at once. Pro status required",
  );
  await expect(page.locator('li.quest[data-status="Current"]')).toHaveCount(3);
});

test("completing one of the alternatives marked multiple shows the others and their follow-ups as cancelled", async ({
  page,
}) => {
  await page.goto("/progression/quests");
  const cancelled = async (uid: string) => {
    await expect(quest(page, uid)).toHaveAttribute("data-status", "Cancelled");
    await expect(quest(page, uid).locator(".quest-status")).toHaveText("Cancelled");
    await expect(quest(page, uid).getByRole("button", { name: "Complete" })).toHaveCount(0);
  };
  // Big Customer, Chemical - Part 4 and Out of Curiosity exclude each other (each names the
  // other two in "multiple"); No Offence opens only when Big Customer has failed
  await quest(page, "big-customer").getByRole("button", { name: "Complete" }).click();
  for (const uid of ["chemical-part-4", "out-of-curiosity", "no-offence"]) await cancelled(uid);
  // the follow-ups that take a failed alternative open instead (Trust Regain: Out of Curiosity
  // failed; Safe Corridor: Chemical - Part 4 done or failed)
  for (const uid of ["trust-regain", "safe-corridor"]) {
    await expect(quest(page, uid)).toHaveAttribute("data-status", "Available");
  }
  // a follow-up that needs a failed alternative done is cancelled with it: Inevitable Response
  // fails Swift Retribution, which Simple Side Job and Forge a Friendship need done (Building
  // Foundations takes it done or failed)
  await quest(page, "inevitable-response").getByRole("button", { name: "Complete" }).click();
  for (const uid of ["swift-retribution", "simple-side-job", "forge-a-friendship"]) await cancelled(uid);
  await expect(quest(page, "building-foundations")).toHaveAttribute("data-status", "Available");

  await quest(page, "big-customer").getByRole("button", { name: "Reopen" }).click();
  await expect(quest(page, "chemical-part-4")).not.toHaveAttribute("data-status", "Cancelled");
  await expect(quest(page, "out-of-curiosity")).not.toHaveAttribute("data-status", "Cancelled");
  await expect(quest(page, "no-offence")).toHaveAttribute("data-status", "Locked");
  await expect(quest(page, "no-offence").locator(".quest-reason")).toHaveText([
    "Opens when “Big Customer” has failed",
  ]);
  await expect(quest(page, "trust-regain")).toHaveAttribute("data-status", "Locked");
});

test("a quest locked by loyalty says so, and raising that trader's level unlocks it", async ({ page }) => {
  await page.goto("/progression/quests");
  await page.getByLabel("Progress tracking (checks level and loyalty)").check();
  await page.getByRole("spinbutton", { name: "Level" }).fill("80");
  await page.getByRole("spinbutton", { name: "Level" }).press("Enter");
  const locked = page.locator("li.quest", { hasText: /Needs \w+ loyalty level \d/ }).first();
  const reason = (await locked.locator(".quest-reason", { hasText: "loyalty" }).textContent()) ?? "";
  const [, trader = "", level = ""] = /Needs (\w+) loyalty level (\d)/.exec(reason) ?? [];
  // traders are named as in the game, not by their ids
  expect(trader).toMatch(/^[A-Z]/);
  const name = (await locked.locator(".quest-name").textContent()) ?? "";
  await expect(locked.locator(".quest-meta")).toContainText(/^[A-Z]/);
  await page.getByRole("combobox", { name: `${trader} loyalty level`, exact: true }).selectOption(level);
  await expect(questNamed(page, name)).not.toContainText(`Needs ${trader} loyalty level`);
  await page.getByRole("combobox", { name: `${trader} loyalty level` }).selectOption("1");
  await expect(questNamed(page, name)).toContainText(`Needs ${trader} loyalty level ${level}`);
});

test("the trader and map filters list names and keep only that trader's quests on that map", async ({
  page,
}) => {
  await page.goto("/progression/quests");
  const trader = page.getByRole("combobox", { name: "Trader" });
  await expect(trader.getByRole("option", { name: "Prapor", exact: true })).toHaveCount(1);
  await trader.selectOption({ label: "Prapor" });
  const rows = page.locator("li.quest");
  await expect(rows.first()).toBeVisible();
  for (const meta of await rows.locator(".quest-meta").allTextContents()) expect(meta).toMatch(/^Prapor/);
  // a map one of Prapor's quests takes place on, by its shown name
  const metas = await rows.locator(".quest-meta").allTextContents();
  const mapName = metas.map((m) => m.split(" · ")[1]).find(Boolean) ?? "";
  expect(mapName).toMatch(/^[A-Z]/);
  await page.getByRole("combobox", { name: "Map" }).selectOption({ label: mapName });
  await expect(rows.first()).toBeVisible();
  for (const meta of await rows.locator(".quest-meta").allTextContents()) {
    expect(meta).toMatch(/^Prapor/);
    expect(meta.split(" · ")).toContain(mapName);
  }
});

test("with progress tracking on, the header's map tiles count the active quests", async ({ page }) => {
  await page.goto("/progression/quests");
  const badges = page.locator("[data-quest-count]:not([hidden])");
  await page.getByLabel("Progress tracking (checks level and loyalty)").check();
  await page.getByRole("spinbutton", { name: "Level" }).fill("80");
  await page.getByRole("spinbutton", { name: "Level" }).press("Enter");
  await page.reload();
  await expect(badges.first()).toHaveAttribute("data-count", /^[1-9]\d*$/);
  await page.getByLabel("Progress tracking (checks level and loyalty)").uncheck();
  await expect(badges).toHaveCount(0);
});

test("resetting the quests progress asks first, then reopens the completed quests", async ({ page }) => {
  await page.goto("/progression/quests");
  await questNamed(page, "Debut").getByRole("button", { name: "Complete" }).click();
  await expect(questNamed(page, "Debut")).toHaveAttribute("data-status", "Completed");
  await page.getByRole("button", { name: "Reset quests progress" }).click();
  await expect(page.getByText("Are you sure?")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(questNamed(page, "Debut")).toHaveAttribute("data-status", "Completed");
  await page.getByRole("button", { name: "Reset quests progress" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(questNamed(page, "Debut")).not.toHaveAttribute("data-status", "Completed");
  await page.reload();
  await expect(questNamed(page, "Debut")).not.toHaveAttribute("data-status", "Completed");
});

test("in Russian the quests page, its lock reasons, statuses, traders and quest names are in Russian", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  await page.goto("/progression/quests");
  // Quests by the game's Russian names (data/snapshot/README.md); traders are named by the site's
  // game-names catalogue and maps by its pages catalogue, in Russian.
  const trader = page.getByRole("combobox", { name: "Торговец" });
  await expect(trader.locator('option[value="prapor"]')).toHaveText("Прапор");
  await expect(page.getByRole("combobox", { name: "Карта" }).locator('option[value="customs"]')).toHaveText(
    "Таможня",
  );
  await expect(quest(page, "shooting-cans").locator(".quest-meta")).toHaveText("Прапор · Эпицентр");
  const debut = quest(page, "debut");
  await expect(debut.locator(".quest-name")).toHaveText("Проба пера");
  await expect(debut.locator(".quest-status")).toHaveText("Закрыт");
  await expect(debut.locator(".quest-reason")).toHaveText([
    "Нужно выполнить или провалить «Стрельба по баночкам»",
  ]);
  await expect(quest(page, "luxurious-life").locator(".quest-reason")).toHaveText([
    "Нужно выполнить «Проба пера»",
  ]);
  await expect(quest(page, "no-offence").locator(".quest-reason")).toHaveText([
    "Откроется, если задание «Большой заказчик» будет провалено",
  ]);
  await quest(page, "big-customer").getByRole("button", { name: "Выполнить" }).click();
  await expect(quest(page, "big-customer").locator(".quest-status")).toHaveText("Выполнен");
  await expect(quest(page, "chemical-part-4").locator(".quest-status")).toHaveText("Отменён");
  await expect(quest(page, "no-offence").locator(".quest-status")).toHaveText("Отменён");
});

/** Every real quest uid of the snapshot the e2e server loaded. */
const allQuestUids = () => readTable("quests").map((q) => q.uid);

/** Opens the quests page with this browser's guest progress set to `done`. */
async function withDone(page: Page, done: string[]) {
  await page.goto("/progression/quests");
  await page.evaluate((questsDone) => {
    localStorage.setItem("tm_progression_guest", JSON.stringify({ questsDone }));
  }, done);
  await page.reload();
}

test("with every other quest done, the final Kappa quest Collector is Available", async ({ page }) => {
  await withDone(
    page,
    allQuestUids().filter((uid) => uid !== "collector"),
  );
  await expect(quest(page, "collector")).toHaveAttribute("data-status", "Available");
  await expect(quest(page, "collector").locator(".quest-reason")).toHaveCount(0);
});

test("with Big Customer done instead of Chemical - Part 4, the Kappa path stays open", async ({ page }) => {
  // the alternatives Big Customer fails are left undone: the engine cancels them
  const rivals = ["chemical-part-4", "out-of-curiosity", "no-offence"];
  await withDone(
    page,
    allQuestUids().filter((uid) => uid !== "collector" && !rivals.includes(uid)),
  );
  for (const uid of rivals) await expect(quest(page, uid)).toHaveAttribute("data-status", "Cancelled");
  await expect(quest(page, "collector")).toHaveAttribute("data-status", "Available");
});

test("the free note, the page's largest text, is in the HTML before JavaScript runs and stays in place", async ({
  browser,
  request,
  page,
}) => {
  const note = "Free version: up to 3 quests selected at once; the quest search is Pro.";
  expect(await (await request.get("/progression/quests")).text()).toContain(note);
  expect(await (await request.get("/ru/progression/quests")).text()).toContain(
    "Бесплатная версия: не больше 3 выбранных заданий",
  );
  const box = async (p: Page) =>
    p.getByText(note).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top + window.scrollY), height: Math.round(r.height) };
    });
  // a page that runs no JavaScript: the HTML as sent
  const still = await htmlBeforeScripts(browser, "/progression/quests");
  const before = await box(still.page);
  await still.close();
  // the island with the quests loaded keeps the one note where the HTML had it: the browser
  // hydrated the HTML, the note is still the element the HTML made
  await rememberHtmlElement(page, ".quests-tracker p", note);
  await page.goto("/progression/quests");
  await expect(page.locator("li.quest[data-status]").first()).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(1);
  expect(await box(page)).toEqual(before);
  expect(await isFromHtml(page.getByText(note))).toBe(true);
});

test("the page's HTML lists the first quests as the island lists them, without statuses until they are known", async ({
  browser,
  page,
}) => {
  const names = (p: Page, rows: string) => p.locator(`${rows} .quest-name`).allTextContents();
  // a page that runs no JavaScript: the HTML as sent
  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto("/ru/progression/quests");
  const sent = await names(still, "li.quest");
  expect(sent.length).toBeGreaterThanOrEqual(10);
  await expect(still.locator("li.quest .quest-status, li.quest button")).toHaveCount(0);
  await expect(still.locator("ul.quests-list")).toHaveAttribute("aria-busy", "true");
  await context.close();
  // the island's first rows, with their statuses: the same quests in the same order
  await page.goto("/ru/progression/quests");
  await expect(page.locator("li.quest[data-status]").first()).toBeVisible();
  expect((await names(page, "li.quest[data-status]")).slice(0, sent.length)).toEqual(sent);
  await expect(page.locator("ul.quests-list[aria-busy]")).toHaveCount(0);
});
