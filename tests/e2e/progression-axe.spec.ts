import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";

// Accessibility of the progression pages as pro@example.test (every control enabled).

for (const [path, ready] of [
  ["/progression/quests", "li.quest"],
  ["/progression/hideout", "li.station"],
  ["/progression/dashboard", ".kappa-progress"],
  ["/progression/items-to-keep", "tbody tr"],
  ["/progression/items-tracker", "tbody tr"],
  ["/progression/items-interactive", ".item-tile"],
  ["/progression/quests-interactive", "button.qnode"],
] as const) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await signIn(page, "pro@example.test");
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
