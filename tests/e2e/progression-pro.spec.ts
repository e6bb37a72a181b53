import type { APIRequestContext, Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

// Progression as pro@example.test (saved on the server) and free@example.test (kept in the
// browser with the free limits), on the real-data snapshot. Each test puts the account's progress
// back through the API first.

const TRADERS = ["prapor", "therapist", "skier", "peacekeeper", "mechanic", "ragman", "jaeger", "ref"];

type Me = { uid: string; charUid: string; chars: { uid: string }[] };

async function ok(res: Promise<{ ok(): boolean; json(): Promise<unknown>; text(): Promise<string> }>) {
  const r = await res;
  expect(r.ok(), await r.text()).toBe(true);
  return (await r.json()) as Me;
}

/** The main profile active and alone, level 80, every trader at loyalty 1, tracking on, no progress. */
async function resetAccount(request: APIRequestContext): Promise<void> {
  const me = await ok(request.get("/api/be/users/me"));
  if (me.charUid !== me.uid)
    await ok(request.post("/api/be/users/me/char/select", { data: { charUid: me.uid } }));
  for (const c of me.chars.filter((c) => c.uid !== me.uid)) {
    await ok(request.post("/api/be/users/me/char/delete", { data: { charUid: c.uid } }));
  }
  const tradersLL = Object.fromEntries(TRADERS.map((t) => [t, 1]));
  await ok(
    request.put("/api/be/users/me", {
      data: { level: 80, tradersLL, hideoutUseProgress: true, gameEdition: "Standard" },
    }),
  );
  await ok(request.put("/api/be/progression/reset/all"));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const quest = (page: Page, name: string) =>
  page.locator("li.quest", {
    has: page.locator(".quest-name", { hasText: new RegExp(`^${escapeRe(name)}$`) }),
  });
/** Waits until the batched progression change was saved. */
const saved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith("/api/be/progression/update") && r.ok());

test.describe("as pro@example.test", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "pro@example.test");
    await resetAccount(page.request);
  });

  test("completing a quest makes its follow-up Available, and survives a reload (saved on the server)", async ({
    page,
  }) => {
    await page.goto("/progression/quests");
    // Debut takes Shooting Cans completed or failed
    await expect(quest(page, "Debut")).toHaveAttribute("data-status", "Locked");
    await expect(quest(page, "Debut").locator(".quest-reason")).toHaveText([
      "Needs “Shooting Cans” completed or failed",
    ]);
    await expect(page.getByText(/Free version/)).toHaveCount(0);
    const save = saved(page);
    await quest(page, "Shooting Cans").getByRole("button", { name: "Complete" }).click();
    await expect(quest(page, "Debut")).toHaveAttribute("data-status", "Available");
    await save;
    await page.reload();
    await expect(quest(page, "Shooting Cans")).toHaveAttribute("data-status", "Completed");
    await expect(quest(page, "Debut")).toHaveAttribute("data-status", "Available");
  });

  test("completing one of two alternatives marked multiple shows the other as cancelled", async ({
    page,
  }) => {
    await page.goto("/progression/quests");
    // Chemical - Part 4 and Big Customer each name the other in "multiple"
    await expect(quest(page, "Big Customer")).toHaveAttribute("data-status", "Locked");
    const save = saved(page);
    await quest(page, "Chemical - Part 4").getByRole("button", { name: "Complete" }).click();
    await expect(quest(page, "Big Customer")).toHaveAttribute("data-status", "Cancelled");
    await expect(quest(page, "Big Customer").locator(".quest-status")).toHaveText("Cancelled");
    await save;
    await page.reload();
    await expect(quest(page, "Chemical - Part 4")).toHaveAttribute("data-status", "Completed");
    await expect(quest(page, "Big Customer")).toHaveAttribute("data-status", "Cancelled");
  });

  test("a quest locked by loyalty says so, and raising the trader's level unlocks it", async ({ page }) => {
    await page.goto("/progression/quests");
    const locked = page.locator("li.quest", { hasText: /Needs \w+ loyalty level \d/ }).first();
    const reason = (await locked.locator(".quest-reason", { hasText: "loyalty" }).textContent()) ?? "";
    const [, trader = "", level = ""] = /Needs (\w+) loyalty level (\d)/.exec(reason) ?? [];
    const name = (await locked.locator(".quest-name").textContent()) ?? "";
    await page.getByRole("combobox", { name: `${trader} loyalty level` }).selectOption(level);
    await expect(quest(page, name)).not.toContainText(`Needs ${trader} loyalty level`);
  });

  test("a Pro user selects more than 3 quests", async ({ page }) => {
    await page.goto("/progression/quests");
    const selects = page.getByRole("button", { name: "Select", exact: true });
    const current = page.locator('li.quest[data-status="Current"]');
    // each click once the one before shows: else, on a loaded machine, the next "Select" found
    // may be the same button before its row has redrawn, and the second click unselects it
    for (let i = 1; i <= 4; i++) {
      await selects.first().click();
      await expect(current).toHaveCount(i);
    }
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("the items-to-keep count drops after completing the quest that needed it", async ({ page }) => {
    await page.goto("/progression/items-to-keep");
    const row = page.locator("tbody tr", { has: page.locator('[data-source="quest"]') }).first();
    const item = (await row.getAttribute("data-item")) ?? "";
    const before = Number(await row.locator("td[data-count]").getAttribute("data-count"));
    const name = ((await row.locator('[data-source="quest"]').first().textContent()) ?? "").replace(
      /^, /,
      "",
    );
    await page.goto("/progression/quests");
    const save = saved(page);
    await quest(page, name).first().getByRole("button", { name: "Complete" }).click();
    await save;
    await page.goto("/progression/items-to-keep");
    await expect(page.locator("tbody tr").first()).toBeVisible();
    const after = page.locator(`tbody tr[data-item="${item}"] td[data-count]`);
    const left = (await after.count()) > 0 ? Number(await after.getAttribute("data-count")) : 0;
    expect(left).toBeLessThan(before);
  });

  test("building a hideout level shows the next level's requirements and survives a reload", async ({
    page,
  }) => {
    await page.goto("/progression/hideout");
    // Workbench level 2 asks for Mechanic loyalty level 2 (the account is at 1)
    const workbench = page.locator('li.station[data-station="workbench"]');
    await expect(workbench).toHaveAttribute("data-level", "0");
    await expect(workbench.locator("[data-next-level]")).toHaveAttribute("data-next-level", "1");
    const save = saved(page);
    await workbench.getByRole("button", { name: "Build" }).click();
    await expect(workbench.locator("[data-next-level]")).toHaveAttribute("data-next-level", "2");
    await expect(
      workbench.locator('.requirements li[data-met="false"]', { hasText: "Mechanic loyalty level 2" }),
    ).toHaveText("Mechanic loyalty level 2 (you have 1) missing");
    await expect(
      workbench.locator('.requirements li[data-met="true"]', { hasText: "Workbench level 1" }),
    ).toHaveCount(1);
    await save;
    await page.reload();
    await expect(workbench).toHaveAttribute("data-level", "1");
    await expect(workbench.getByRole("button", { name: "Upgrade" })).toBeVisible();
  });

  test("the game edition's stash levels count as built: chosen in the PMC settings, shown on the hideout page", async ({
    page,
  }) => {
    await page.goto("/progression/hideout");
    const stash = page.locator('li.station[data-station="stash"]');
    // every edition starts with a stash: Standard's is level 1
    await expect(stash).toHaveAttribute("data-level", "1");
    await expect(stash.locator(".from-edition")).toHaveText("Comes with your game edition");
    await expect(stash.getByRole("button", { name: "Destroy" })).toHaveCount(0);
    await page.getByTestId("char-block").click();
    await page.getByTestId("user-menu").getByRole("button", { name: "Settings" }).click();
    const popup = page.getByRole("dialog", { name: "PMC settings" });
    await popup.getByLabel("Game edition").selectOption("Prepare for Escape");
    await expect(stash).toHaveAttribute("data-level", "3");
    await expect(stash.locator("[data-next-level]")).toHaveAttribute("data-next-level", "4");
    // saved with the character: still level 3 after a reload
    await page.waitForResponse((r) => r.url().endsWith("/api/be/users/me") && r.request().method() === "PUT");
    await page.reload();
    await expect(stash).toHaveAttribute("data-level", "3");
  });

  test("“still needed only” hides an item once it is collected, and “found in raid only” keeps FiR needs", async ({
    page,
  }) => {
    await page.goto("/progression/items-tracker");
    const stillNeeded = page.getByRole("checkbox", { name: /^Still needed only/ });
    await stillNeeded.check();
    // an item needed a few times (money is needed by the million, past what a count may hold)
    await expect(page.locator("tbody tr").first()).toBeVisible();
    const needs = await page.locator("tbody tr").evaluateAll((rows) =>
      rows.map((r) => ({
        item: r.getAttribute("data-item") ?? "",
        need: Number(
          r
            .querySelector("[data-found]")
            ?.textContent?.match(/\/ ([\d,]+)/)?.[1]
            ?.replace(/,/g, ""),
        ),
      })),
    );
    const { item, need } = needs.find((n) => n.need > 0 && n.need <= 20) ?? { item: "", need: 0 };
    const row = page.locator(`tbody tr[data-item="${item}"]`);
    expect(need).toBeGreaterThan(0);
    const typed = row.getByRole("spinbutton", { name: /^Found / });
    const save = saved(page);
    await typed.fill(String(need));
    await typed.press("Enter");
    await save;
    // collected: gone from the tracker while the filter is on, back when it is off
    await expect(page.locator(`tbody tr[data-item="${item}"]`)).toHaveCount(0);
    await stillNeeded.uncheck();
    await expect(page.locator(`tbody tr[data-item="${item}"]`)).toHaveAttribute("data-complete", "true");

    // the items-to-keep table: totals per kind, what is found, and the same filters
    await page.goto("/progression/items-to-keep");
    const kept = page.locator(`tbody tr[data-item="${item}"]`);
    await expect(kept.locator("td[data-found]")).toHaveAttribute("data-found", String(need));
    const total = Number(await kept.locator("td[data-count]").getAttribute("data-count"));
    const quests = Number(await kept.locator("td[data-quests]").getAttribute("data-quests"));
    const hideout = Number(await kept.locator("td[data-hideout]").getAttribute("data-hideout"));
    expect(quests + hideout).toBe(total);
    await page.getByRole("checkbox", { name: /^Still needed only/ }).check();
    await expect(kept).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Found in raid only" }).check();
    await expect(page.locator("tbody tr").first()).toBeVisible();
    const firs = await page
      .locator("tbody td[data-fir]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-fir")));
    expect(firs.length).toBeGreaterThan(0);
    expect(firs.filter((n) => n === "0")).toEqual([]);
    // hideout needs that must be found in raid are among them
    await expect(
      page.locator('tbody tr:has(td[data-hideout]:not([data-hideout="0"])) [data-source="hideout"]').first(),
    ).toBeVisible();
  });

  test("the items tracker counts found items with + and −, saved on the server", async ({ page }) => {
    await page.goto("/progression/items-tracker");
    const row = page.locator("tbody tr").first();
    const item = (await row.getAttribute("data-item")) ?? "";
    const plus = row.getByRole("button", { name: /^Add one found/ });
    await plus.click();
    await plus.click();
    await row.getByRole("button", { name: /^Remove one found/ }).click();
    await expect(row.locator("[data-found]")).toHaveAttribute("data-found", "1");
    await saved(page);
    const typed = row.getByRole("spinbutton", { name: /^Found / });
    const save7 = saved(page);
    await typed.fill("7");
    await typed.press("Enter");
    await expect(row.locator("[data-found]")).toHaveAttribute("data-found", "7");
    await save7;
    await typed.fill("");
    await typed.blur();
    await expect(row.locator("[data-found]")).toHaveAttribute("data-found", "7");
    await expect(typed).toHaveValue("7");
    const save1 = saved(page);
    await typed.fill("1");
    await typed.press("Enter");
    await save1;
    await page.goto("/progression/items-interactive");
    const tile = page.locator(`.item-tile[data-item="${item}"]`).first();
    await expect(tile.locator("[data-found]")).toHaveAttribute("data-found", "1");
    const save = saved(page);
    await tile.click();
    await expect(tile.locator("[data-found]")).toHaveAttribute("data-found", "2");
    await save;
    await page.reload();
    await expect(tile.locator("[data-found]")).toHaveAttribute("data-found", "2");
  });
});

test.describe("characters and resets as pro@example.test", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "pro@example.test");
    await resetAccount(page.request);
  });

  test("the progress shown is the active character's and switches with it", async ({ page }) => {
    await page.goto("/progression/quests");
    const save = saved(page);
    await quest(page, "Debut").getByRole("button", { name: "Complete" }).click();
    await save;
    const before = await ok(page.request.get("/api/be/users/me"));
    const after = await ok(
      page.request.post("/api/be/users/me/char/create", { data: { fraction: "Usec", gameMode: "PVE" } }),
    );
    const pmc = after.chars.find((c) => !before.chars.some((b) => b.uid === c.uid));
    expect(pmc).toBeDefined();
    await ok(page.request.post("/api/be/users/me/char/select", { data: { charUid: pmc?.uid } }));
    await page.reload();
    await expect(quest(page, "Debut")).not.toHaveAttribute("data-status", "Completed");
    await ok(page.request.post("/api/be/users/me/char/select", { data: { charUid: before.uid } }));
    await page.reload();
    await expect(quest(page, "Debut")).toHaveAttribute("data-status", "Completed");
  });

  test("resetting the quests progress asks first, is done on the server and survives a reload", async ({
    page,
  }) => {
    await page.goto("/progression/quests");
    const save = saved(page);
    await quest(page, "Shooting Cans").getByRole("button", { name: "Complete" }).click();
    await expect(quest(page, "Shooting Cans")).toHaveAttribute("data-status", "Completed");
    await expect(quest(page, "Debut")).toHaveAttribute("data-status", "Available");
    await save;
    await page.getByRole("button", { name: "Reset quests progress" }).click();
    await expect(page.getByText("Are you sure?")).toBeVisible();
    const reset = page.waitForResponse((r) => r.url().endsWith("/api/be/progression/reset/quests") && r.ok());
    await page.getByRole("button", { name: "Yes" }).click();
    await reset;
    await expect(quest(page, "Shooting Cans")).toHaveAttribute("data-status", "Available");
    await expect(quest(page, "Debut")).toHaveAttribute("data-status", "Locked");
    await page.reload();
    await expect(quest(page, "Shooting Cans")).toHaveAttribute("data-status", "Available");
    await expect(quest(page, "Debut")).toHaveAttribute("data-status", "Locked");
  });
});

test.describe("as free@example.test", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "free@example.test");
  });

  test("a fourth quest cannot be selected, and the page says why", async ({ page }) => {
    await page.goto("/progression/quests");
    const selects = page.getByRole("button", { name: "Select", exact: true });
    await expect(selects.first()).toBeVisible();
    for (let i = 0; i < 3; i++) await selects.first().click();
    await selects.first().click();
    await expect(page.getByRole("alert")).toHaveText(
      "Free version: at most 3 quests selected at once. Pro status required",
    );
    await expect(page.locator('li.quest[data-status="Current"]')).toHaveCount(3);
  });

  test("the items tracker says found counts need Pro", async ({ page }) => {
    await page.goto("/progression/items-tracker");
    await expect(page.getByText(/Counting found items is a Pro feature/)).toBeVisible();
    await expect(
      page
        .locator("tbody tr")
        .first()
        .getByRole("button", { name: /^Add one found/ }),
    ).toBeDisabled();
  });
});
