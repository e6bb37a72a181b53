import type { APIRequestContext, Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

// Gear loadouts on the real snapshot: the builder and publishing as pro@example.test, the free
// search limit as free@example.test. Each test first deletes the Pro account's gear sets through
// the API, so runs do not see each other's sets.

const HELMET = "FORT Kiver-M bulletproof helmet";
const HEADSET = "Peltor ComTac II headset (OD Green)";
const ARMOR = "PACA Soft Armor";
const BACKPACK = "Flyye MBSS backpack (UCP)";
const TITLE = "E2E gear set";

type Item = { uid: string; name: string; slot: string };
async function deleteOwnSets(request: APIRequestContext) {
  const my = (await (await request.get("/api/be/gear/loadouts/my")).json()) as {
    loadouts: { uid: string }[];
  };
  for (const l of my.loadouts) {
    const res = await request.post("/api/be/loadouts/delete", { data: { uid: l.uid } });
    expect(res.ok()).toBe(true);
  }
}

const choose = (page: Page, slot: string, item: string) =>
  page.getByLabel(slot, { exact: true }).selectOption({ label: item });
const stat = (page: Page, name: string) => page.locator(`[data-stat="${name}"]`);

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await signIn(page, "pro@example.test");
  await deleteOwnSets(page.request);
});

test("a Pro user builds a gear set with live stats, a conflict flagged with both names, and publishes it once", async ({
  page,
}) => {
  await page.goto("/gear");
  await expect(page.getByRole("heading", { level: 1, name: "Gear loadouts" })).toBeVisible();
  await choose(page, "Headwear", HELMET);
  await choose(page, "Body armour", ARMOR);
  await choose(page, "Backpack", BACKPACK);
  // 1.2 + 3.5 + 1.1 kg (2026 weights); classes from the 2022 data, labelled as such
  await expect(stat(page, "weight")).toHaveText("5.8 kg");
  await expect(stat(page, "armor-headwear")).toHaveText("class 3 (durability 35)");
  await expect(stat(page, "armor-armor")).toHaveText("class 2 (durability 50)");
  await expect(page.getByText("Armour class, durability and penalties: data from 2022")).toBeVisible();
  await expect(stat(page, "price")).toHaveText(/^\d[\d,]*₽$/);

  // the helmet leaves no room for a headset: both names are flagged
  const problems = page.getByTestId("gear-problems");
  await choose(page, "Headset", HEADSET);
  await expect(problems).toContainText(`${HELMET} conflicts with ${HEADSET}`);
  await expect(page.locator('[data-slot="earpiece"]')).toHaveClass(/slot--flagged/);
  await choose(page, "Headset", "— none —");
  await expect(problems).toHaveText("The build is complete and has no conflicts.");

  // the address shares the set
  await expect(page).toHaveURL(/\/gear\?build=headwear\./);

  await page.getByLabel("Title").fill(TITLE);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved");
  await expect(page).toHaveURL(/\/gear\?id=/);

  // the same set published again is refused with the spec's message
  await page.getByRole("button", { name: "Save as new" }).click();
  await expect(page.getByRole("alert")).toContainText("Exact same loadout already published");

  // listed in My loadouts, marked as gear, and found by the search
  await page.goto("/loadouts/my");
  const row = page.getByTestId("gear-row").filter({ hasText: TITLE });
  await expect(row).toContainText("Gear");
  await expect(row).toContainText("public");
  await page.goto("/gear");
  await expect(page.getByTestId("gear-row").filter({ hasText: TITLE })).toContainText("Armour class 2");
  // opening it shows the saved set
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page.getByText(`Viewing: ${TITLE}`)).toBeVisible();
  await expect(page.getByLabel("Backpack", { exact: true })).toHaveValue(/.+/);
  await expect(stat(page, "weight")).toHaveText("5.8 kg");
});

test("a free user's gear search shows at most 20 results and says why", async ({ page, browser }) => {
  const { items } = (await (await page.request.get("/api/be/gear/items")).json()) as { items: Item[] };
  const bands = items.filter((i) => i.slot === "armband").slice(0, 7);
  const packs = items.filter((i) => i.slot === "backpack").slice(0, 3);
  expect(bands.length * packs.length).toBe(21);
  for (const [i, band] of bands.entries())
    for (const [j, pack] of packs.entries()) {
      const res = await page.request.post("/api/be/gear/loadouts/save", {
        data: { title: `Set ${i}-${j}`, isPublic: true, build: { armband: band.uid, backpack: pack.uid } },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  const other = await browser.newContext();
  const free = await other.newPage();
  await signIn(free, "free@example.test");
  await free.goto("/gear");
  await expect(free.getByTestId("gear-row")).toHaveCount(20);
  await expect(
    free.getByText("Only the top 20 results are shown: Pro status required for all"),
  ).toBeVisible();
  // publishing is Pro
  await free.getByLabel("Backpack", { exact: true }).selectOption({ index: 1 });
  await expect(free.getByText(/Pro status required/).last()).toBeVisible();
  await other.close();
});
