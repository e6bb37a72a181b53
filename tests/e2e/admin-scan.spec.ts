import { layoutItems, snapshotItems, stashHtml } from "../../scripts/ocr/synthetic-stash";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

// The admin's screenshot recognition pages on the real-data snapshot, with every item as a candidate.

const all = snapshotItems();
const uses = new Map<string, number>();
for (const i of all) uses.set(i.shortName, (uses.get(i.shortName) ?? 0) + 1);
const chosen = all
  .filter(
    (i) =>
      uses.get(i.shortName) === 1 && i.width * i.height <= 2 && /^[A-Za-z0-9 -]{5,10}$/.test(i.shortName),
  )
  .slice(0, 5);

test("/admin/upload-test reads a stash screenshot step by step, and /admin/scan-items lists the items", async ({
  page,
}) => {
  await signIn(page, "admin@example.test");
  const shot = await page.context().newPage();
  await shot.setViewportSize({ width: 2560, height: 1440 });
  const placed = layoutItems(
    chosen.map((i) => ({ ...i, count: 1 })),
    10,
    6,
  );
  await shot.setContent(
    stashHtml({ width: 2560, height: 1440, cols: 10, rows: 6, placed, glare: false }, () => 0.4),
  );
  const png = await shot.screenshot({ type: "png" });
  await shot.close();

  await page.goto("/admin/upload-test");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin: upload test");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "stash.png", mimeType: "image/png", buffer: png });
  const status = page.locator(".screenshot-scan [role=status]");
  await expect(status).toContainText("stash grid at", { timeout: 60_000 });
  await expect(status).toContainText("Image 2,560 × 1,440 px · cell 84.0 px · stash grid at");
  await expect(page.locator("canvas.scan-overlay")).toBeVisible();
  // every item of the data is a candidate here: a misread may pick a look-alike, but most are found
  const rows = page.locator("table.scan-results tbody tr");
  await expect(rows).toHaveCount(chosen.length);
  const found = await rows.evaluateAll((list) => list.map((r) => r.getAttribute("data-item")));
  expect(chosen.filter((i) => found.includes(i.uid)).length).toBeGreaterThanOrEqual(4);

  await page.getByRole("link", { name: "Scan items", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/scan-items$/);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "stash.png", mimeType: "image/png", buffer: png });
  const first = chosen.find((i) => found.includes(i.uid));
  await expect(page.locator(`table.scan-results tr[data-item="${first?.uid}"] a`)).toHaveAttribute(
    "href",
    `/admin/item/${first?.uid}`,
    { timeout: 60_000 },
  );
  await expect(page.locator("canvas.scan-overlay")).toHaveCount(0);
});
