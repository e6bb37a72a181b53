import type { Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

// The quest graph: a visitor sees one trader's chain; pro@example.test sees every trader at once.

const node = (page: Page, uid: string) => page.locator(`button.qnode[data-quest="${uid}"]`);

test("a visitor sees one trader's chain, is told why, and completes a quest from the map", async ({
  page,
}) => {
  await page.goto("/progression/quests-interactive");
  await expect(page.getByText(/The full quests map is Pro/)).toBeVisible();
  const trader = page.getByRole("combobox", { name: "Trader" });
  await expect(trader.locator("option", { hasText: "All traders" })).toHaveCount(0);
  await trader.selectOption("prapor");
  // Prapor's chain starts with Shooting Cans; Debut takes it completed or failed
  await expect(node(page, "shooting-cans")).toHaveAttribute("data-status", "Available");
  await expect(node(page, "debut")).toHaveAttribute("data-status", "Locked");
  await expect(node(page, "debut")).toHaveText("Debut");
  const quests = new Set(
    await page.locator("button.qnode").evaluateAll((els) => els.map((e) => e.getAttribute("data-quest"))),
  );
  expect(quests.size).toBeGreaterThan(1);
  await node(page, "debut").click();
  await expect(page.locator('[data-picked="debut"] .quest-reason')).toHaveText([
    "Needs “Shooting Cans” completed or failed",
  ]);
  await node(page, "shooting-cans").click();
  await page.locator('[data-picked="shooting-cans"]').getByRole("button", { name: "Complete" }).click();
  await expect(node(page, "shooting-cans")).toHaveAttribute("data-status", "Completed");
  await expect(node(page, "debut")).toHaveAttribute("data-status", "Available");
});

test("the map opens on the chain at a readable zoom, its start in the frame", async ({ page }) => {
  // a visitor first sees the trader with the most quests: Mechanic in the real data, whose
  // Gunsmith chain is 25 quests long (25 columns, the widest graph of one trader): shown whole it
  // would be specks in a mostly empty frame, so it opens readable from its first quests
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/progression/quests-interactive");
  const svg = page.getByRole("region", { name: "Quests map" }).locator("svg.quests-map__svg");
  const nodes = page.locator("button.qnode");
  await expect(nodes.first()).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Trader" })).toHaveValue("mechanic");
  expect(Number(await svg.getAttribute("data-zoom"))).toBeGreaterThanOrEqual(0.55);
  const frame = await svg.boundingBox();
  if (!frame) throw new Error("no map");
  const boxes = (await nodes.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) as {
    x: number;
    y: number;
    width: number;
    height: number;
  }[];
  const inFrame = boxes.filter(
    (b) =>
      b.x >= frame.x - 0.5 &&
      b.x + b.width <= frame.x + frame.width + 0.5 &&
      b.y >= frame.y - 0.5 &&
      b.y + b.height <= frame.y + frame.height + 0.5,
  );
  // the chain's first column is in the frame, and the frame is not mostly empty
  const left = Math.min(...boxes.map((b) => b.x));
  expect(inFrame.some((b) => b.x === left)).toBe(true);
  expect(inFrame.length).toBeGreaterThanOrEqual(6);
});

test("the map pans with a drag and zooms with the wheel and the buttons", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto("/progression/quests-interactive");
  const svg = page.getByRole("region", { name: "Quests map" }).locator("svg.quests-map__svg");
  await expect(page.locator("button.qnode").first()).toBeVisible();
  const start = (await svg.getAttribute("data-zoom")) ?? "";
  expect(Number(start)).toBeLessThanOrEqual(1);
  // it opens fitted to the chain at a zoom where the names read, not as a speck in an empty frame
  expect(Number(start)).toBeGreaterThanOrEqual(0.55);
  await svg.scrollIntoViewIfNeeded();
  const box = await svg.boundingBox();
  if (!box) throw new Error("no map");
  await page.mouse.move(box.x + box.width / 2, box.y + 60);
  await page.mouse.wheel(0, -300);
  await expect(svg).not.toHaveAttribute("data-zoom", start);
  const zoomed = Number(await svg.getAttribute("data-zoom"));
  expect(zoomed).toBeGreaterThan(Number(start));
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect(svg).not.toHaveAttribute("data-zoom", zoomed.toFixed(2));
  const pan = await svg.getAttribute("data-pan");
  await page.mouse.move(box.x + box.width / 2, box.y + 80);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 100, box.y + 130, { steps: 5 });
  await page.mouse.up();
  await expect(svg).not.toHaveAttribute("data-pan", pan ?? "");
  await page.getByRole("button", { name: "Reset view" }).click();
  await expect(svg).toHaveAttribute("data-zoom", start);
});

test("pro@example.test sees every trader's quests on one map", async ({ page }) => {
  await signIn(page, "pro@example.test");
  await page.goto("/progression/quests-interactive");
  await expect(page.getByText(/The full quests map is Pro/)).toHaveCount(0);
  const trader = page.getByRole("combobox", { name: "Trader" });
  await expect(trader).toHaveValue("");
  await expect(node(page, "debut")).toBeVisible();
  const all = await page.locator("button.qnode").count();
  await trader.selectOption("prapor");
  await expect(node(page, "debut")).toBeVisible();
  expect(await page.locator("button.qnode").count()).toBeLessThan(all);
});
