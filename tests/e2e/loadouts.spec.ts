import type { APIRequestContext, Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

// Weapon loadouts on the real snapshot: the builder as pro@example.test, search and likes as
// admin@example.test, the free search limit as free@example.test. Each test first deletes the
// Pro account's saved builds through the API, so runs do not see each other's builds.

const M4A1 = "Colt M4A1 5.56x45 assault rifle";
const GRIP = "AR-15 ADAR 2-15 wooden stock";
const STOCK = "AR-15 Magpul UBR GEN2 stock (Black)";
const TITLE = "E2E M4A1 build";
/** A grip that fits the M4A1 preset without a conflict (+8 ergonomics). */
const LIGHT_GRIP = "AR-15 F1 Firearms Skeletonized Style 1 pistol grip";

type Saved = { uid: string };
async function deleteOwnBuilds(request: APIRequestContext) {
  const my = (await (await request.get("/api/be/loadouts/my")).json()) as { loadouts: Saved[] };
  for (const l of my.loadouts) {
    const res = await request.post("/api/be/loadouts/delete", { data: { uid: l.uid } });
    expect(res.ok()).toBe(true);
  }
}

/** A slot row by its shown name (the first one with that name, top level first). */
const slot = (page: Page, name: string) =>
  page.locator("li.slot", { has: page.locator(".slot__name", { hasText: new RegExp(`^${name}`) }) }).first();

async function choose(page: Page, slotName: string, part: string) {
  const row = slot(page, slotName);
  await row.getByRole("button", { name: "Choose" }).first().click();
  const search = row.getByRole("searchbox");
  if (await search.count()) await search.fill(part.slice(0, 12));
  await row.locator(".chooser__pick", { hasText: part }).first().click();
  await expect(row.locator(".slot__part").first()).toContainText(part);
}

/** Ergonomics, recoil and weight as shown (the price depends on the viewer's trader levels). */
const statsOf = (page: Page) =>
  Promise.all(
    ["Ergonomics", "Vertical recoil", "Horizontal recoil", "Weight"].map((s) =>
      page.locator(`[data-stat="${s}"]`).textContent(),
    ),
  );

async function openM4(page: Page) {
  await page.goto("/loadouts/weapon");
  await page.getByPlaceholder(/Name or caliber/).fill("M4A1");
  await page.getByRole("link", { name: new RegExp(M4A1) }).click();
  await expect(page.getByRole("heading", { level: 2, name: M4A1 })).toBeVisible();
  await page.getByLabel("Start from a preset").selectOption({ label: "M4A1" });
  await expect(slot(page, "Stock")).toContainText("buffer tube");
}

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await signIn(page, "pro@example.test");
  await deleteOwnBuilds(page.request);
});

test("an M4A1 with two conflicting parts is flagged with both names; fixed, it publishes once", async ({
  page,
}) => {
  await openM4(page);
  const problems = page.getByTestId("build-problems");
  await expect(problems).toHaveText("The build is complete and has no conflicts.");
  const before = await page.locator('[data-stat="Ergonomics"]').textContent();

  await choose(page, "Pistol grip", GRIP);
  await choose(page, "Stock", STOCK);
  await expect(problems).toContainText(GRIP);
  await expect(problems).toContainText(STOCK);
  await expect(problems.locator("li", { hasText: "conflicts with" })).toHaveCount(1);
  await expect(slot(page, "Pistol grip")).toHaveClass(/slot--flagged/);

  // publishing a build with a conflict is refused by the server, with its reason
  await page.getByLabel("Title").fill(TITLE);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Fix the build before publishing");

  // undo twice: the preset again, with its stats
  await page.getByRole("button", { name: "Undo" }).click();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(problems).toHaveText("The build is complete and has no conflicts.");
  await expect(page.locator('[data-stat="Ergonomics"]')).toHaveText(before ?? "");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(slot(page, "Pistol grip")).toContainText(GRIP);
  await page.getByRole("button", { name: "Undo" }).click();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(page).toHaveURL(/\/loadouts\/weapon\/[^/]+\/[^/?]+$/);

  // the same gun and parts published again: the spec's message, and what to do
  await page.getByRole("button", { name: "Save as new" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Exact same loadout already published Change an attachment or keep the build private.",
  );
});

test("another user finds the build, likes it once and the count shows on its page; a share link opens the same build", async ({
  page,
  browser,
}) => {
  await openM4(page);
  await choose(page, "Pistol grip", LIGHT_GRIP);
  const shared = page.url();
  expect(shared).toContain("?build=");
  const stats = await statsOf(page);
  await page.getByLabel("Title").fill(TITLE);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  // a fresh browser without an account opens the share link: same parts, same stats
  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto(shared);
  await expect(slot(visitor, "Pistol grip")).toContainText(LIGHT_GRIP);
  await expect.poll(() => statsOf(visitor)).toEqual(stats);
  await expect(visitor.getByText(/Saving and publishing loadouts is a Pro feature/)).toBeVisible();
  await fresh.close();

  const other = await browser.newContext();
  const admin = await other.newPage();
  await signIn(admin, "admin@example.test");
  await admin.goto("/loadouts/search");
  await admin.getByLabel("Gun").selectOption({ label: M4A1 });
  const row = admin.getByTestId("loadout-row").filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: TITLE }).click();
  await expect(admin.getByTestId("likes")).toHaveText("0 likes");
  await admin.getByRole("button", { name: "Like" }).click();
  await expect(admin.getByTestId("likes")).toHaveText("1 like");
  await admin.reload();
  await expect(admin.getByTestId("likes")).toHaveText("1 like");
  await expect(slot(admin, "Pistol grip")).toContainText(LIGHT_GRIP);
  // one like per user: unlike takes it back
  await admin.getByRole("button", { name: "Unlike" }).click();
  await expect(admin.getByTestId("likes")).toHaveText("0 likes");
  await admin.getByRole("button", { name: "Like" }).click();
  await other.close();

  await page.goto("/loadouts/my");
  await expect(page.getByTestId("loadout-row").filter({ hasText: TITLE })).toContainText("1 like");
});

test("a free user's search shows at most 20 results and says why", async ({ page, browser }) => {
  // 21 published builds: the default M4A1 with each magazine the data knows, and with another grip
  const guns = (await (await page.request.get("/api/be/weapons")).json()) as {
    guns: { uid: string; name: string }[];
  };
  const m4 = guns.guns.find((g) => g.name === M4A1)?.uid ?? "";
  const parts = (await (await page.request.get(`/api/be/weapons/${m4}/parts`)).json()) as {
    gun: { slots: { name: string; allowed: string[] }[] };
    parts: { uid: string; name: string }[];
    presets: { name: string; build: { parts: Record<string, string> } }[];
  };
  const base = parts.presets.find((p) => p.name === "M4A1")?.build.parts ?? {};
  const known = new Set(parts.parts.map((p) => p.uid));
  const mags = (parts.gun.slots.find((s) => s.name === "mod_magazine")?.allowed ?? []).filter((id) =>
    known.has(id),
  );
  const grip = parts.parts.find((p) => p.name === LIGHT_GRIP)?.uid ?? "";
  const builds = [...mags.map((mag) => ({ ...base, mod_magazine: mag })), { ...base, mod_pistol_grip: grip }];
  expect(builds.length).toBeGreaterThanOrEqual(21);
  for (const [i, build] of builds.slice(0, 21).entries()) {
    const res = await page.request.post("/api/be/loadouts/save", {
      data: {
        title: `Variant ${i}`,
        isPublic: true,
        build: { gun: m4, parts: build },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const other = await browser.newContext();
  const free = await other.newPage();
  await signIn(free, "free@example.test");
  await free.goto("/loadouts/search");
  await expect(free.getByTestId("loadout-row")).toHaveCount(20);
  await expect(
    free.getByText("Only the top 20 results are shown: Pro status required for all"),
  ).toBeVisible();
  await other.close();
});

test("a gun's item page links to its builder, which starts from the default build", async ({ page }) => {
  await page.goto("/item/colt_m4a1_5.56x45_assault_rifle");
  await page.getByRole("link", { name: "Build this gun" }).click();
  await expect(page.getByRole("heading", { level: 2, name: M4A1 })).toBeVisible();
  await expect(slot(page, "Stock")).toContainText("buffer tube");
  await expect(page.getByTestId("build-problems")).toHaveText("The build is complete and has no conflicts.");
});
